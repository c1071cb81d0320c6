// Pegs and Jokers: the board (track, start areas, come-out holes, in-spots, home lanes) as an
// SVG drawn from the observation's geometry (board.layout), every peg in its colour with its
// name (colour:number) and a team shape, the danger map as rings round exposed team pegs, the
// hand, and the seats. Draws the observation only; which moves exist comes from ctx.legal.
//
// Click a card in your hand (a choice on screen, not a move): the pegs it can move glow. Click
// a peg: a move with one way is made at once; a joker then asks for the peg to land on, a 7 or
// 9 (or a move that may turn into home) offers its ways as buttons.

registerGame("pegs-and-jokers", (() => {
  const SVG = "http://www.w3.org/2000/svg";
  const FILL = { red: "#d32f2f", blue: "#1565c0", green: "#2e7d32", yellow: "#f9c80e",
                 purple: "#7b1fa2", orange: "#ef6c00", black: "#212121", white: "#fafafa" };
  const INK = { yellow: "#222", white: "#222", orange: "#111" };
  const SUITS = { S: ["♠", "spades", "black"], H: ["♥", "hearts", "red"],
                  D: ["♦", "diamonds", "red"], C: ["♣", "clubs", "black"] };
  const RANK_WORD = { A: "ace", J: "jack", Q: "queen", K: "king" };
  const SELECTION = new WeakMap();

  const isJoker = (code) => code === "JK";
  const cardParts = (code) => (isJoker(code) ? ["JK", "★", "joker", "plain"]
    : [code.slice(0, -1), ...(SUITS[code.slice(-1)] || ["?", code.slice(-1), "plain"])]);
  const short = (code) => (isJoker(code) ? "Joker" : `${code.slice(0, -1)}${cardParts(code)[1]}`);
  const say = (code) => {
    if (isJoker(code)) return "joker";
    const [rank, , suit] = cardParts(code);
    return `${RANK_WORD[rank] || rank} of ${suit}`;
  };
  const pegOf = (part) => part.split(":").slice(0, 2).join(":");

  /** SVG element helper (h() makes HTML elements). */
  function s(tag, attrs = {}, ...children) {
    const node = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (v === null || v === undefined || v === false) continue;
      if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else node.setAttribute(k, String(v));
    }
    for (const c of children.flat()) {
      if (c === null || c === undefined || c === false) continue;
      node.append(c instanceof Node ? c : document.createTextNode(String(c)));
    }
    return node;
  }

  const pegsByName = (obs) => Object.fromEntries((obs.pegs || []).map((p) => [p.peg, p]));
  const whereWords = (peg) => {
    if (!peg) return "";
    if (peg.area === "start") return "in its start area";
    if (peg.area === "home") return `in home hole ${peg.hole}`;
    return `on track hole ${peg.pos} (side ${peg.side}, hole ${peg.hole})`;
  };

  /** The words of an action, for the action bar and the choice buttons. */
  function label(text, ctx) {
    const w = text.split(" ");
    const pegs = pegsByName(ctx.obs);
    if (w[0] === "discard") return `Discard ${short(w[1])} (no move)`;
    if (w[0] !== "play") return null;
    const code = w[1];
    if (isJoker(code)) return `Joker: peg ${w[2]} jumps onto peg ${w[3]}`;
    const parts = [];
    for (const t of w.slice(2)) {
      if (t === "home") { parts[parts.length - 1] += " turning into home"; continue; }
      const bits = t.split(":");
      const name = `${bits[0]}:${bits[1]}`;
      if (bits.length === 3) parts.push(`${name} by ${bits[2]}`);
      else parts.push(pegs[name] && pegs[name].area === "start" ? `${name} comes out` : `${name}`);
    }
    const back = code.startsWith("8") ? " back" : "";
    const verb = parts.length > 1 ? "split " : parts[0].endsWith("comes out") ? "" : "move ";
    return `${short(code)}: ${verb}${parts.join(" + ")}${back}`;
  }

  /** A playing card as a shape: rank, suit symbol, suit name and colour word. */
  function playingCard(ctx, code, extra = "") {
    const { h } = ctx;
    const [rank, symbol, suit, colour] = cardParts(code);
    return h("div", { class: `ck-card ck-md ck-c-${colour === "plain" ? "plain" : colour} ck-pj-card ${extra}`,
                      role: "img", "aria-label": say(code), title: say(code), "data-code": code },
      h("span", { class: "ck-corner", "aria-hidden": "true" }, isJoker(code) ? "" : rank, h("br"), symbol),
      h("span", { class: "ck-pip", "aria-hidden": "true" }, isJoker(code) ? "★" : rank),
      h("span", { class: "ck-sym", "aria-hidden": "true" }, isJoker(code) ? "" : symbol),
      h("span", { class: "ck-name", "aria-hidden": "true" }, isJoker(code) ? "joker" : `${suit}`));
  }

  /** Colour of a danger chance: pale yellow (small) to deep red (likely). */
  const dangerColour = (p) => {
    const t = Math.max(0, Math.min(1, p));
    const r = 255;
    const g = Math.round(214 - 190 * t);
    const b = Math.round(80 - 70 * t);
    return `rgb(${r - Math.round(40 * t)},${g},${b})`;
  };

  function board(ctx, sel) {
    const { obs } = ctx;
    const geo = obs.board;
    const n = obs.players;
    const U = 1000;
    const hs = geo.hole_size * U;
    const holeR = hs * 0.28;
    const pegR = hs * 0.47;
    const colours = (obs.colours || []).map((c) => c.colour_name);
    const me = obs.player ?? 0;
    const myTeam = me % 2;
    const overlay = ctx.view.overlay || {};
    const danger = overlay.danger || {};
    const svg = s("svg", { viewBox: `0 0 ${U} ${U}`, class: "ck-pj-svg", role: "img",
                           "aria-label": `Pegs and Jokers board for ${n} players` });
    const layerBoard = s("g", {});
    const layerDanger = s("g", {});
    const layerPegs = s("g", {});
    svg.append(s("rect", { x: 0, y: 0, width: U, height: U, rx: 30, class: "ck-pj-wood" }),
               layerBoard, layerDanger, layerPegs);

    // the track, side by side, each side edged in its owner's colour
    for (let side = 0; side < n; side++) {
      const holes = geo.track.slice(side * geo.holes_per_side, (side + 1) * geo.holes_per_side);
      const first = holes[0];
      const last = holes[holes.length - 1];
      layerBoard.append(s("line", { x1: first.x * U, y1: first.y * U, x2: last.x * U, y2: last.y * U,
                                    stroke: FILL[colours[side]], "stroke-width": hs * 0.9,
                                    "stroke-linecap": "round", opacity: 0.28 }));
    }
    // each start area is labelled with its owner, on the side towards the middle of the board
    for (let p = 0; p < n; p++) {
      const area = geo.start[p];
      const ax = area.reduce((a, q) => a + q.x, 0) / area.length * U;
      const ay = area.reduce((a, q) => a + q.y, 0) / area.length * U;
      const dx = U / 2 - ax;
      const dy = U / 2 - ay;
      const len = Math.hypot(dx, dy) || 1;
      const text = `${p} ${colours[p]} start`;
      // clear of the area: past its depth, plus half the text's width when it lies beside it
      const font = n === 8 ? 18 : 24;
      const off = hs * 1.6 + font * 0.8 + Math.abs(dx / len) * text.length * font * 0.3;
      layerBoard.append(s("text", { x: ax + dx / len * off, y: ay + dy / len * off,
                                    class: "ck-pj-side", "text-anchor": "middle",
                                    "dominant-baseline": "middle" }, text));
    }
    for (const t of geo.track) {
      const x = t.x * U;
      const y = t.y * U;
      if (t.come_out_of !== null) {
        const c = colours[t.come_out_of];
        layerBoard.append(s("circle", { cx: x, cy: y, r: holeR * 1.7, fill: "none", stroke: FILL[c],
                                        "stroke-width": hs * 0.12, class: "ck-pj-comeout" },
          s("title", {}, `player ${t.come_out_of}'s come-out hole (track ${t.pos})`)));
      }
      if (t.in_spot_of !== null) {
        const c = colours[t.in_spot_of];
        const r = holeR * 1.7;
        layerBoard.append(s("rect", { x: x - r, y: y - r, width: 2 * r, height: 2 * r, fill: "none",
                                      stroke: FILL[c], "stroke-width": hs * 0.12, class: "ck-pj-inspot" },
          s("title", {}, `player ${t.in_spot_of}'s in-spot (track ${t.pos}): the way into home`)));
      }
      layerBoard.append(s("circle", { cx: x, cy: y, r: holeR, class: "ck-pj-hole",
                                      "data-pos": t.pos }, s("title", {}, `track hole ${t.pos}`)));
    }
    // home lanes and start areas
    for (let p = 0; p < n; p++) {
      const c = FILL[colours[p]];
      const lane = geo.home[p];
      const spot = geo.track[geo.in_spot[p]];
      layerBoard.append(s("polyline", { points: [spot, ...lane].map((q) => `${q.x * U},${q.y * U}`).join(" "),
                                        fill: "none", stroke: c, "stroke-width": hs * 0.9,
                                        "stroke-linecap": "round", opacity: 0.35 }));
      for (const q of lane) {
        layerBoard.append(s("circle", { cx: q.x * U, cy: q.y * U, r: holeR, class: "ck-pj-hole ck-pj-homehole" },
          s("title", {}, `player ${p}'s home hole ${q.hole}`)));
      }
      const end = lane[lane.length - 1];
      const ux = end.x - spot.x;
      const uy = end.y - spot.y;
      const ul = Math.hypot(ux, uy) || 1;
      const hoff = hs * 0.9 + 11 + Math.abs(ux / ul) * `${p} home`.length * (n === 8 ? 18 : 22) * 0.3;
      layerBoard.append(s("text", { x: end.x * U + ux / ul * hoff, y: end.y * U + uy / ul * hoff,
                                    class: "ck-pj-area", "text-anchor": "middle",
                                    "dominant-baseline": "middle" }, `${p} home`));
      const area = geo.start[p];
      const xs = area.map((q) => q.x * U);
      const ys = area.map((q) => q.y * U);
      const pad = hs * 0.7;
      layerBoard.append(s("rect", { x: Math.min(...xs) - pad, y: Math.min(...ys) - pad,
                                    width: Math.max(...xs) - Math.min(...xs) + 2 * pad,
                                    height: Math.max(...ys) - Math.min(...ys) + 2 * pad,
                                    rx: pad, fill: c, opacity: 0.18, stroke: c, "stroke-width": 2 },
        s("title", {}, `player ${p}'s start area`)));
      for (const q of area) {
        layerBoard.append(s("circle", { cx: q.x * U, cy: q.y * U, r: holeR, class: "ck-pj-hole" }));
      }
    }

    // which pegs the selection lets the player click, and what each click sends
    const plays = sel.card ? ctx.legal.filter((t) => t.startsWith(`play ${sel.card} `)) : [];
    const byFirst = {};
    for (const t of plays) {
      const first = pegOf(t.split(" ")[2]);
      (byFirst[first] = byFirst[first] || []).push(t);
    }
    const jokerTargets = {};
    if (sel.card && isJoker(sel.card) && sel.peg) {
      for (const t of byFirst[sel.peg] || []) jokerTargets[t.split(" ")[3]] = t;
    }

    // pegs, with the danger map round exposed team pegs
    for (const peg of obs.pegs || []) {
      let spot = peg;  // the observation gives each peg the drawing position of its hole
      if (peg.x === undefined) {
        if (peg.area === "start") spot = geo.start[peg.colour][peg.number];
        else if (peg.area === "home") spot = geo.home[peg.colour][peg.hole];
        else spot = geo.track[peg.pos];
      }
      const x = spot.x * U;
      const y = spot.y * U;
      const name = peg.colour_name;
      const chance = danger[peg.peg];
      if (chance !== undefined) {
        const hot = chance > 0;
        layerDanger.append(s("circle", { cx: x, cy: y, r: pegR * 1.75,
                                         fill: hot ? dangerColour(chance) : "none",
                                         opacity: hot ? 0.85 : 1,
                                         stroke: hot ? "#7f0000" : "#2e7d32",
                                         "stroke-width": hot ? 2 : 2.5,
                                         "stroke-dasharray": hot ? null : "4 3",
                                         class: "ck-pj-danger", "data-peg": peg.peg,
                                         "data-chance": chance.toFixed(3) },
          s("title", {}, `danger: player ${overlay.next_opponent} hits ${peg.peg} with chance ${(100 * chance).toFixed(0)}%`)));
        if (hot) {
          layerDanger.append(s("text", { x, y: y - pegR * 1.95, class: "ck-pj-pct", "text-anchor": "middle" },
            `${Math.round(100 * chance)}%`));
        }
      }
      const team = peg.team;
      const attrs = { fill: FILL[name], stroke: name === "black" ? "#bbb" : "#111", "stroke-width": 1.5 };
      const shape = team === 0
        ? s("circle", { cx: x, cy: y, r: pegR, ...attrs })
        : s("rect", { x: x - pegR, y: y - pegR, width: 2 * pegR, height: 2 * pegR, rx: pegR * 0.25, ...attrs });
      const g = s("g", { class: `ck-pj-peg${team === myTeam ? " ck-pj-mine" : ""}`, "data-peg": peg.peg,
                         "aria-label": `peg ${peg.peg}, ${name}, team ${team}, ${whereWords(peg)}` },
        s("title", {}, `peg ${peg.peg} (${name}, player ${peg.colour}, team ${team}) ${whereWords(peg)}`),
        shape,
        s("text", { x, y, class: "ck-pj-peglabel", "text-anchor": "middle", "dominant-baseline": "central",
                    fill: INK[name] || "#fff", "font-size": pegR * 0.95 }, peg.peg));
      if (byFirst[peg.peg]) {
        const options = byFirst[peg.peg];
        g.classList.add("ck-target");
        if (sel.peg === peg.peg && !isJoker(sel.card)) g.classList.add("ck-pj-chosen");
        if (options.length === 1) g.setAttribute("data-action", options[0]);
        g.addEventListener("click", () => {
          if (options.length === 1) { ctx.send(options[0]); return; }
          sel.peg = sel.peg === peg.peg ? null : peg.peg;
          sel.repaint();
        });
      } else if (jokerTargets[peg.peg]) {
        g.classList.add("ck-target", "ck-pj-landing");
        g.setAttribute("data-action", jokerTargets[peg.peg]);
        g.addEventListener("click", () => ctx.send(jokerTargets[peg.peg]));
      }
      if (sel.peg === peg.peg && isJoker(sel.card)) g.classList.add("ck-pj-chosen");
      layerPegs.append(g);
    }
    return svg;
  }

  function legend(ctx) {
    const { h } = ctx;
    const overlay = ctx.view.overlay || {};
    const danger = overlay.danger || {};
    const names = Object.keys(danger);
    const exposed = names.filter((p) => danger[p] > 0).sort((a, b) => danger[b] - danger[a]);
    const words = !("danger" in overlay) ? "The danger map appears with the probability panel."
      : !names.length ? "No peg of your team is on the track: nothing to hit."
      : exposed.length ? `Next opponent to play: ${ctx.name(overlay.next_opponent)}. It can hit ` +
        exposed.map((p) => `${p} (${Math.round(100 * danger[p])}%)`).join(", ") +
        `; safe now: ${names.filter((p) => !(danger[p] > 0)).join(", ") || "none"}.`
      : `Next opponent to play: ${ctx.name(overlay.next_opponent)}. No card of theirs can hit your team's pegs now.`;
    const bar = h("span", { class: "ck-pj-gradient", "aria-hidden": "true" });
    return h("div", { class: "ck-pj-legend" },
      h("div", { class: "ck-pj-keys" },
        h("span", {}, h("span", { class: "ck-pj-key ck-pj-key-circle" }), "team 0 pegs: circles"),
        h("span", {}, h("span", { class: "ck-pj-key ck-pj-key-square" }), "team 1 pegs: squares"),
        h("span", {}, "label = colour:number (the name used in actions)"),
        h("span", {}, h("span", { class: "ck-pj-key ck-pj-key-ring" }), "come-out hole"),
        h("span", {}, h("span", { class: "ck-pj-key ck-pj-key-box" }), "in-spot (way into home)")),
      h("div", { class: "ck-pj-dangerkey" },
        h("strong", {}, "Danger map: "), "ring = chance the next opponent can send the peg to start ",
        h("span", { class: "ck-pj-scale" }, "0%", bar, "100%"),
        h("span", {}, ", dashed green ring = safe now. "),
        h("span", { class: "ck-pj-dangertext" }, words)));
  }

  function seats(ctx) {
    const { h, obs } = ctx;
    const wrap = h("div", { class: "ck-pj-seats" });
    const scores = obs.scores || {};
    for (let p = 0; p < obs.players; p++) {
      const colour = obs.colours[p].colour_name;
      const inStart = (obs.pegs || []).filter((q) => q.colour === p && q.area === "start").length;
      const classes = ["ck-pj-seat"];
      if (p === obs.current_player) classes.push("ck-to-act");
      if (p === obs.player) classes.push("ck-viewer");
      wrap.append(h("div", { class: classes.join(" ") },
        h("span", { class: `ck-pj-swatch ck-pj-t${p % 2}`, style: `background:${FILL[colour]}` }),
        h("strong", {}, ctx.name(p)), ` ${colour}, team ${p % 2}`,
        h("span", { class: "ck-pj-meta" },
          `${scores[p] ?? 0} home · ${inStart} in start · ${(obs.hand_sizes || [])[p]} cards`),
        p === obs.current_player ? h("span", { class: "ck-badge" }, "to play") : ""));
    }
    return wrap;
  }

  function handAndChoice(ctx, sel) {
    const { h, obs } = ctx;
    const hand = h("div", { class: "ck-hand ck-pj-hand", "aria-label": "your hand" });
    for (const [i, code] of (obs.hand || []).entries()) {
      const usable = ctx.legal.some((t) => t.split(" ")[1] === code);
      const node = playingCard(ctx, code, sel.card === code ? "ck-selected" : "");
      node.setAttribute("data-index", i);
      if (usable) {
        node.classList.add("ck-target");
        node.setAttribute("title", `${say(code)}: click, then click a glowing peg`);
        node.addEventListener("click", () => {
          sel.card = sel.card === code ? null : code;
          sel.peg = null;
          sel.repaint();
        });
      }
      hand.append(node);
    }
    const choice = h("div", { class: "ck-pj-choice", role: "group", "aria-label": "the selected card" });
    if (!ctx.legal.length) {
      choice.append(h("span", {}, obs.current_player === obs.player ? "" : "Waiting for the others."));
    } else if (!sel.card) {
      const mustDiscard = !ctx.legal.some((t) => t.startsWith("play "));
      choice.append(h("span", {}, mustDiscard
        ? "No card can move a peg: click a card to discard it."
        : "Click a card, then one of your team's glowing pegs."));
    } else {
      const plays = ctx.legal.filter((t) => t.startsWith(`play ${sel.card} `));
      const discard = `discard ${sel.card}`;
      const mine = sel.peg ? plays.filter((t) => pegOf(t.split(" ")[2]) === sel.peg) : [];
      let hint;
      if (!plays.length) hint = `${short(sel.card)} cannot move a peg now.`;
      else if (isJoker(sel.card) && sel.peg) hint = `Joker: now click the peg that ${sel.peg} lands on (it glows).`;
      else if (sel.peg) hint = `${short(sel.card)} with peg ${sel.peg}: choose how.`;
      else hint = `${short(sel.card)} selected: click a glowing peg.`;
      choice.append(h("span", {}, hint));
      if (sel.peg && !isJoker(sel.card)) {
        for (const t of mine) {
          choice.append(h("button", { class: "ck-btn ck-pj-way", "data-action": t, onclick: () => ctx.send(t) },
            ctx.label(t)));
        }
      }
      if (ctx.legal.includes(discard)) {
        choice.append(h("button", { class: "ck-btn", "data-action": discard, onclick: () => ctx.send(discard) },
          `Discard ${short(sel.card)}`));
      }
      choice.append(h("button", { class: "ck-btn", onclick: () => { sel.card = null; sel.peg = null; sel.repaint(); } },
        "Cancel"));
    }
    const pile = h("div", { class: "ck-pj-piles" },
      h("div", { class: "ck-slot" },
        ctx.cardBack(obs.draw_pile_size, { label: `draw pile, ${obs.draw_pile_size} cards` }),
        h("div", { class: "ck-caption" }, "Draw pile")),
      h("div", { class: "ck-slot" },
        obs.discard_top ? playingCard(ctx, obs.discard_top)
          : h("div", { class: "ck-card ck-md ck-ghost", role: "img", "aria-label": "discard pile empty" }),
        h("div", { class: "ck-caption" }, `Discard (${(obs.discard || []).length})`)));
    const team = obs.team_scores || {};
    const score = h("div", { class: "ck-pj-score" },
      h("div", {}, h("strong", {}, "Pegs home"), ` team 0: ${team[0] ?? 0} · team 1: ${team[1] ?? 0}`),
      obs.winning_team !== null && obs.winning_team !== undefined
        ? h("div", { class: "ck-pj-win" }, `Team ${obs.winning_team} wins!`) : "");
    return h("div", { class: "ck-pj-side-panel" },
      score, seats(ctx),
      h("div", { class: "ck-caption" }, `Hand of ${ctx.name(obs.player)}`), hand, choice, pile);
  }

  return {
    label,
    draw(ctx) {
      const { h, obs } = ctx;
      const root = ctx.board;
      root.classList.add("ck-pegs");
      if (!obs.board) return;
      const key = ctx.send;  // one send function per table: the key of its selection
      const previous = SELECTION.get(key) || {};
      const hand = new Set(obs.hand || []);
      const sel = { card: null, peg: null, repaint: null };
      // keep a selection across redraws only while its card is still held and playable
      if (previous.card && hand.has(previous.card) && ctx.legal.some((t) => t.split(" ")[1] === previous.card)
          && previous.turns === obs.turns) {
        sel.card = previous.card;
        sel.peg = previous.peg;
      }
      sel.turns = obs.turns;
      SELECTION.set(key, sel);
      const paint = () => {
        root.replaceChildren(
          h("div", { class: `ck-pj-main ck-pj-n${obs.players}` },
            h("div", { class: "ck-pj-boardwrap" }, board(ctx, sel), legend(ctx)),
            handAndChoice(ctx, sel)));
      };
      sel.repaint = paint;
      paint();
    },
  };
})());
