// Pegs and Jokers: the board (track, start areas, come-out holes, in-spots, home lanes) as an
// SVG drawn from the observation's geometry (board.layout), every peg in its colour with its
// name (colour:number) and a team shape, the danger map as rings round exposed team pegs, the
// hand, and the seats. Draws the observation only; which moves exist comes from ctx.legal.
//
// A move is chosen in steps, each filtered from the legal action texts (parsePlay reads their
// structure; no rule is worked out here): click a card in your hand and the pegs it can move
// light up; click a peg and a move with one way is made at once, else the few ways left appear
// as buttons (along the track or into home); a 7 or 9 may instead take a second glowing peg to
// share its holes with, then offers the splits of those two pegs; a joker lights up the pegs it
// may jump onto. "Back" (or the chosen card or peg again) undoes one step. Cards, pegs and
// buttons are in the tab order and chosen with Enter or Space. The shared bar of every legal
// action (30 and more here) is hidden (pegs_and_jokers.css).

registerGame("pegs-and-jokers", (() => {
  const FILL = { red: "#d32f2f", blue: "#1565c0", green: "#2e7d32", yellow: "#f9c80e",
                 purple: "#7b1fa2", orange: "#ef6c00", black: "#212121", white: "#fafafa" };
  const INK = { yellow: "#222", white: "#222", orange: "#111" };
  // each suit's symbol, its word (pj_<name> of the words) and its ink
  const SUITS = { S: ["♠", "spades", "black"], H: ["♥", "hearts", "red"],
                  D: ["♦", "diamonds", "red"], C: ["♣", "clubs", "black"] };
  const RANK_WORD = { A: "rank_ace", J: "rank_jack", Q: "rank_queen", K: "rank_king" };
  // Text on the board is drawn at 12.5 px on the screen or larger, whatever the board's size:
  // where a label cannot be that big in its place (the peg names on a small or crowded
  // board), it is left off, and the peg's name shows when it is pointed at or focused, and
  // on the buttons of the choice panel.
  const MIN_TEXT = 12.5;
  const SIZES = typeof ResizeObserver === "undefined" ? null
    : new ResizeObserver((entries) => entries.forEach((e) => scaleLabels(e.target)));

  const isJoker = (code) => code === "JK";
  const cardParts = (code) => (isJoker(code) ? ["JK", "★", "joker", "plain"]
    : [code.slice(0, -1), ...(SUITS[code.slice(-1)] || ["?", code.slice(-1), "plain"])]);
  const short = (ctx, code) => (isJoker(code) ? ctx.t("pj_joker_short") : `${code.slice(0, -1)}${cardParts(code)[1]}`);
  const say = (ctx, code) => {
    if (isJoker(code)) return ctx.t("pj_joker");
    const [rank, , suit] = cardParts(code);
    return ctx.t("pj_card", { rank: RANK_WORD[rank] ? ctx.t(RANK_WORD[rank]) : rank, suit: ctx.t(`pj_${suit}`) });
  };
  const pegOf = (part) => part.split(":").slice(0, 2).join(":");

  /** Size the board's text for the board's size on the screen (see MIN_TEXT). */
  function scaleLabels(svg) {
    if (!svg.isConnected) { SIZES.unobserve(svg); return; }
    const width = svg.getBoundingClientRect().width;
    if (!width) return;
    const least = MIN_TEXT * 1000 / width;  // MIN_TEXT px in the board's units
    const pegR = Number(svg.getAttribute("data-peg-r"));
    const nameFont = Math.max(pegR * 0.95, least);
    // a peg's name (three characters) must fit inside the peg
    svg.classList.toggle("ck-pj-unnamed", nameFont * 0.62 * 3 > pegR * 2.3);
    for (const t of svg.querySelectorAll(".ck-pj-peglabel")) t.setAttribute("font-size", nameFont.toFixed(1));
    const pctFont = Math.max(20, least);
    svg.classList.toggle("ck-pj-nopct", pctFont > pegR * 2.2);
    for (const t of svg.querySelectorAll(".ck-pj-pct")) {
      t.style.fontSize = `${pctFont.toFixed(1)}px`;
      // a chance beside the board's edge stays on the board ("100%" is about 2.4 em wide)
      const edge = pctFont * 1.3;
      t.setAttribute("x", Math.min(1000 - edge, Math.max(edge, Number(t.getAttribute("data-x")))).toFixed(1));
      t.setAttribute("y", Math.max(pctFont, Number(t.getAttribute("data-y"))).toFixed(1));
    }
    // the areas' words ("3 yellow start") at their own size when readable, else the number
    for (const t of svg.querySelectorAll(".ck-pj-side, .ck-pj-area")) {
      const natural = Number(t.getAttribute("data-size"));
      t.textContent = t.getAttribute(least <= natural ? "data-long" : "data-short");
      t.style.fontSize = `${Math.max(natural, least).toFixed(1)}px`;
    }
  }

  const pegsByName = (obs) => Object.fromEntries((obs.pegs || []).map((p) => [p.peg, p]));
  // where a peg stands, in the game's words (``board.where``), in the digits chosen
  const whereWords = (ctx, peg) => (peg ? ctx.numeral(peg.where) : "");

  /** The words of an action, for the action bar and the choice buttons. */
  function label(text, ctx) {
    const w = text.split(" ");
    const pegs = pegsByName(ctx.obs);
    if (w[0] === "discard") return ctx.t("pj_discard_no_move", { card: short(ctx, w[1]) });
    if (w[0] !== "play") return null;
    const code = w[1];
    if (isJoker(code)) return ctx.t("pj_joker_jump", { peg: w[2], target: w[3] });
    const parts = [];
    let out = false;  // the one part is a peg coming out of its start area
    for (const t of w.slice(2)) {
      if (t === "home") { parts[parts.length - 1] = ctx.t("pj_into_home", { part: parts[parts.length - 1] }); continue; }
      const bits = t.split(":");
      const name = `${bits[0]}:${bits[1]}`;
      if (bits.length === 3) parts.push(ctx.t("pj_by", { peg: name, n: bits[2] }));
      else if (pegs[name] && pegs[name].area === "start") { parts.push(ctx.t("pj_comes_out", { peg: name })); out = true; }
      else parts.push(name);
    }
    const moves = parts.join(" + ");
    const key = parts.length > 1 ? "pj_label_split" : out ? "pj_label_out" : "pj_label_move";
    return ctx.t(code.startsWith("8") ? `${key}_back` : key, { card: short(ctx, code), moves });
  }

  /** A playing card as a shape: rank, suit symbol, suit name and colour word. */
  function playingCard(ctx, code, extra = "", size = "md") {
    const { h } = ctx;
    const [rank, symbol, suit, colour] = cardParts(code);
    return h("div", { class: `ck-card ck-${size} ck-c-${colour === "plain" ? "plain" : colour} ck-pj-card ${extra}`,
                      role: "img", "aria-label": say(ctx, code), title: say(ctx, code), "data-code": code },
      h("span", { class: "ck-corner", "aria-hidden": "true" }, isJoker(code) ? "" : rank, h("br"), symbol),
      h("span", { class: "ck-pip", "aria-hidden": "true" }, isJoker(code) ? "★" : rank),
      h("span", { class: "ck-sym", "aria-hidden": "true" }, isJoker(code) ? "" : symbol),
      h("span", { class: "ck-name", "aria-hidden": "true" }, isJoker(code) ? ctx.t("pj_joker") : ctx.t(`pj_${suit}`)));
  }

  /** Colour of a danger chance: pale yellow (small) to deep red (likely). */
  const dangerColour = (p) => {
    const t = Math.max(0, Math.min(1, p));
    const r = 255;
    const g = Math.round(214 - 190 * t);
    const b = Math.round(80 - 70 * t);
    return `rgb(${r - Math.round(40 * t)},${g},${b})`;
  };

  /** A play text's structure: its card, then its parts (peg, holes, into home) or a joker's
   * target. Read from the text only: which plays exist is ctx.legal's to say. */
  function parsePlay(text) {
    const w = text.split(" ");
    if (isJoker(w[1])) return { text, card: w[1], parts: [{ peg: w[2] }], target: w[3] };
    const parts = [];
    for (const t of w.slice(2)) {
      if (t === "home") { parts[parts.length - 1].home = true; continue; }
      const bits = t.split(":");
      parts.push({ peg: pegOf(t), holes: bits.length === 3 ? Number(bits[2]) : null, home: false });
    }
    return { text, card: w[1], parts, target: null };
  }

  const groupBy = (items, key) => {
    const out = new Map();
    for (const item of items) {
      const k = key(item);
      if (!out.has(k)) out.set(k, []);
      out.get(k).push(item);
    }
    return out;
  };

  /** What the selection (card, then peg, then a second peg for a split) leaves to choose. */
  function choices(ctx, sel) {
    const plays = sel.card
      ? ctx.legal.filter((t) => t.startsWith(`play ${sel.card} `)).map(parsePlay) : [];
    const joker = Boolean(sel.card) && isJoker(sel.card);
    const byFirst = groupBy(plays, (p) => p.parts[0].peg);
    const mine = sel.peg ? byFirst.get(sel.peg) || [] : [];
    const singles = joker ? [] : mine.filter((p) => p.parts.length === 1);
    const bySecond = groupBy(joker ? [] : mine.filter((p) => p.parts.length === 2), (p) => p.parts[1].peg);
    const landings = new Map(joker ? mine.map((p) => [p.target, p.text]) : []);
    const ways = sel.second ? bySecond.get(sel.second) || [] : singles;
    return { plays, joker, byFirst, bySecond, landings, ways };
  }

  /** What clicking a peg does now: [kind, run, the action it sends (if one)], or null. */
  function pegRole(ctx, sel, ch, peg) {
    const pick = (changes) => () => { Object.assign(sel, changes); sel.focus = "next"; sel.repaint(); };
    const back = (changes) => () => { Object.assign(sel, changes); sel.focus = `pj-peg:${peg}`; sel.repaint(); };
    if (!sel.card) return null;
    if (!sel.peg) {
      const options = ch.byFirst.get(peg);
      if (!options) return null;
      if (options.length === 1) return ["pick", () => ctx.send(options[0].text), options[0].text];
      return ["pick", pick({ peg }), null];
    }
    if (peg === sel.peg) return ["chosen", back({ peg: null, second: null }), null];
    if (ch.joker) {
      const text = ch.landings.get(peg);
      return text ? ["landing", () => ctx.send(text), text] : null;
    }
    const splits = ch.bySecond.get(peg);
    if (!splits) return null;
    if (peg === sel.second) return ["chosen", back({ second: null }), null];
    if (splits.length === 1) return ["partner", () => ctx.send(splits[0].text), splits[0].text];
    return ["partner", pick({ second: peg }), null];
  }

  /** A peg's spoken name for what clicking it does. */
  function pegWords(kind, peg, action, ctx) {
    if (kind === "chosen") return ctx.t("pj_peg_chosen", { peg });
    if (action) return ctx.t("pj_peg_action", { peg, action: ctx.label(action) });
    if (kind === "partner") return ctx.t("pj_peg_partner", { peg });
    return ctx.t("pj_peg_move", { peg });
  }

  /** Make a node clickable and keyboard reachable (Tab, then Enter or Space). */
  function clickable(node, label, run, key) {
    node.setAttribute("tabindex", "0");
    node.setAttribute("role", "button");
    node.setAttribute("aria-label", label);
    node.setAttribute("data-key", key);
    node.addEventListener("click", run);
    node.addEventListener("keydown", (e) => {
      if (e.key !== "Enter" && e.key !== " ") return;
      e.preventDefault();
      e.stopPropagation();  // chosen here: the table's own Enter handling must not click again
      run();
    });
    return node;
  }

  const cards = (ctx, k) => ctx.t("pj_cards", { n: k });

  /** The words of one of the few ways left, on its button. */
  function wayLabel(ctx, play, pegs) {
    const [a, b] = play.parts;
    const part = (q) => ctx.t(q.home ? "pj_way_holes_home" : "pj_way_holes", { peg: q.peg, n: q.holes });
    if (b) return ctx.t("pj_way_then", { a: part(a), b: part(b) });
    if (pegs[a.peg] && pegs[a.peg].area === "start") return ctx.t("pj_way_out", { peg: a.peg });
    if (a.home) return ctx.t("pj_way_home", { peg: a.peg });
    return ctx.t(pegs[a.peg] && pegs[a.peg].area === "home" ? "pj_way_further" : "pj_way_track", { peg: a.peg });
  }

  function board(ctx, sel, ch) {
    const { obs } = ctx;
    const geo = obs.board;
    const n = obs.players;
    const U = 1000;
    const hs = geo.hole_size * U;
    const holeR = hs * 0.28;
    const pegR = hs * 0.47;
    const colours = (obs.colours || []).map((c) => c.colour_name);
    // an onlooker (the projector) belongs to no team
    const myTeam = ctx.onlooker ? null : obs.player % 2;
    const overlay = ctx.view.overlay || {};
    const danger = overlay.danger || {};
    const drawing = svg("svg", { viewBox: `0 0 ${U} ${U}`, class: "ck-pj-svg", role: "img",
                           "aria-label": ctx.t("pj_board_aria", { n }), "data-peg-r": pegR });
    const layerBoard = svg("g", {});
    const layerDanger = svg("g", {});
    const layerPegs = svg("g", {});
    const layerChances = svg("g", {});  // above the pegs: a chance is never hidden by a peg
    drawing.append(svg("rect", { x: 0, y: 0, width: U, height: U, rx: 30, class: "ck-pj-wood" }),
               layerBoard, layerDanger, layerPegs, layerChances);

    // the track, side by side, each side edged in its owner's colour
    for (let side = 0; side < n; side++) {
      const holes = geo.track.slice(side * geo.holes_per_side, (side + 1) * geo.holes_per_side);
      const first = holes[0];
      const last = holes[holes.length - 1];
      layerBoard.append(svg("line", { x1: first.x * U, y1: first.y * U, x2: last.x * U, y2: last.y * U,
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
      const text = ctx.t("pj_start_label", { p, colour: ctx.colour(colours[p]) });
      // clear of the area: past its depth, plus half the text's width when it lies beside it
      const font = n === 8 ? 18 : 24;
      const off = hs * 1.6 + font * 0.8 + Math.abs(dx / len) * text.length * font * 0.3;
      layerBoard.append(svg("text", { x: ax + dx / len * off, y: ay + dy / len * off,
                                    class: "ck-pj-side", "text-anchor": "middle",
                                    "dominant-baseline": "middle", "data-size": font,
                                    "data-long": text, "data-short": ctx.numeral(p) }, text));
    }
    for (const t of geo.track) {
      const x = t.x * U;
      const y = t.y * U;
      if (t.come_out_of !== null) {
        const c = colours[t.come_out_of];
        layerBoard.append(svg("circle", { cx: x, cy: y, r: holeR * 1.7, fill: "none", stroke: FILL[c],
                                        "stroke-width": hs * 0.12, class: "ck-pj-comeout" },
          svg("title", {}, ctx.t("pj_comeout_title", { p: t.come_out_of, pos: t.pos }))));
      }
      if (t.in_spot_of !== null) {
        const c = colours[t.in_spot_of];
        const r = holeR * 1.7;
        layerBoard.append(svg("rect", { x: x - r, y: y - r, width: 2 * r, height: 2 * r, fill: "none",
                                      stroke: FILL[c], "stroke-width": hs * 0.12, class: "ck-pj-inspot" },
          svg("title", {}, ctx.t("pj_inspot_title", { p: t.in_spot_of, pos: t.pos }))));
      }
      layerBoard.append(svg("circle", { cx: x, cy: y, r: holeR, class: "ck-pj-hole",
                                      "data-pos": t.pos }, svg("title", {}, ctx.t("pj_track_hole", { pos: t.pos }))));
    }
    // home lanes and start areas
    for (let p = 0; p < n; p++) {
      const c = FILL[colours[p]];
      const lane = geo.home[p];
      const spot = geo.track[geo.in_spot[p]];
      layerBoard.append(svg("polyline", { points: [spot, ...lane].map((q) => `${q.x * U},${q.y * U}`).join(" "),
                                        fill: "none", stroke: c, "stroke-width": hs * 0.9,
                                        "stroke-linecap": "round", opacity: 0.35 }));
      for (const q of lane) {
        layerBoard.append(svg("circle", { cx: q.x * U, cy: q.y * U, r: holeR, class: "ck-pj-hole ck-pj-homehole" },
          svg("title", {}, ctx.t("pj_home_hole_title", { p, hole: q.hole }))));
      }
      const end = lane[lane.length - 1];
      const ux = end.x - spot.x;
      const uy = end.y - spot.y;
      const ul = Math.hypot(ux, uy) || 1;
      const homeText = ctx.t("pj_home_label", { p });
      const hoff = hs * 0.9 + 11 + Math.abs(ux / ul) * homeText.length * (n === 8 ? 18 : 22) * 0.3;
      layerBoard.append(svg("text", { x: end.x * U + ux / ul * hoff, y: end.y * U + uy / ul * hoff,
                                    class: "ck-pj-area", "text-anchor": "middle",
                                    "dominant-baseline": "middle", "data-size": n === 8 ? 18 : 22,
                                    "data-long": homeText, "data-short": ctx.numeral(p) }, homeText));
      const area = geo.start[p];
      const xs = area.map((q) => q.x * U);
      const ys = area.map((q) => q.y * U);
      const pad = hs * 0.7;
      layerBoard.append(svg("rect", { x: Math.min(...xs) - pad, y: Math.min(...ys) - pad,
                                    width: Math.max(...xs) - Math.min(...xs) + 2 * pad,
                                    height: Math.max(...ys) - Math.min(...ys) + 2 * pad,
                                    rx: pad, fill: c, opacity: 0.18, stroke: c, "stroke-width": 2 },
        svg("title", {}, ctx.t("pj_start_title", { p }))));
      for (const q of area) {
        layerBoard.append(svg("circle", { cx: q.x * U, cy: q.y * U, r: holeR, class: "ck-pj-hole" }));
      }
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
        layerDanger.append(svg("circle", { cx: x, cy: y, r: pegR * 1.75,
                                         fill: hot ? dangerColour(chance) : "none",
                                         opacity: hot ? 0.85 : 1,
                                         stroke: hot ? "#7f0000" : "#2e7d32",
                                         "stroke-width": hot ? 2 : 2.5,
                                         "stroke-dasharray": hot ? null : "4 3",
                                         class: "ck-pj-danger", "data-peg": peg.peg,
                                         "data-chance": chance.toFixed(3) },
          svg("title", {}, ctx.t("pj_danger_title", { p: overlay.next_opponent, peg: peg.peg,
                                                      pct: (100 * chance).toFixed(0) }))));
        if (hot) {
          layerChances.append(svg("text", { x, y: y - pegR * 2.1, "data-x": x, "data-y": y - pegR * 2.1,
                                          class: "ck-pj-pct", "text-anchor": "middle" },
            `${ctx.numeral(Math.round(100 * chance))}%`));
        }
      }
      const team = peg.team;
      const attrs = { fill: FILL[name], stroke: name === "black" ? "#bbb" : "#111", "stroke-width": 1.5 };
      const shape = team === 0
        ? svg("circle", { cx: x, cy: y, r: pegR, ...attrs })
        : svg("rect", { x: x - pegR, y: y - pegR, width: 2 * pegR, height: 2 * pegR, rx: pegR * 0.25, ...attrs });
      const g = svg("g", { class: `ck-pj-peg${team === myTeam ? " ck-pj-mine" : ""}`, "data-peg": peg.peg,
                         "aria-label": ctx.t("pj_peg_aria", { peg: peg.peg, colour: ctx.colour(name), team,
                                                              where: whereWords(ctx, peg) }) },
        svg("title", {}, ctx.t("pj_peg_title", { peg: peg.peg, colour: ctx.colour(name), p: peg.colour, team,
                                                 where: whereWords(ctx, peg) })),
        shape,
        svg("text", { x, y, class: "ck-pj-peglabel", "text-anchor": "middle", "dominant-baseline": "central",
                    fill: INK[name] || "#fff", "font-size": pegR * 0.95 }, peg.peg));
      const role = pegRole(ctx, sel, ch, peg.peg);
      if (role) {
        const [kind, run, action] = role;
        g.classList.add("ck-target", `ck-pj-${kind}`);
        if (action) g.setAttribute("data-action", action);
        clickable(g, `${pegWords(kind, peg.peg, action, ctx)}; ${whereWords(ctx, peg)}`, run, `pj-peg:${peg.peg}`);
      } else if (sel.peg === peg.peg || sel.second === peg.peg) {
        g.classList.add("ck-pj-chosen");
      }
      layerPegs.append(g);
    }
    return drawing;
  }

  /** The board, and under it the name and place of the peg pointed at or focused. */
  function pointed(ctx, svg) {
    const { h } = ctx;
    const line = h("p", { class: "ck-pj-pointed", "aria-live": "polite" },
      ctx.t("pj_point_at"));
    const tell = (e) => {
      const g = e.target.closest && e.target.closest("g.ck-pj-peg");
      if (g) line.textContent = g.getAttribute("aria-label");
    };
    svg.addEventListener("pointerover", tell);
    svg.addEventListener("focusin", tell);
    if (SIZES) SIZES.observe(svg);
    return h("div", { class: "ck-pj-boardbox" }, svg, line);
  }

  function legend(ctx) {
    const { h } = ctx;
    const overlay = ctx.view.overlay || {};
    const danger = overlay.danger || {};
    const names = Object.keys(danger);
    const exposed = names.filter((p) => danger[p] > 0).sort((a, b) => danger[b] - danger[a]);
    const words = ctx.view.over ? ctx.t("pj_danger_over")
      : !("danger" in overlay) ? ctx.t("pj_danger_later")
      : !names.length ? ctx.t("pj_danger_none_out")
      : exposed.length ? ctx.t("pj_danger_hits", {
        name: ctx.name(overlay.next_opponent),
        hits: exposed.map((p) => `${p} (${ctx.numeral(Math.round(100 * danger[p]))}%)`).join(", "),
        safe: names.filter((p) => !(danger[p] > 0)).join(", ") || ctx.t("pj_none") })
      : ctx.t("pj_danger_safe", { name: ctx.name(overlay.next_opponent) });
    const bar = h("span", { class: "ck-pj-gradient", "aria-hidden": "true" });
    const keys = [
      h("div", { class: "ck-pj-keys" },
        h("span", {}, h("span", { class: "ck-pj-key ck-pj-key-circle" }), ctx.t("pj_key_team0")),
        h("span", {}, h("span", { class: "ck-pj-key ck-pj-key-square" }), ctx.t("pj_key_team1")),
        h("span", {}, ctx.t("pj_key_name")),
        h("span", {}, ctx.t("pj_key_numbers")),
        h("span", {}, h("span", { class: "ck-pj-key ck-pj-key-ring" }), ctx.t("pj_key_comeout")),
        h("span", {}, h("span", { class: "ck-pj-key ck-pj-key-box" }), ctx.t("pj_key_inspot"))),
      h("div", { class: "ck-pj-dangerkey" },
        h("strong", {}, `${ctx.t("pj_key_danger")} `), `${ctx.t("pj_key_ring")} `,
        h("span", { class: "ck-pj-scale" }, `${ctx.numeral(0)}%`, bar, `${ctx.numeral(100)}%`),
        h("span", {}, ctx.t("pj_key_safe")))];
    const now = h("span", { class: "ck-pj-dangertext" }, words);
    if (!ctx.fit) return h("div", { class: "ck-pj-legend" }, keys, now);
    // beside the chart (a projector's height) the key waits behind one click; what the danger
    // map says now stays in view
    return h("div", { class: "ck-pj-legend" },
      h("details", { class: "ck-pj-keyfold", open: Boolean(ctx.kept.keyOpen),
                     ontoggle: (e) => { ctx.kept.keyOpen = e.target.open; } },
        h("summary", { class: "ck-fold-btn", "data-key": "pj-key" }, ctx.t("pj_key_fold")), keys),
      now);
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
        h("strong", {}, ctx.name(p)), ` ${ctx.t("pj_seat_team", { colour: ctx.colour(colour), team: p % 2 })}`,
        h("span", { class: "ck-pj-meta" },
          ctx.t("pj_seat_meta", { home: scores[p] ?? 0, start: inStart, cards: cards(ctx, (obs.hand_sizes || [])[p]) })),
        p === obs.current_player ? h("span", { class: "ck-badge" }, ctx.t("pj_to_play")) : ""));
    }
    return wrap;
  }

  function handRow(ctx, sel) {
    const { h, obs } = ctx;
    const hand = h("div", { class: "ck-hand ck-pj-hand", role: "group", "aria-label": ctx.t("your_hand_aria"),
                            tabindex: "-1", "data-key": "pj-hand" });
    for (const [i, code] of (obs.hand || []).entries()) {
      const usable = ctx.legal.some((t) => t.split(" ")[1] === code);
      const chosen = sel.card === code;
      const node = playingCard(ctx, code, chosen ? "ck-selected" : "");
      node.setAttribute("data-index", i);
      if (usable) {
        node.classList.add("ck-target", "ck-pickable");
        const canMove = ctx.legal.some((t) => t.startsWith(`play ${code} `));
        const what = ctx.t(chosen ? "pj_card_chosen" : canMove ? "pj_card_choose" : "pj_card_discard",
                           { card: say(ctx, code) });
        node.setAttribute("title", what);
        clickable(node, what, () => {
          Object.assign(sel, { card: chosen ? null : code, peg: null, second: null });
          sel.focus = chosen ? `pj-card:${i}` : "next";
          sel.repaint();
        }, `pj-card:${i}`);
        if (chosen) node.setAttribute("aria-pressed", "true");
      }
      hand.append(node);
    }
    return hand;
  }

  /** The step the player is at, in words: what is chosen and what to click next. */
  function hint(ctx, sel, ch) {
    const { obs } = ctx;
    if (!ctx.legal.length) return obs.current_player === obs.player || ctx.view.over ? "" : ctx.t("pj_waiting");
    if (!sel.card) {
      return ctx.legal.some((t) => t.startsWith("play "))
        ? ctx.t("pj_hint_card") : ctx.t("pj_hint_discard");
    }
    const card = short(ctx, sel.card);
    if (!ch.plays.length) return ctx.t("pj_hint_cannot", { card });
    if (!sel.peg) return ctx.t("pj_hint_peg", { card });
    if (ch.joker) return ctx.t("pj_hint_joker", { peg: sel.peg });
    if (sel.second) return ctx.t("pj_hint_holes", { card, a: sel.peg, b: sel.second });
    const words = { card, peg: sel.peg, rank: card.slice(0, -1) };
    const way = ch.ways.length ? "_ways" : "";
    return ctx.t(ch.bySecond.size ? `pj_hint_with${way}_share` : `pj_hint_with${way}`, words);
  }

  /** The few choices left (the ways of the move, discarding the card) and the way back. */
  function choicePanel(ctx, sel, ch) {
    const { h } = ctx;
    const words = hint(ctx, sel, ch);
    const panel = h("div", { class: "ck-pj-choice", role: "group", "aria-label": ctx.t("pj_choice_aria") },
      h("p", { class: "ck-pj-hint", "aria-live": "polite" }, words));
    if (!words && !ctx.legal.length) return "";  // nothing to choose now (e.g. the game is over)
    if (!sel.card || !ctx.legal.length) return panel;
    const pegs = pegsByName(ctx.obs);
    const pegButtons = pegChoices(ctx, sel, ch);
    if (pegButtons) panel.append(pegButtons);
    const buttons = h("div", { class: "ck-pj-ways" });
    for (const play of sel.peg ? ch.ways : []) {
      buttons.append(h("button", { class: "ck-btn ck-pj-way", "data-action": play.text,
                                   "data-key": `pj-way:${play.text}`, onclick: () => ctx.send(play.text) },
        h("span", { class: "ck-btn-label" }, wayLabel(ctx, play, pegs)),
        h("code", { class: "ck-btn-code" }, play.text)));
    }
    const discard = `discard ${sel.card}`;
    if (ctx.legal.includes(discard)) {
      buttons.append(h("button", { class: "ck-btn ck-pj-way", "data-action": discard, "data-key": "pj-discard",
                                   onclick: () => ctx.send(discard) },
        h("span", { class: "ck-btn-label" }, ctx.t("pj_discard_btn", { card: short(ctx, sel.card) })),
        h("code", { class: "ck-btn-code" }, discard)));
    }
    const backTo = sel.second ? "pj_back_second" : sel.peg ? "pj_back_peg" : "pj_back_card";
    buttons.append(h("button", { class: "ck-btn ck-pj-back", "data-key": "pj-back",
                                 title: ctx.t("pj_back_title"), onclick: () => stepBack(sel) },
      h("span", { class: "ck-btn-label" }, `← ${ctx.t(backTo)}`)));
    panel.append(buttons);
    return panel;
  }

  /** Where a peg is, in a few words, for its button. */
  const placeWords = (ctx, peg) => (peg.area === "start" ? ctx.t("pj_place_start")
    : peg.area === "home" ? ctx.t("pj_place_home", { hole: peg.hole }) : ctx.t("pj_track_hole", { pos: peg.pos }));

  /** The glowing pegs as named buttons too (a small board's pegs are small): each does what
   *  clicking the peg does. Many (a joker's landings) fold after the first eight. */
  function pegChoices(ctx, sel, ch) {
    const { h } = ctx;
    const buttons = [];
    for (const peg of ctx.obs.pegs || []) {
      const role = pegRole(ctx, sel, ch, peg.peg);
      if (!role || role[0] === "chosen") continue;
      const [kind, run, action] = role;
      buttons.push(h("button", { class: "ck-btn ck-pj-pegbtn", type: "button", "data-key": `pj-pegbtn:${peg.peg}`,
                                 "aria-label": `${pegWords(kind, peg.peg, action, ctx)}; ${whereWords(ctx, peg)}`,
                                 onclick: run },
        h("span", { class: "ck-btn-label" }, `${peg.peg} · ${placeWords(ctx, peg)}`)));
    }
    if (!buttons.length) return null;
    return h("div", { class: "ck-pj-pegbtns", role: "group", "aria-label": ctx.t("pj_glowing_aria") },
      h("span", { class: "ck-pj-pegshead" }, ctx.t("pj_glowing")),
      ctx.fold(buttons, { key: "pj-pegs", keep: 8, first: true, more: (k) => ctx.t("pj_more_pegs", { n: k }) }));
  }

  /** Undo one step of the choice: the second peg, else the peg, else the card. */
  function stepBack(sel) {
    if (sel.second) sel.second = null;
    else if (sel.peg) sel.peg = null;
    else sel.card = null;
    sel.focus = "next";
    sel.repaint();
  }

  function piles(ctx) {
    const { h, obs } = ctx;
    return h("div", { class: "ck-pj-piles" },
      h("div", { class: "ck-slot" },
        ctx.cardBack(obs.draw_pile_size, { size: "sm", label: ctx.t("pj_pile_aria", { cards: cards(ctx, obs.draw_pile_size) }) }),
        h("div", { class: "ck-caption" }, ctx.t("draw_pile"))),
      h("div", { class: "ck-slot" },
        obs.discard_top ? playingCard(ctx, obs.discard_top, "", "sm")
          : h("div", { class: "ck-card ck-sm ck-ghost", role: "img", "aria-label": ctx.t("discard_empty_aria") }),
        h("div", { class: "ck-caption" }, ctx.t("discard_pile_n", { n: (obs.discard || []).length }))));
  }

  function sidePanel(ctx, sel, ch) {
    const { h, obs } = ctx;
    const team = obs.team_scores || {};
    const score = h("div", { class: "ck-pj-score" },
      h("div", {}, h("strong", {}, ctx.t("pj_pegs_home")), ` ${ctx.t("pj_team_scores", { a: team[0] ?? 0, b: team[1] ?? 0 })}`),
      obs.winning_team !== null && obs.winning_team !== undefined
        ? h("div", { class: "ck-pj-win" }, ctx.t("pj_team_wins", { team: obs.winning_team })) : "");
    // the hand and its choices first, at the top of the screen; the seats after the piles
    return h("div", { class: "ck-pj-side-panel" },
      h("div", { class: "ck-pj-toprow" }, score, piles(ctx)),
      ctx.onlooker ? "" : h("div", { class: "ck-caption" }, ctx.t("pj_hand_of", { name: ctx.name(obs.player) })),
      ctx.onlooker ? "" : handRow(ctx, sel),
      choicePanel(ctx, sel, ch), seats(ctx));
  }

  /** After a repaint, the keyboard goes to what is to be chosen next (or where it was). */
  function placeFocus(root, sel) {
    const want = sel.focus;
    sel.focus = null;
    if (!want) return;
    const next = want === "next"
      ? root.querySelector(".ck-pj-way") || root.querySelector("g.ck-pj-partner, g.ck-pj-landing")
        || root.querySelector("g.ck-pj-pick") || root.querySelector(".ck-pj-back")
        || root.querySelector(".ck-pj-hand .ck-target")
      : root.querySelector(`[data-key="${CSS.escape(want)}"]`);
    if (next) next.focus();
  }

  return {
    label,
    draw(ctx) {
      const { h, obs } = ctx;
      const root = ctx.board;
      root.classList.add("ck-pegs");
      if (!obs.board) return;
      const previous = ctx.kept.selection || {};
      const hand = new Set(obs.hand || []);
      const sel = { card: null, peg: null, second: null, focus: null, repaint: null };
      // keep a selection across redraws only while its card is still held and playable
      if (previous.card && hand.has(previous.card) && ctx.legal.some((t) => t.split(" ")[1] === previous.card)
          && previous.turns === obs.turns) {
        Object.assign(sel, { card: previous.card, peg: previous.peg, second: previous.second });
      }
      sel.turns = obs.turns;
      ctx.kept.selection = sel;
      const paint = () => {
        const ch = choices(ctx, sel);
        root.replaceChildren(
          h("div", { class: `ck-pj-main ck-pj-n${obs.players}` },
            h("div", { class: "ck-pj-boardwrap" }, pointed(ctx, board(ctx, sel, ch)), legend(ctx)),
            sidePanel(ctx, sel, ch)));
        placeFocus(root, sel);
      };
      sel.repaint = paint;
      root.addEventListener("keydown", (e) => {
        if (e.key === "Escape" && sel.card) { e.preventDefault(); stepBack(sel); }
      });
      // the keyboard was on this table's old board: after the table is redrawn, put it back on
      // the hand when the element it was on is gone (a move made, the next player's hand)
      const old = document.activeElement;
      if (old && old.closest && old.closest(".ck-pegs")) {
        setTimeout(() => {
          const now = document.activeElement;
          if (root.isConnected && (!now || now === document.body || !now.isConnected)) {
            (root.querySelector(".ck-pj-hand .ck-target") || root.querySelector(".ck-pj-hand")).focus();
          }
        }, 0);
      }
      paint();
    },
  };
})());
