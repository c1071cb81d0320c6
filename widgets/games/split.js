// Split: half-cards that fit together, the discard row in order, every player's matches
// with their strength, and the score sheets as grids of boxes.
// Draws Split's observation only (other players' hands are counts, plus the cards they
// picked in view of everyone); which actions exist comes from ctx.legal.
//
// Clicking a half in your hand selects it (a choice on screen, not a move): the halves it
// can be matched with and the matches it can upgrade then glow. With two halves selected,
// "Lay this match" sends the match. In a trade, your match to give is selected the same way.

registerGame("split", (() => {
  const SUITS = {
    H: { name: "hearts", symbol: "♥", colour: "red" },
    D: { name: "diamonds", symbol: "♦", colour: "red" },
    C: { name: "clubs", symbol: "♣", colour: "black" },
    S: { name: "spades", symbol: "♠", colour: "black" },
  };
  const STRENGTH_MARK = { perfect: "★★★", strong: "★★", weak: "★" };
  const RANK_WORD = { A: "ace", J: "jack", Q: "queen", K: "king" };

  // A code is rank + suit + half (7HL, 10SR): reading it is naming, not a rule.
  const parse = (code) => ({ rank: code.slice(0, -2), suit: code.slice(-2, -1), half: code.slice(-1) });
  const say = (code) => {
    const { rank, suit, half } = parse(code);
    const s = SUITS[suit] || { name: suit, symbol: "" };
    return `${RANK_WORD[rank] || rank} of ${s.name}, ${half === "L" ? "left" : "right"} half`;
  };
  const short = (code) => {
    const { rank, suit, half } = parse(code);
    return `${rank}${(SUITS[suit] || {}).symbol || suit} ${half === "L" ? "left" : "right"}`;
  };
  const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
  const SUIT_ORDER = "HDCS";
  // Hands are shown by rank, suit and half, so a card's two halves sit side by side.
  const order = (code) => {
    const { rank, suit, half: side } = parse(code);
    return RANKS.indexOf(rank) * 8 + SUIT_ORDER.indexOf(suit) * 2 + (side === "L" ? 0 : 1);
  };
  const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

  // One renderer serves every Split table; each table's on-screen selection lives here.
  const SELECTION = new WeakMap();
  const SHEETS_OPEN = new WeakMap();

  /** A half-card: the left half has its cut on the right, the right half on the left. */
  function half(ctx, code, { size = "md", extra = "" } = {}) {
    const { h } = ctx;
    const { rank, suit, half: side } = parse(code);
    const s = SUITS[suit] || { name: suit, symbol: "?", colour: "plain" };
    return h("div", { class: `ck-split-half ck-split-${side} ck-split-${size} ck-c-${s.colour} ${extra}`,
                      role: "img", "aria-label": say(code), title: say(code), "data-code": code },
      h("span", { class: "ck-split-rank", "aria-hidden": "true" }, rank),
      h("span", { class: "ck-split-suit", "aria-hidden": "true" }, s.symbol),
      h("span", { class: "ck-split-words", "aria-hidden": "true" }, s.name, h("br"), s.colour),
      h("span", { class: "ck-split-side", "aria-hidden": "true" }, side === "L" ? "◧ L" : "R ◨"));
  }

  /** The words of an action, for the action bar and the table's buttons. */
  function label(text, ctx) {
    const w = text.split(" ");
    const obs = ctx.obs;
    switch (w[0]) {
      case "draw": return "Draw from the pile";
      case "pick": {
        const row = obs.discard_row || [];
        const n = row.length - row.indexOf(w[1]);
        return `Pick ${short(w[1])} (takes ${plural(n, "card")}; must use it)`;
      }
      case "match": return `Match ${short(w[1])} + ${short(w[2])}`;
      case "upgrade": {
        const [p, m, card] = [Number(w[1]), Number(w[2]), w[3]];
        const whose = p === obs.player ? "your" : `${ctx.name(p)}'s`;
        return `Upgrade ${whose} match ${m} with ${short(card)}`;
      }
      case "penalise": return `Penalise ${ctx.name(Number(w[1]))}: one negative box`;
      case "bonus-draw": return "Take the bonus draw";
      case "skip": return obs.phase === "trade" ? "No trade" : "No bonus draw";
      case "trade": return `Trade your match ${w[1]} for ${ctx.name(Number(w[2]))}'s match ${w[3]}`;
      case "discard": return `Discard ${short(w[1])}`;
      case "done": return "Done laying matches";
      default: return null;
    }
  }

  function tableButton(ctx, text, content, extra = "") {
    const node = ctx.h("button", { class: `ck-btn ck-split-call ${extra}`, tabindex: "-1", type: "button" },
                       content);
    return ctx.target(node, text);
  }

  /** The draw pile, the round and the discard row (oldest first, newest last). */
  function centre(ctx) {
    const { h, obs } = ctx;
    const n = obs.draw_pile_size ?? 0;
    const pileAction = ctx.isLegal("bonus-draw") ? "bonus-draw" : "draw";
    const pile = ctx.target(h("div", { class: "ck-slot ck-split-pile" },
      ctx.cardBack(n, { label: `draw pile, ${n} cards` }),
      h("div", { class: "ck-caption" }, pileAction === "bonus-draw" ? "Bonus draw" : "Draw pile")),
      pileAction);
    const row = obs.discard_row || [];
    const cards = row.map((code, i) => {
      const node = h("div", { class: "ck-split-rowcard" },
        half(ctx, code, { size: "sm" }), h("div", { class: "ck-split-pos" }, String(i + 1)));
      return ctx.target(node, `pick ${code}`);
    });
    const discard = h("div", { class: "ck-split-discard", role: "list",
                               "aria-label": `discard row, ${plural(row.length, "card")}, oldest first` },
      h("div", { class: "ck-caption ck-split-rowhead" },
        `Discard row (${row.length}): oldest → newest. A pick takes the card and every later one.`),
      h("div", { class: "ck-split-row" }, cards.length ? cards : h("span", { class: "ck-none" }, "empty")));
    const info = h("div", { class: "ck-split-round" },
      h("strong", {}, `Round ${Math.min(obs.round ?? 1, 3)} of 3`),
      h("span", {}, `dealer: ${ctx.name(obs.dealer)}`),
      obs.picked ? h("span", { class: "ck-badge ck-split-must" }, `must use ${short(obs.picked)}`) : "");
    return h("div", { class: "ck-split-centre" }, h("div", { class: "ck-split-top" }, info, pile), discard);
  }

  /** A match: its two halves side by side as one card, and its strength in words. */
  function matchNode(ctx, m, owner, index, sel) {
    const { h } = ctx;
    const [left, right] = m.cards;
    const node = h("div", { class: `ck-split-match ck-split-${m.strength}`, role: "img",
                            "aria-label": `match ${index}: ${say(left)} and ${say(right)}, ${m.strength}` },
      h("div", { class: "ck-split-pair" }, half(ctx, left), half(ctx, right)),
      h("div", { class: "ck-split-strength" },
        h("span", { "aria-hidden": "true" }, STRENGTH_MARK[m.strength] || ""), ` ${m.strength}`),
      h("div", { class: "ck-split-mnum" }, `match ${index}`));
    const me = ctx.obs.player;
    if (sel.card) return ctx.target(node, `upgrade ${owner} ${index} ${sel.card}`);
    if (ctx.obs.phase === "trade") {
      if (owner === me) {
        const gives = ctx.legal.some((t) => t.startsWith(`trade ${index} `));
        if (gives) {
          node.classList.add("ck-split-pickable", "ck-pickable");
          if (sel.give === index) node.classList.add("ck-split-selected");
          node.addEventListener("click", () => { sel.give = index; sel.repaint(); });
        }
        return node;
      }
      if (sel.give !== null) return ctx.target(node, `trade ${sel.give} ${owner} ${index}`);
    }
    return node;
  }

  /** A player's area: name, score, hand size (or the viewer's hand), matches. */
  function seat(ctx, p, sel) {
    const { h, obs } = ctx;
    const me = obs.player;
    const size = (obs.hand_sizes || [])[p] ?? 0;
    const score = (obs.scores || {})[p] ?? (obs.scores || {})[String(p)] ?? 0;
    const classes = ["ck-seat", "ck-split-seat"];
    if (p === obs.current_player) classes.push("ck-to-act");
    if (p === me) classes.push("ck-viewer");
    const flags = [];
    if (p === obs.current_player) flags.push(h("span", { class: "ck-badge" }, "to act"));
    if (ctx.isLegal(`penalise ${p}`)) {
      flags.push(tableButton(ctx, `penalise ${p}`, "Penalise: +1 negative box", "ck-split-pen"));
    }
    const matches = ((obs.matches || [])[p] || []).map((m, i) => matchNode(ctx, m, p, i, sel));
    const body = [];
    if (p !== me) {
      const backs = h("div", { class: "ck-split-backs", role: "img",
                               "aria-label": `${ctx.name(p)} holds ${plural(size, "card")}` });
      for (let i = 0; i < Math.min(size, 12); i++) backs.append(ctx.cardBack(null, { size: "sm" }));
      if (size > 12) backs.append(h("span", { class: "ck-count" }, `+${size - 12}`));
      const known = (obs.shown || [])[p] || [];
      body.push(h("div", { class: "ck-split-hidden" }, backs,
        h("span", { class: "ck-caption" }, `${plural(size, "card")} in hand`),
        known.length ? h("div", { class: "ck-split-known", "aria-label": "cards everyone saw them pick" },
          h("span", { class: "ck-caption" }, "picked, seen by all:"),
          known.map((c) => half(ctx, c, { size: "sm" }))) : ""));
    }
    body.push(h("div", { class: "ck-split-matches", "aria-label": `${ctx.name(p)}'s matches` },
      matches.length ? matches : h("span", { class: "ck-none" }, "no matches yet")));
    return h("section", { class: classes.join(" "), "aria-label": ctx.name(p) },
      h("header", {}, h("strong", {}, ctx.name(p)), ...flags,
        h("span", { class: "ck-score" }, `${score} point${score === 1 ? "" : "s"}`)),
      body);
  }

  /** The viewer's hand: click halves to select them; the legal uses of the selection glow. */
  function hand(ctx, sel) {
    const { h, obs } = ctx;
    const cards = [...(obs.hand || [])].sort((a, b) => order(a) - order(b));
    const uses = (code) => ctx.legal.filter((t) => t.split(" ").includes(code));
    const partners = new Set();
    if (sel.halves.length === 1) {
      for (const t of ctx.legal) {
        const w = t.split(" ");
        if (w[0] === "match" && (w[1] === sel.halves[0] || w[2] === sel.halves[0])) {
          partners.add(w[1] === sel.halves[0] ? w[2] : w[1]);
        }
      }
    }
    const row = h("div", { class: "ck-split-hand", role: "list", "aria-label": "your hand" });
    for (const code of cards) {
      const node = half(ctx, code, { size: "lg" });
      const slot = h("div", { class: "ck-split-slot", role: "listitem" }, node);
      if (code === obs.picked) slot.append(h("div", { class: "ck-split-tag" }, "picked: use it"));
      if (uses(code).length) {
        node.classList.add("ck-split-pickable", "ck-pickable");
        if (sel.halves.includes(code)) node.classList.add("ck-split-selected");
        if (partners.has(code)) node.classList.add("ck-split-partner");
        node.addEventListener("click", () => {
          if (sel.halves.includes(code)) sel.halves = sel.halves.filter((c) => c !== code);
          else sel.halves = [...sel.halves, code].slice(-2);
          sel.repaint();
        });
      }
      row.append(slot);
    }
    if (!cards.length) row.append(h("span", { class: "ck-none" }, "no cards"));
    return h("div", { class: "ck-split-handwrap" }, row, selectionBar(ctx, sel));
  }

  /** What the selected halves can do now, as buttons (each sends one legal action). */
  function selectionBar(ctx, sel) {
    const { h } = ctx;
    const buttons = [];
    let hint = "Click a half in your hand to see what it can do.";
    if (sel.halves.length === 2) {
      const [a, b] = sel.halves;
      const text = ctx.legal.find((t) => t === `match ${a} ${b}` || t === `match ${b} ${a}`);
      if (text) {
        buttons.push(tableButton(ctx, text, `Lay this match: ${short(a)} + ${short(b)}`,
                                 "ck-split-big ck-split-lay"));
        hint = "";
      } else {
        hint = "These two halves do not make a match you may lay now.";
      }
    } else if (sel.halves.length === 1) {
      const code = sel.halves[0];
      hint = ctx.obs.phase === "lay" ? "Glowing halves match it."
        : "Glowing halves match it; glowing matches on the table can be upgraded with it.";
      if (ctx.isLegal(`discard ${code}`)) {
        buttons.push(tableButton(ctx, `discard ${code}`, `Discard ${short(code)}`, "ck-split-big"));
      }
    }
    if (!ctx.legal.length) hint = "";
    const clear = sel.halves.length
      ? h("button", { class: "ck-btn ck-split-clear", type: "button", tabindex: "-1",
                      onclick: () => { sel.halves = []; sel.repaint(); } }, "Clear selection")
      : "";
    return h("div", { class: "ck-split-selbar" }, buttons, clear,
      hint ? h("span", { class: "ck-split-hint" }, hint) : "");
  }

  /** The phase's question in words, with its buttons on the table. */
  function notices(ctx, sel) {
    const { h, obs } = ctx;
    const out = [];
    if (ctx.isLegal("bonus-draw")) {
      out.push(h("span", {}, "Strong match: take one bonus card from the draw pile? "),
        tableButton(ctx, "bonus-draw", "Bonus draw", "ck-split-big"),
        tableButton(ctx, "skip", "No, thanks", "ck-split-big"));
    } else if (obs.phase === "penalise" && ctx.legal.length) {
      out.push(h("span", {}, "Perfect match: choose a player to fill one negative box (buttons by their names)."));
    } else if (obs.phase === "trade" && ctx.legal.length) {
      out.push(h("span", {}, sel.give === null
        ? "Weak match: select one of your matches to give, then a glowing match of the same strength. "
        : `Trade your match ${sel.give}: click a glowing match of another player. `),
        tableButton(ctx, "skip", "No trade", "ck-split-big"));
    } else if (obs.phase === "lay" && ctx.legal.length) {
      out.push(h("span", {}, "A player went out on the first turn: lay your matches from hand (no bonuses), then "),
        tableButton(ctx, "done", "Done", "ck-split-big"));
    } else if (obs.phase === "draw" && ctx.legal.length) {
      out.push(h("span", {}, "Draw from the pile, or click a glowing card of the discard row to pick it."));
    } else if (obs.phase === "play" && ctx.legal.length) {
      out.push(h("span", {}, obs.picked
        ? `Use ${short(obs.picked)} in a match or an upgrade before you discard.`
        : "Lay matches and upgrades as you like, then discard one card."));
    }
    return out.length ? h("div", { class: "ck-split-notice" }, out) : "";
  }

  /** A score sheet as a grid: a row per rank and the negative row, filled boxes dark. */
  function sheet(ctx, s) {
    const { h } = ctx;
    const grid = h("table", { class: "ck-split-sheet" },
      h("caption", {}, `${ctx.name(s.player)}: ${s.total} points`));
    const line = (label, row, negative) => {
      const boxes = h("div", { class: `ck-split-boxes${negative ? " ck-split-negboxes" : ""}` });
      for (let k = 1; k <= row.boxes; k++) {
        const filled = k <= row.filled;
        boxes.append(h("span", { class: `ck-split-box${filled ? " ck-split-filled" : ""}`,
                                 title: `box ${k}: ${negative ? "−" : ""}${row.values[k]}` },
          filled ? "✕" : ""));
      }
      const next = row.filled < row.boxes ? `, next box: ${negative ? "−" : ""}${row.values[row.filled + 1]}` : ", full";
      return h("tr", { "aria-label": `row ${label}: ${row.filled} of ${row.boxes} boxes filled, ${row.score} points${next}` },
        h("th", { scope: "row" }, label), h("td", {}, boxes), h("td", { class: "ck-split-rs" }, String(row.score)));
    };
    for (const row of s.rows) grid.append(line(row.row, row, false));
    grid.append(line("−", s.negative, true));
    grid.append(h("tr", { class: "ck-split-total" }, h("th", {}, "Σ"),
      h("td", {}, `upper ${s.upper_total}, negative ${s.negative.score}`), h("td", { class: "ck-split-rs" }, String(s.total))));
    return grid;
  }

  function sheets(ctx) {
    const { h, obs } = ctx;
    const all = obs.sheets || [];
    const me = obs.player;
    const order = [...all.filter((s) => s.player === me), ...all.filter((s) => s.player !== me)];
    // folded in a play view fitted to the screen (ctx.fit), until opened; remembered per table
    const open = SHEETS_OPEN.has(ctx.send) ? SHEETS_OPEN.get(ctx.send) : !ctx.fit;
    return h("details", { class: "ck-split-sheets", open,
                          ontoggle: (e) => SHEETS_OPEN.set(ctx.send, e.target.open) },
      h("summary", {}, "Score sheets (boxes are filled at the end of each round: ✕ = filled)"),
      h("div", { class: "ck-split-sheetrow" }, order.map((s) => sheet(ctx, s))));
  }

  return {
    label,
    draw(ctx) {
      const { h, obs } = ctx;
      const root = ctx.board;
      root.classList.add("ck-split");
      const key = ctx.send;  // one send function per table: the key of its selection
      const previous = SELECTION.get(key);
      const handNow = new Set(obs.hand || []);
      const sel = {
        halves: (previous ? previous.halves : []).filter((c) => handNow.has(c) && ctx.legal.length),
        give: null, card: null, repaint: null,
      };
      SELECTION.set(key, sel);
      const paint = () => {
        sel.halves = sel.halves.filter((c) => handNow.has(c));
        sel.card = sel.halves.length === 1 ? sel.halves[0] : null;
        if (obs.phase === "trade") {
          const gives = [...new Set(ctx.legal.filter((t) => t.startsWith("trade "))
            .map((t) => Number(t.split(" ")[1])))];
          if (sel.give === null || !gives.includes(sel.give)) sel.give = gives.length ? gives[gives.length - 1] : null;
        } else {
          sel.give = null;
        }
        const me = obs.player ?? 0;
        const n = obs.players || (obs.hand_sizes || []).length;
        const others = [];
        for (let i = 1; i < n; i++) others.push(seat(ctx, (me + i) % n, sel));
        root.replaceChildren(
          centre(ctx),
          h("div", { class: "ck-split-others" }, others),
          notices(ctx, sel),
          h("div", { class: "ck-split-mine" }, seat(ctx, me, sel), hand(ctx, sel)),
          sheets(ctx));
      };
      sel.repaint = paint;
      paint();
    },
  };
})());
