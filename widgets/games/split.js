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
    H: { name: "split_hearts", symbol: "♥", colour: "red" },
    D: { name: "split_diamonds", symbol: "♦", colour: "red" },
    C: { name: "split_clubs", symbol: "♣", colour: "black" },
    S: { name: "split_spades", symbol: "♠", colour: "black" },
  };
  const STRENGTHS = ["perfect", "strong", "weak"];
  const STRENGTH_MARK = { perfect: "★★★", strong: "★★", weak: "★" };
  const RANK_WORD = { A: "rank_ace", J: "rank_jack", Q: "rank_queen", K: "rank_king" };
  // the newest cards of the discard row always in view; the older ones fold behind a button
  const ROW_KEEP = 8;

  // A code is rank + suit + half (7HL, 10SR): reading it is naming, not a rule.
  const parse = (code) => ({ rank: code.slice(0, -2), suit: code.slice(-2, -1), half: code.slice(-1) });
  const suitOf = (suit) => SUITS[suit] || { name: suit, symbol: "?", colour: "plain" };
  const say = (ctx, code) => {
    const { rank, suit, half } = parse(code);
    return ctx.t(half === "L" ? "split_say_left" : "split_say_right",
                 { rank: RANK_WORD[rank] ? ctx.t(RANK_WORD[rank]) : rank,
                   suit: SUITS[suit] ? ctx.t(SUITS[suit].name) : suit });
  };
  const short = (ctx, code) => {
    const { rank, suit, half } = parse(code);
    return ctx.t(half === "L" ? "split_short_left" : "split_short_right",
                 { card: `${rank}${(SUITS[suit] || {}).symbol || suit}` });
  };
  const strength = (ctx, name) => ctx.t(`split_${name}`);
  const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
  const SUIT_ORDER = "HDCS";
  // Hands are shown by rank, suit and half, so a card's two halves sit side by side.
  const order = (code) => {
    const { rank, suit, half: side } = parse(code);
    return RANKS.indexOf(rank) * 8 + SUIT_ORDER.indexOf(suit) * 2 + (side === "L" ? 0 : 1);
  };


  /** A half-card: the left half has its cut on the right, the right half on the left. */
  function half(ctx, code, { size = "md", extra = "" } = {}) {
    const { h } = ctx;
    const { rank, suit, half: side } = parse(code);
    const s = suitOf(suit);
    return h("div", { class: `ck-split-half ck-split-${side} ck-split-${size} ck-c-${s.colour} ${extra}`,
                      role: "img", "aria-label": say(ctx, code), title: say(ctx, code), "data-code": code },
      h("span", { class: "ck-split-rank", "aria-hidden": "true" }, rank),
      h("span", { class: "ck-split-suit", "aria-hidden": "true" }, s.symbol),
      h("span", { class: "ck-split-words", "aria-hidden": "true" }, ctx.colour(s.colour)),
      h("span", { class: "ck-split-side", "aria-hidden": "true" }, side));
  }

  /** The words of an action, for the action bar and the table's buttons. */
  function label(text, ctx) {
    const w = text.split(" ");
    const obs = ctx.obs;
    switch (w[0]) {
      case "draw": return ctx.t("split_draw");
      case "pick": {
        const row = obs.discard_row || [];
        const n = row.length - row.indexOf(w[1]);
        return ctx.t("split_pick", { card: short(ctx, w[1]), n });
      }
      case "match": return ctx.t("split_match", { a: short(ctx, w[1]), b: short(ctx, w[2]) });
      case "upgrade": {
        const [p, m, card] = [Number(w[1]), Number(w[2]), w[3]];
        return p === obs.player ? ctx.t("split_upgrade_yours", { m, card: short(ctx, card) })
          : ctx.t("split_upgrade_theirs", { name: ctx.name(p), m, card: short(ctx, card) });
      }
      case "penalise": return ctx.t("split_penalise", { name: ctx.name(Number(w[1])) });
      case "bonus-draw": return ctx.t("split_take_bonus");
      case "skip": return ctx.t(obs.phase === "trade" ? "split_no_trade" : "split_no_bonus");
      case "trade": return ctx.t("split_trade", { give: w[1], name: ctx.name(Number(w[2])), take: w[3] });
      case "discard": return ctx.t("split_discard", { card: short(ctx, w[1]) });
      case "done": return ctx.t("split_done_laying");
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
      ctx.cardBack(n, { size: "sm", label: ctx.t("draw_pile_aria", { n }) }),
      h("div", { class: "ck-caption" }, pileAction === "bonus-draw" ? ctx.t("split_bonus_draw") : ctx.t("draw_pile"))),
      pileAction);
    const row = obs.discard_row || [];
    const cards = row.map((code, i) => {
      const node = h("div", { class: "ck-split-rowcard", role: "listitem" },
        half(ctx, code, { size: "sm" }), h("div", { class: "ck-split-pos" }, ctx.numeral(i + 1)));
      return ctx.target(node, `pick ${code}`);
    });
    const older = row.slice(0, Math.max(0, row.length - ROW_KEEP));
    const picks = older.filter((code) => ctx.isLegal(`pick ${code}`)).length;
    const folded = ctx.fold(cards, {
      key: "split-discard-row", keep: ROW_KEEP, cls: "ck-split-row", label: ctx.t("split_row_aria"),
      more: (k) => (picks ? ctx.t("split_older_picks", { older: ctx.t("split_older", { n: k }), picks })
        : ctx.t("split_older", { n: k })),
    });
    if (picks) folded.classList.add("ck-split-foldpick");
    const discard = h("div", { class: "ck-split-discard", role: "list",
                               "aria-label": ctx.t("split_row_cards_aria", { n: row.length }) },
      cards.length ? folded : h("span", { class: "ck-none" }, ctx.t("split_empty")));
    const info = h("div", { class: "ck-split-round" },
      h("strong", {}, ctx.t("split_round", { n: Math.min(obs.round ?? 1, 3) })),
      h("span", {}, ctx.t("dealer", { name: ctx.name(obs.dealer) })),
      h("span", {}, ctx.t("split_row_words", { n: row.length })),
      obs.picked ? h("span", { class: "ck-badge ck-split-must" }, ctx.t("split_must_use", { card: short(ctx, obs.picked) })) : "");
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

  const matchWords = (ctx, m, index) => ctx.t("split_match_aria", { index, a: say(ctx, m.cards[0]), b: say(ctx, m.cards[1]),
                                                                   strength: strength(ctx, m.strength) });

  /** A match as its two halves side by side as one card, and its strength in words. */
  function matchNode(ctx, m, owner, index, sel) {
    const { h } = ctx;
    const [left, right] = m.cards;
    const node = h("div", { class: `ck-split-match ck-split-${m.strength}`, role: "img",
                            "aria-label": matchWords(ctx, m, index), "data-key": `match:${owner}:${index}` },
      h("div", { class: "ck-split-pair" }, half(ctx, left), half(ctx, right)),
      h("div", { class: "ck-split-strength" },
        h("span", { "aria-hidden": "true" }, STRENGTH_MARK[m.strength] || ""), ` ${strength(ctx, m.strength)}`),
      h("div", { class: "ck-split-mnum" }, ctx.t("split_match_n", { n: index })));
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
                             "aria-label": matchWords(ctx, m, index), title: matchWords(ctx, m, index),
                             "data-key": `chip:${owner}:${index}` },
      stars ? h("span", { class: "ck-split-chipstars", "aria-hidden": "true" }, STRENGTH_MARK[m.strength]) : "",
      a.rank, mark(a), a.suit === b.suit ? "" : mark(b));
    return matchRole(ctx, node, owner, index, sel);
  }

  /** A player's matches as chips, grouped by strength (perfect first). */
  function chips(ctx, p, sel) {
    const { h } = ctx;
    const all = ((ctx.obs.matches || [])[p] || []).map((m, i) => [m, i]);
    if (!all.length) return h("span", { class: "ck-none" }, ctx.t("split_no_matches"));
    return STRENGTHS.filter((s) => all.some(([m]) => m.strength === s)).map((s) =>
      h("span", { class: "ck-split-group", "aria-label": ctx.t(`split_${s}_matches`) },
        h("span", { class: "ck-split-stars", title: ctx.t(`split_${s}_matches`) }, STRENGTH_MARK[s]),
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
      p === obs.current_player ? h("span", { class: "ck-badge" }, ctx.t("to_act")) : "",
      ctx.isLegal(`penalise ${p}`) ? tableButton(ctx, `penalise ${p}`, ctx.t("split_penalise_btn"), "ck-split-pen") : "");
    const toggle = matches.length
      ? h("button", { class: "ck-btn ck-split-open", type: "button", "data-key": `open:${p}`,
                      "aria-expanded": isOpen ? "true" : "false",
                      "aria-label": ctx.t(isOpen ? "split_hide_aria" : "split_show_aria", { name: ctx.name(p) }),
                      onclick: () => {
                        if (open.has(p)) open.delete(p); else open.add(p);
                        sel.repaint();
                        const again = ctx.board.querySelector(`[data-key="open:${p}"]`);
                        if (again) again.focus();
                      } },
          isOpen ? `▾ ${ctx.t("split_hide")}` : `▸ ${ctx.t("split_cards")}`)
      : h("span", {});
    return h("section", { class: classes.join(" "), "aria-label": ctx.name(p) },
      who,
      h("div", { class: "ck-score" }, ctx.numeral(score)),
      // another's hand face down, with its size; the viewer's own is open above
      h("div", { class: "ck-split-held", title: ctx.t("split_in_hand", { n: size }) }, p === me ? ctx.numeral(size)
        : h("div", { class: "ck-split-backs", role: "img", "aria-label": ctx.t("split_holds", { name: ctx.name(p), n: size }) },
          ctx.cardBack(size, { size: "sm", label: ctx.t("split_face_down", { n: size }) }))),
      h("div", { class: "ck-split-chips", "aria-label": ctx.t("split_matches_of", { name: ctx.name(p) }) }, chips(ctx, p, sel),
        known.length ? h("span", { class: "ck-split-known", "aria-label": ctx.t("split_seen_aria") },
          `${ctx.t("split_seen")} `, known.map((c) => h("span", { class: "ck-split-seen", title: say(ctx, c) }, short(ctx, c)))) : ""),
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
    return h("div", { class: "ck-zone ck-split-players", role: "group", "aria-label": ctx.t("split_players_aria") },
      h("div", { class: "ck-split-heads", "aria-hidden": "true" },
        h("span", {}, ctx.t("split_head_player")), h("span", {}, ctx.t("split_head_points")),
        h("span", {}, ctx.t("split_head_cards")), h("span", {}, ctx.t("split_head_matches"))),
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
    const row = h("div", { class: "ck-split-hand", role: "list", "aria-label": ctx.t("your_hand_aria") });
    for (const code of cards) {
      const node = half(ctx, code, { size: "lg" });
      const slot = h("div", { class: "ck-split-slot", role: "listitem" }, node);
      if (code === obs.picked) slot.append(h("div", { class: "ck-split-tag" }, ctx.t("split_picked_tag")));
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
    if (!cards.length) row.append(h("span", { class: "ck-none" }, ctx.t("no_cards")));
    return h("div", { class: "ck-zone ck-split-handwrap" },
      h("div", { class: "ck-split-handhead" },
        h("strong", {}, ctx.t("split_your_hand", { n: cards.length })),
        handWords(ctx) ? h("span", { class: "ck-split-todo" }, handWords(ctx)) : ""),
      row, selection(ctx, sel));
  }

  /** What the selected halves can do now, as buttons (each sends one legal action). */
  function selection(ctx, sel) {
    const buttons = [];
    let hint = ctx.t("split_hint_click");
    if (sel.halves.length === 2) {
      const [a, b] = sel.halves;
      const text = ctx.legal.find((t) => t === `match ${a} ${b}` || t === `match ${b} ${a}`);
      if (text) {
        buttons.push(tableButton(ctx, text, ctx.t("split_lay", { a: short(ctx, a), b: short(ctx, b) }),
                                 "ck-split-big ck-split-lay"));
        hint = "";
      } else {
        hint = ctx.t("split_hint_no_match");
      }
    } else if (sel.halves.length === 1) {
      const code = sel.halves[0];
      hint = ctx.t(ctx.obs.phase === "lay" ? "split_hint_lay" : "split_hint_one");
      if (ctx.isLegal(`discard ${code}`)) {
        buttons.push(tableButton(ctx, `discard ${code}`, ctx.t("split_discard", { card: short(ctx, code) }), "ck-split-big"));
      }
      // the upgrades it allows, here too: the players' rows may be off the screen
      for (const text of ctx.legal.filter((t) => t.startsWith("upgrade ") && t.endsWith(` ${code}`))) {
        const [, p, m] = text.split(" ").map(Number);
        const match = ((ctx.obs.matches || [])[p] || [])[m];
        const words = { name: ctx.name(p), chip: match ? chipText(match) : "",
                        strength: match ? strength(ctx, match.strength) : "" };
        buttons.push(tableButton(ctx, text, match
          ? ctx.t(p === ctx.obs.player ? "split_upgrade_chip_yours" : "split_upgrade_chip_theirs", words)
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
        ? ctx.t("split_trade_take", { name: ctx.name(p), chip: chipText(match), stars: STRENGTH_MARK[match.strength] })
        : ctx.label(`trade ${give} ${p} ${m}`),
        "ck-split-big");
    });
    return [h("span", {}, ctx.t("split_trade_give")), ...giveChips,
            h("span", {}, ctx.t("split_trade_for")), ...takes];
  }

  /** The phase's question in words, with its buttons on the table. */
  function notices(ctx, sel) {
    const { h, obs } = ctx;
    const out = [];
    if (ctx.isLegal("bonus-draw")) {
      out.push(h("span", {}, `${ctx.t("split_strong_ask")} `),
        tableButton(ctx, "bonus-draw", ctx.t("split_bonus_draw"), "ck-split-big"),
        tableButton(ctx, "skip", ctx.t("split_no_thanks"), "ck-split-big"));
    } else if (obs.phase === "penalise" && ctx.legal.length) {
      out.push(h("span", {}, ctx.t("split_perfect_ask")),
        ...ctx.legal.filter((t) => t.startsWith("penalise ")).map((t) =>
          tableButton(ctx, t, ctx.name(Number(t.split(" ")[1])), "ck-split-big")));
    } else if (obs.phase === "trade" && ctx.legal.length) {
      out.push(...tradeChoices(ctx, sel), tableButton(ctx, "skip", ctx.t("split_no_trade"), "ck-split-big"));
    } else if (obs.phase === "lay" && ctx.legal.length) {
      out.push(h("span", {}, `${ctx.t("split_lay_ask")} `),
        tableButton(ctx, "done", ctx.t("split_done"), "ck-split-big"));
    }
    return out.length ? h("div", { class: "ck-zone ck-split-notice" }, out) : "";
  }

  /** What to do with the hand in this phase, said in its header (no line of its own). */
  function handWords(ctx) {
    const { obs } = ctx;
    if (!ctx.legal.length) return "";
    if (obs.phase === "draw") return ctx.t("split_todo_draw");
    if (obs.phase !== "play") return "";
    return obs.picked ? ctx.t("split_todo_picked", { card: short(ctx, obs.picked) }) : ctx.t("split_todo_play");
  }

  /** A score sheet as a grid: a row per rank and the negative row, filled boxes dark. */
  function sheet(ctx, s) {
    const { h } = ctx;
    const grid = h("table", { class: "ck-split-sheet" },
      h("caption", {}, ctx.t("split_sheet_caption", { name: ctx.name(s.player), n: s.total })));
    const line = (label, row, negative) => {
      const boxes = h("div", { class: `ck-split-boxes${negative ? " ck-split-negboxes" : ""}` });
      for (let k = 1; k <= row.boxes; k++) {
        const filled = k <= row.filled;
        boxes.append(h("span", { class: `ck-split-box${filled ? " ck-split-filled" : ""}`,
                                 title: ctx.t("split_box", { k, value: `${negative ? "−" : ""}${row.values[k]}` }) },
          filled ? "✕" : ""));
      }
      const words = { label, filled: row.filled, boxes: row.boxes, score: row.score,
                      value: `${negative ? "−" : ""}${row.values[row.filled + 1]}` };
      return h("tr", { "aria-label": ctx.t(row.filled < row.boxes ? "split_row_next" : "split_row_full", words) },
        h("th", { scope: "row" }, ctx.numeral(label)), h("td", {}, boxes),
        h("td", { class: "ck-split-rs" }, ctx.numeral(row.score)));
    };
    for (const row of s.rows) grid.append(line(row.row, row, false));
    grid.append(line("−", s.negative, true));
    grid.append(h("tr", { class: "ck-split-total" }, h("th", {}, "Σ"),
      h("td", {}, ctx.t("split_sheet_total", { upper: s.upper_total, negative: s.negative.score })),
      h("td", { class: "ck-split-rs" }, ctx.numeral(s.total))));
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
      h("summary", { "data-key": "split-sheets" }, ctx.t("split_sheets")),
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
