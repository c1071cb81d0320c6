// Split: half-cards that fit together, the discard row in order, every player's matches
// with their strength, and the score sheets as grids of boxes.
// Draws Split's observation only (other players' hands are counts, plus the cards they
// picked in view of everyone); which actions exist comes from ctx.legal.
//
// The table reads from the back of the room through a whole game: type never shrinks, the
// table SHOWS LESS as the game grows. The discard row shows its newest cards and folds the
// older ones behind one button (ctx.fold); every player's matches are one compact row of
// chips by strength (a chip is a match: its rank and the suits of its two halves), whose
// half-cards open on a click. The viewer's hand comes right after the discard row, so it
// is on the screen with its choices.
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
  const STRENGTHS = ["perfect", "strong", "weak"];
  const STRENGTH_MARK = { perfect: "★★★", strong: "★★", weak: "★" };
  const RANK_WORD = { A: "ace", J: "jack", Q: "queen", K: "king" };
  // the newest cards of the discard row always in view; the older ones fold behind a button
  const ROW_KEEP = 8;

  // A code is rank + suit + half (7HL, 10SR): reading it is naming, not a rule.
  const parse = (code) => ({ rank: code.slice(0, -2), suit: code.slice(-2, -1), half: code.slice(-1) });
  const suitOf = (suit) => SUITS[suit] || { name: suit, symbol: "?", colour: "plain" };
  const say = (code) => {
    const { rank, suit, half } = parse(code);
    return `${RANK_WORD[rank] || rank} of ${suitOf(suit).name}, ${half === "L" ? "left" : "right"} half`;
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


  /** A half-card: the left half has its cut on the right, the right half on the left. */
  function half(ctx, code, { size = "md", extra = "" } = {}) {
    const { h } = ctx;
    const { rank, suit, half: side } = parse(code);
    const s = suitOf(suit);
    return h("div", { class: `ck-split-half ck-split-${side} ck-split-${size} ck-c-${s.colour} ${extra}`,
                      role: "img", "aria-label": say(code), title: say(code), "data-code": code },
      h("span", { class: "ck-split-rank", "aria-hidden": "true" }, rank),
      h("span", { class: "ck-split-suit", "aria-hidden": "true" }, s.symbol),
      h("span", { class: "ck-split-words", "aria-hidden": "true" }, s.colour),
      h("span", { class: "ck-split-side", "aria-hidden": "true" }, side));
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
      case "penalise": return `Penalise ${ctx.name(Number(w[1]))}`;
      case "bonus-draw": return "Take the bonus draw";
      case "skip": return obs.phase === "trade" ? "No trade" : "No bonus draw";
      case "trade": return `Trade your match ${w[1]} for ${ctx.name(Number(w[2]))}'s match ${w[3]}`;
      case "discard": return `Discard ${short(w[1])}`;
      case "done": return "Done laying matches";
      default: return null;
    }
  }

  /** The draw pile, the round and the discard row (oldest first, newest last; the older
   *  cards folded, with how many of them may be picked). */
  function centre(ctx) {
    const { h, obs } = ctx;
    const n = obs.draw_pile_size ?? 0;
    const pileAction = ctx.isLegal("bonus-draw") ? "bonus-draw" : "draw";
    const pile = ctx.target(h("div", { class: "ck-slot ck-split-pile" },
      ctx.cardBack(n, { size: "sm", label: `draw pile, ${n} cards` }),
      h("div", { class: "ck-caption" }, pileAction === "bonus-draw" ? "Bonus draw" : "Draw pile")),
      pileAction);
    const row = obs.discard_row || [];
    const cards = row.map((code, i) => {
      const node = h("div", { class: "ck-split-rowcard", role: "listitem" },
        half(ctx, code, { size: "sm" }), h("div", { class: "ck-split-pos" }, String(i + 1)));
      return ctx.target(node, `pick ${code}`);
    });
    const older = row.slice(0, Math.max(0, row.length - ROW_KEEP));
    const picks = older.filter((code) => ctx.isLegal(`pick ${code}`)).length;
    const folded = ctx.fold(cards, {
      key: "split-discard-row", keep: ROW_KEEP, cls: "ck-split-row", label: "discard row",
      more: (k) => (picks ? `${plural(k, "older card")}, ${picks} can be picked` : plural(k, "older card")),
    });
    if (picks) folded.classList.add("ck-split-foldpick");
    const discard = h("div", { class: "ck-split-discard", role: "list",
                               "aria-label": `discard row, ${plural(row.length, "card")}, oldest first` },
      cards.length ? folded : h("span", { class: "ck-none" }, "empty"));
    const info = h("div", { class: "ck-split-round" },
      h("strong", {}, `Round ${Math.min(obs.round ?? 1, 3)} of 3`),
      h("span", {}, `dealer: ${ctx.name(obs.dealer)}`),
      h("span", {}, `Discard row: ${plural(row.length, "card")}, oldest → newest. A pick takes the card and every later one.`),
      obs.picked ? h("span", { class: "ck-badge ck-split-must" }, `must use ${short(obs.picked)}`) : "");
    return h("div", { class: "ck-zone ck-split-centre" }, pile, info, discard);
  }

  /** What a match (as a chip or as its two halves) does when clicked now: the upgrade with
   *  the selected half, or in a trade the match to give (yours) or to take (another's). */
  function matchRole(ctx, node, owner, index, sel) {
    if (sel.card) return ctx.target(node, `upgrade ${owner} ${index} ${sel.card}`);
    if (ctx.obs.phase !== "trade") return node;
    if (owner === ctx.obs.player) {
      if (ctx.legal.some((t) => t.startsWith(`trade ${index} `))) {
        node.classList.add("ck-split-pickable", "ck-pickable");
        if (sel.give === index) node.classList.add("ck-split-selected");
        node.addEventListener("click", () => { sel.give = index; sel.repaint(); });
      }
      return node;
    }
    return sel.give === null ? node : ctx.target(node, `trade ${sel.give} ${owner} ${index}`);
  }

  const matchWords = (m, index) => `match ${index}: ${say(m.cards[0])} and ${say(m.cards[1])}, ${m.strength}`;

  /** A match as its two halves side by side as one card, and its strength in words. */
  function matchNode(ctx, m, owner, index, sel) {
    const { h } = ctx;
    const [left, right] = m.cards;
    const node = h("div", { class: `ck-split-match ck-split-${m.strength}`, role: "img",
                            "aria-label": matchWords(m, index), "data-key": `match:${owner}:${index}` },
      h("div", { class: "ck-split-pair" }, half(ctx, left), half(ctx, right)),
      h("div", { class: "ck-split-strength" },
        h("span", { "aria-hidden": "true" }, STRENGTH_MARK[m.strength] || ""), ` ${m.strength}`),
      h("div", { class: "ck-split-mnum" }, `match ${index}`));
    return matchRole(ctx, node, owner, index, sel);
  }

  /** A match in a few letters: its rank and the suits of its halves (7♥♦; 5♠ when perfect). */
  function chipText(m) {
    const [a, b] = m.cards.map(parse);
    return `${a.rank}${suitOf(a.suit).symbol}${a.suit === b.suit ? "" : suitOf(b.suit).symbol}`;
  }

  /** A match as a chip: its rank and the suits of its halves (one suit: a perfect match). */
  function chip(ctx, m, owner, index, sel, { stars = false } = {}) {
    const { h } = ctx;
    const [a, b] = m.cards.map(parse);
    const mark = (p) => h("span", { class: `ck-split-chipsuit ck-c-${suitOf(p.suit).colour}` },
                          suitOf(p.suit).symbol);
    const node = h("span", { class: `ck-split-chip ck-split-${m.strength}`, role: "img",
                             "aria-label": matchWords(m, index), title: matchWords(m, index),
                             "data-key": `chip:${owner}:${index}` },
      stars ? h("span", { class: "ck-split-chipstars", "aria-hidden": "true" }, STRENGTH_MARK[m.strength]) : "",
      a.rank, mark(a), a.suit === b.suit ? "" : mark(b));
    return matchRole(ctx, node, owner, index, sel);
  }

  /** A player's matches as chips, grouped by strength (perfect first). */
  function chips(ctx, p, sel) {
    const { h } = ctx;
    const all = ((ctx.obs.matches || [])[p] || []).map((m, i) => [m, i]);
    if (!all.length) return h("span", { class: "ck-none" }, "no matches yet");
    return STRENGTHS.filter((s) => all.some(([m]) => m.strength === s)).map((s) =>
      h("span", { class: "ck-split-group", "aria-label": `${s} matches` },
        h("span", { class: "ck-split-stars", title: `${s} matches` }, STRENGTH_MARK[s]),
        all.filter(([m]) => m.strength === s).map(([m, i]) => chip(ctx, m, p, i, sel))));
  }

  /** A player's row: name, points, cards held, matches as chips (their cards open on a
   *  click), the cards everyone saw them pick, and the penalty button when it is offered. */
  function seat(ctx, p, sel, open) {
    const { h, obs } = ctx;
    const me = obs.player;
    const size = (obs.hand_sizes || [])[p] ?? 0;
    const score = (obs.scores || {})[p] ?? (obs.scores || {})[String(p)] ?? 0;
    const classes = ["ck-seat", "ck-split-seat"];
    if (p === obs.current_player) classes.push("ck-to-act");
    if (p === me) classes.push("ck-viewer");
    const matches = (obs.matches || [])[p] || [];
    const isOpen = open.has(p) && matches.length > 0;
    const known = p === me ? [] : (obs.shown || [])[p] || [];
    const who = h("div", { class: "ck-split-who" }, h("strong", {}, ctx.name(p)),
      p === obs.current_player ? h("span", { class: "ck-badge" }, "to act") : "",
      ctx.isLegal(`penalise ${p}`) ? tableButton(ctx, `penalise ${p}`, "Penalise: +1 negative box", "ck-split-pen") : "");
    const toggle = matches.length
      ? h("button", { class: "ck-btn ck-split-open", type: "button", "data-key": `open:${p}`,
                      "aria-expanded": isOpen ? "true" : "false",
                      "aria-label": `${isOpen ? "Hide" : "Show"} ${ctx.name(p)}'s matches as cards`,
                      onclick: () => {
                        if (open.has(p)) open.delete(p); else open.add(p);
                        sel.repaint();
                        const again = ctx.board.querySelector(`[data-key="open:${p}"]`);
                        if (again) again.focus();
                      } },
          isOpen ? "▾ Hide" : "▸ Cards")
      : h("span", {});
    return h("section", { class: classes.join(" "), "aria-label": ctx.name(p) },
      who,
      h("div", { class: "ck-score" }, String(score)),
      // another's hand face down, with its size; the viewer's own is open above
      h("div", { class: "ck-split-held", title: `${plural(size, "card")} in hand` }, p === me ? String(size)
        : h("div", { class: "ck-split-backs", role: "img", "aria-label": `${ctx.name(p)} holds ${plural(size, "card")}` },
          ctx.cardBack(size, { size: "sm", label: `${plural(size, "card")}, face down` }))),
      h("div", { class: "ck-split-chips", "aria-label": `${ctx.name(p)}'s matches` }, chips(ctx, p, sel),
        known.length ? h("span", { class: "ck-split-known", "aria-label": "cards everyone saw them pick" },
          "seen: ", known.map((c) => h("span", { class: "ck-split-seen", title: say(c) }, short(c)))) : ""),
      toggle,
      isOpen ? h("div", { class: "ck-split-matches" },
        matches.map((m, i) => matchNode(ctx, m, p, i, sel))) : "");
  }

  /** Every player as one row, the viewer first, then the others in turn order. */
  function players(ctx, sel) {
    const { h, obs } = ctx;
    const first = ctx.onlooker ? 0 : obs.player;
    const n = obs.players || (obs.hand_sizes || []).length;
    // the players whose matches a person opened, open still after the next redraw
    if (!ctx.kept.matchesOpen) ctx.kept.matchesOpen = new Set();
    const open = ctx.kept.matchesOpen;
    const rows = [];
    for (let i = 0; i < n; i++) rows.push(seat(ctx, (first + i) % n, sel, open));
    return h("div", { class: "ck-zone ck-split-players", role: "group", "aria-label": "players and their matches" },
      h("div", { class: "ck-split-heads", "aria-hidden": "true" },
        h("span", {}, "Player"), h("span", {}, "Points"), h("span", {}, "Cards"),
        h("span", {}, "Matches: ★★★ perfect · ★★ strong · ★ weak")),
      rows);
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
    return h("div", { class: "ck-zone ck-split-handwrap" },
      h("div", { class: "ck-split-handhead" },
        h("strong", {}, `Your hand: ${cards.length} ${cards.length === 1 ? "half" : "halves"}`),
        handWords(ctx) ? h("span", { class: "ck-split-todo" }, handWords(ctx)) : ""),
      row, selection(ctx, sel));
  }

  /** What the selected halves can do now, as buttons (each sends one legal action). */
  function selection(ctx, sel) {
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
        : "Glowing halves match it; glowing matches of the players can be upgraded with it.";
      if (ctx.isLegal(`discard ${code}`)) {
        buttons.push(tableButton(ctx, `discard ${code}`, `Discard ${short(code)}`, "ck-split-big"));
      }
      // the upgrades it allows, here too: the players' rows may be off the screen
      for (const text of ctx.legal.filter((t) => t.startsWith("upgrade ") && t.endsWith(` ${code}`))) {
        const [, p, m] = text.split(" ").map(Number);
        const match = ((ctx.obs.matches || [])[p] || [])[m];
        const whose = p === ctx.obs.player ? "your" : `${ctx.name(p)}'s`;
        buttons.push(tableButton(ctx, text, match ? `Upgrade ${whose} ${chipText(match)} (${match.strength})`
          : ctx.label(text), "ck-split-big"));
      }
    }
    const usable = (ctx.obs.hand || []).some((c) => ctx.legal.some((t) => t.split(" ").includes(c)));
    if (!usable) hint = "";
    const clear = sel.halves.length ? () => { sel.halves = []; sel.repaint(); } : null;
    return selectionBar(ctx, { cls: "ck-split", buttons, clear, hint });
  }

  /** A weak match's trade, all on screen: your matches to give (select one), then the
   *  matches of the same strength you may take for it, each a button. */
  function tradeChoices(ctx, sel) {
    const { h, obs } = ctx;
    const trades = ctx.legal.filter((t) => t.startsWith("trade ")).map((t) => t.split(" ").map(Number));
    const mine = (obs.matches || [])[obs.player] || [];
    const gives = [...new Set(trades.map(([, give]) => give))];
    const giveChips = gives.map((i) => chip(ctx, mine[i], obs.player, i, sel, { stars: true }));
    const takes = trades.filter(([, give]) => give === sel.give).map(([, give, p, m]) => {
      const match = ((obs.matches || [])[p] || [])[m];
      return tableButton(ctx, `trade ${give} ${p} ${m}`, match
        ? `${ctx.name(p)}'s ${chipText(match)} ${STRENGTH_MARK[match.strength]}` : ctx.label(`trade ${give} ${p} ${m}`),
        "ck-split-big");
    });
    return [h("span", {}, "Weak match: trade one of your matches. Give:"), ...giveChips,
            h("span", {}, "for:"), ...takes];
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
      out.push(h("span", {}, "Perfect match: choose a player to fill one negative box:"),
        ...ctx.legal.filter((t) => t.startsWith("penalise ")).map((t) =>
          tableButton(ctx, t, ctx.name(Number(t.split(" ")[1])), "ck-split-big")));
    } else if (obs.phase === "trade" && ctx.legal.length) {
      out.push(...tradeChoices(ctx, sel), tableButton(ctx, "skip", "No trade", "ck-split-big"));
    } else if (obs.phase === "lay" && ctx.legal.length) {
      out.push(h("span", {}, "A player went out on the first turn: lay your matches from hand (no bonuses), then "),
        tableButton(ctx, "done", "Done", "ck-split-big"));
    }
    return out.length ? h("div", { class: "ck-zone ck-split-notice" }, out) : "";
  }

  /** What to do with the hand in this phase, said in its header (no line of its own). */
  function handWords(ctx) {
    const { obs } = ctx;
    if (!ctx.legal.length) return "";
    if (obs.phase === "draw") return "Draw from the pile, or click a glowing card of the discard row to pick it.";
    if (obs.phase !== "play") return "";
    return obs.picked ? `Use ${short(obs.picked)} in a match or an upgrade before you discard.`
      : "Lay matches and upgrades as you like, then discard one card.";
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
    // folded in a play view (beside its chart, on a projector), until opened; remembered per table
    const open = "sheetsOpen" in ctx.kept ? ctx.kept.sheetsOpen : !ctx.fit;
    return h("details", { class: "ck-zone ck-split-sheets", open,
                          ontoggle: (e) => { ctx.kept.sheetsOpen = e.target.open; } },
      h("summary", { "data-key": "split-sheets" }, "Score sheets (boxes are filled at the end of each round: ✕ = filled)"),
      h("div", { class: "ck-split-sheetrow" }, order.map((s) => sheet(ctx, s))));
  }

  return {
    label,
    draw(ctx) {
      const { obs } = ctx;
      const root = ctx.board;
      root.classList.add("ck-split");
      const previous = ctx.kept.selection;
      const handNow = new Set(obs.hand || []);
      const sel = {
        halves: (previous ? previous.halves : []).filter((c) => handNow.has(c) && ctx.legal.length),
        give: null, card: null, repaint: null,
      };
      ctx.kept.selection = sel;
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
        // the viewer's hand and its choices right after the discard row: on the screen
        // an onlooker (the projector) has no hand: every player's row shows a count
        root.replaceChildren(centre(ctx), notices(ctx, sel), ctx.onlooker ? "" : hand(ctx, sel),
          players(ctx, sel), sheets(ctx));
      };
      sel.repaint = paint;
      paint();
    },
  };
})());
