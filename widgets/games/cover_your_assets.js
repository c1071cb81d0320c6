// Cover Your Assets: every player's stack (the covered sets as a face-down pile with a count,
// the top set face up, the stack's value), the viewer's own hand, the discard top, and a steal
// fight as it unfolds. Draws the observation only (other hands are counts); which actions
// exist comes from ctx.legal.
//
// Clicking a card in your hand selects it (a choice on screen, not a move). With two cards
// selected, "Make a pair" sends the pair; with one, the discard top (pair with the discard) and
// the opponents' top sets it may challenge (steal) glow. In a fight, the cards you may show glow
// and a click shows one.

registerGame("cover-your-assets", (() => {
  // How each asset looks: a symbol and a short word (cya_asset_<code> of the words), so cards
  // read in black and white.
  const LOOK = {
    GOLD: "★", SILVER: "☆", HOME: "⌂", JEWELS: "◆", AUTO: "⚙", STOCKS: "↗", BANK: "⊞", COINS: "◎",
    BASEBALL: "◒", CASH: "▤", STAMPS: "✉", PIGGY: "♥",
  };

  const money = (ctx, v) => `$${ctx.number(v)}`;
  const kilo = (v) => (v >= 1000 ? `$${v / 1000}K` : `$${v}`);
  // a running total in few characters ($640K, $1.29M), so six of them take two lines
  const short = (v) => (v >= 1e6 ? `$${Number((v / 1e6).toFixed(2))}M` : kilo(Number(v || 0)));
  // a wild's name says so in brackets ("Gold (wild)"); its face shows that as a mark instead
  const nameOf = (ctx, code) => {
    const name = ctx.faces[code]?.name || code;
    return ctx.faces[code]?.wild ? name.replace(/\s*\([^)]*\)\s*$/, "") : name;
  };
  const valueOf = (ctx, code) => Number(ctx.faces[code]?.points) || 0;
  const worth = (ctx, cards) => cards.reduce((sum, c) => sum + valueOf(ctx, c), 0);
  const isWild = (ctx, code) => Boolean(ctx.faces[code]?.wild);

  /** An asset card: value in the corner, the asset's symbol, its word on the band. */
  function assetCard(ctx, code, { size = "md", extra = "" } = {}) {
    const { h } = ctx;
    const symbol = LOOK[code] || "?";
    const word = LOOK[code] ? ctx.t(`cya_asset_${code.toLowerCase()}`) : code.toLowerCase();
    const wild = isWild(ctx, code);
    const label = `${ctx.faces[code]?.name || code}, ${money(ctx, valueOf(ctx, code))}`;
    return h("div", { class: `ck-card ck-${size} ck-cya-card ck-cya-${code.toLowerCase()}` +
                             `${wild ? " ck-cya-wild" : ""} ${extra}`,
                      role: "img", "aria-label": label, title: label, "data-code": code },
      h("span", { class: "ck-corner", "aria-hidden": "true" }, kilo(valueOf(ctx, code))),
      h("span", { class: "ck-pip", "aria-hidden": "true" }, symbol),
      h("span", { class: "ck-sym", "aria-hidden": "true" }, wild ? ctx.t("cya_wild") : ""),
      h("span", { class: "ck-name", "aria-hidden": "true" }, word));
  }

  /** The words of an action, for the action bar and the table's buttons. */
  function label(text, ctx) {
    const w = text.split(" ");
    const obs = ctx.obs;
    switch (w[0]) {
      case "pair":
        return ctx.t("cya_pair", { a: nameOf(ctx, w[1]), b: nameOf(ctx, w[2]), money: money(ctx, worth(ctx, [w[1], w[2]])) });
      case "take":
        return ctx.t("cya_take", { card: nameOf(ctx, w[1]), top: nameOf(ctx, obs.discard_top) });
      case "steal": {
        const top = (obs.top_sets || [])[Number(w[1])] || [];
        return ctx.t("cya_steal", { name: ctx.name(Number(w[1])), set: nameOf(ctx, top[0] || ""),
                                    money: money(ctx, worth(ctx, top)), card: nameOf(ctx, w[2]) });
      }
      case "defend":
        return obs.fight && obs.fight.challenger === obs.current_player
          ? ctx.t("cya_answer_with", { card: nameOf(ctx, w[1]) }) : ctx.t("cya_defend_with", { card: nameOf(ctx, w[1]) });
      case "yield":
        return obs.fight && obs.fight.challenger === obs.current_player
          ? ctx.t("cya_yield_stop") : ctx.t("cya_yield_give");
      case "discard": return ctx.t("cya_discard", { card: nameOf(ctx, w[1]) });
      default: return null;
    }
  }

  /** Round, dealer, target and the running totals; the draw pile and the discard top. */
  function centre(ctx, sel) {
    const { h, obs } = ctx;
    const totals = obs.totals || [];
    const info = h("div", { class: "ck-cya-match", role: "group", "aria-label": ctx.t("cya_match_aria") },
      h("strong", {}, ctx.t("round_n", { n: obs.round })),
      h("span", {}, ctx.t("dealer", { name: ctx.name(obs.dealer) })),
      h("span", { class: "ck-cya-target" }, ctx.t("cya_target", { money: money(ctx, obs.target) })),
      h("span", { class: "ck-cya-totals" },
        totals.map((t, p) => h("span", { "aria-label": `${ctx.name(p)} ${money(ctx, t)}` },
          `${ctx.name(p)} ${ctx.numeral(short(t))}`))));
    const n = obs.draw_pile_size ?? 0;
    const pile = h("div", { class: "ck-slot" },
      n ? ctx.cardBack(n, { label: ctx.t("draw_pile_aria", { n }) })
        : h("div", { class: "ck-card ck-md ck-ghost", role: "img", "aria-label": ctx.t("cya_pile_empty_aria") }),
      h("div", { class: "ck-caption" }, n ? ctx.t("draw_pile") : ctx.t("cya_pile_empty")));
    const top = obs.discard_top;
    const discard = h("div", { class: "ck-slot ck-cya-discard" },
      top ? assetCard(ctx, top, { size: "lg" })
          : h("div", { class: "ck-card ck-lg ck-ghost", role: "img", "aria-label": ctx.t("discard_empty_aria") }),
      h("div", { class: "ck-caption" }, ctx.t("discard_pile_n", { n: obs.discard_size || 0 })));
    if (sel.card !== null) {
      if (ctx.isLegal(`take ${sel.card}`)) ctx.target(discard, `take ${sel.card}`);
      else if (ctx.isLegal(`discard ${sel.card}`)) ctx.target(discard, `discard ${sel.card}`);
    }
    return h("div", { class: "ck-cya-top" }, info, h("div", { class: "ck-cya-piles" }, pile, discard));
  }

  /** A set's cards side by side; a set grown by a fight shows each kind once, with "×n". */
  function setCards(ctx, cards, size) {
    const { h } = ctx;
    // another player's set (small cards) shows each kind once as soon as one repeats: a seat
    // stays narrow enough for three in a row
    const limit = size === "sm" ? 1 : 3;
    if (cards.length <= limit || new Set(cards).size === cards.length && cards.length <= 3) {
      return h("div", { class: "ck-cya-setcards" }, cards.map((c) => assetCard(ctx, c, { size })));
    }
    const counts = new Map();
    for (const c of cards) counts.set(c, (counts.get(c) || 0) + 1);
    return h("div", { class: "ck-cya-setcards ck-cya-many" },
      [...counts].map(([c, n]) => h("div", { class: "ck-cya-kind" }, assetCard(ctx, c, { size }),
        h("span", { class: "ck-cya-times", "aria-label": ctx.t("cya_n_cards", { n }) }, `×${ctx.numeral(n)}`))));
  }

  /** A stack: the covered sets face down with their count, the top set face up, the value. */
  function stack(ctx, p, sel, size) {
    const { h, obs } = ctx;
    const sets = (obs.stack_sets || [])[p] || 0;
    const top = (obs.top_sets || [])[p] || null;
    const coveredCards = ((obs.stack_cards || [])[p] || 0) - (top ? top.length : 0);
    const value = (obs.stack_values || [])[p] || 0;
    const covered = sets > 1
      ? h("div", { class: "ck-cya-covered" },
          ctx.cardBack(sets - 1, { size: "sm", label: ctx.t("cya_covered_aria", { n: sets - 1, cards: coveredCards }) }),
          h("div", { class: "ck-caption" }, ctx.t("cya_covered", { n: sets - 1 })))
      : "";
    let topNode;
    if (top) {
      const inFight = obs.fight && obs.fight.defender === p;
      topNode = h("div", { class: `ck-cya-topset${inFight ? " ck-cya-contested" : ""}`,
                           "data-player": p, role: "group",
                           "aria-label": ctx.t("cya_topset_aria", { name: ctx.name(p), cards: top.join(" "),
                                                                    money: money(ctx, worth(ctx, top)) }) },
        setCards(ctx, top, size),
        h("div", { class: "ck-caption" }, ctx.t(inFight ? "cya_topset_stake" : "cya_topset",
                                                { money: money(ctx, worth(ctx, top)) })));
      if (p !== obs.player && sel.card !== null) ctx.target(topNode, `steal ${p} ${sel.card}`);
      else if (p !== obs.player && ctx.legal.some((t) => t.startsWith(`steal ${p} `))) {
        topNode.classList.add("ck-cya-stealable");
      }
    } else {
      topNode = h("div", { class: "ck-cya-topset ck-cya-empty" }, h("span", { class: "ck-none" }, ctx.t("cya_no_set")));
    }
    return h("div", { class: "ck-cya-stack" }, covered, topNode,
      h("div", { class: "ck-cya-value", "aria-label": ctx.t("cya_stack_aria", { money: money(ctx, value) }) },
        h("span", { class: "ck-caption" }, ctx.t("cya_stack")), h("strong", {}, money(ctx, value))));
  }

  function header(ctx, p) {
    const { h, obs } = ctx;
    const flags = [];
    if (p === obs.current_player) flags.push(h("span", { class: "ck-badge" }, ctx.t("to_act")));
    if (p === obs.dealer) flags.push(h("span", { class: "ck-badge ck-cya-dealer" }, ctx.t("cya_dealer")));
    if (obs.fight && obs.fight.challenger === p) flags.push(h("span", { class: "ck-badge ck-cya-fighter" }, ctx.t("cya_challenger")));
    if (obs.fight && obs.fight.defender === p) flags.push(h("span", { class: "ck-badge ck-cya-fighter" }, ctx.t("cya_defender")));
    // the running totals stand together in the match box, so a seat's header keeps to one line
    return h("header", {}, h("strong", {}, ctx.name(p)), ...flags);
  }

  function seatClasses(obs, p) {
    const classes = ["ck-seat", "ck-cya-seat"];
    if (p === obs.current_player) classes.push("ck-to-act");
    if (p === obs.player) classes.push("ck-viewer");
    return classes.join(" ");
  }

  /** Another player: their hand as backs (a count only) and their stack. */
  function opponent(ctx, p, sel) {
    const { h, obs } = ctx;
    const size = (obs.hand_sizes || [])[p] || 0;
    const backs = h("div", { class: "ck-cya-backs", role: "img", "aria-label": ctx.t("cya_holds", { name: ctx.name(p), n: size }) });
    for (let i = 0; i < size; i++) backs.append(ctx.cardBack(null, { size: "sm" }));
    return h("section", { class: seatClasses(obs, p), "aria-label": ctx.name(p) },
      header(ctx, p),
      h("div", { class: "ck-cya-hidden" }, backs,
        h("span", { class: "ck-caption" }, size ? ctx.t("cya_in_hand", { n: size }) : ctx.t("no_cards"))),
      stack(ctx, p, sel, "sm"));
  }

  /** The fight: who challenged whom over which set, every card shown so far, whose answer is due. */
  function fight(ctx) {
    const { h, obs } = ctx;
    const f = obs.fight;
    if (!f) return "";
    const top = (obs.top_sets || [])[f.defender] || [];
    const shown = f.shown || [];
    const cards = shown.map(([who, code], i) => h("div", { class: "ck-cya-shown" },
      assetCard(ctx, code, { size: "sm" }),
      h("div", { class: "ck-caption" }, ctx.t("cya_shown_by", { i: i + 1, name: ctx.name(who) }))));
    // a long fight keeps its last cards in view, the earlier ones one click away
    const row = ctx.fold(cards, { key: "fight", keep: 6, cls: "ck-cya-shownrow",
                                  more: (n) => ctx.t("cya_earlier_cards", { n }) });
    const due = obs.current_player;
    const mine = due === obs.player && ctx.legal.length;
    const canShow = ctx.legal.some((t) => t.startsWith("defend "));
    let ask = ctx.t(due === f.defender ? "cya_must_defend" : "cya_must_answer", { name: ctx.name(due) });
    if (mine) {
      ask = canShow
        ? ctx.t(due === f.defender ? "cya_your_defend" : "cya_your_answer")
        : ctx.t("cya_your_yield");
    }
    return h("div", { class: "ck-cya-fight", role: "status", "aria-label": ctx.t("cya_fight_aria") },
      h("div", { class: "ck-cya-fighthead" },
        h("span", { class: "ck-cya-swords", "aria-hidden": "true" }, "⚔"),
        h("span", {}, ctx.t("cya_fight", { challenger: ctx.name(f.challenger), defender: ctx.name(f.defender),
                                           set: nameOf(ctx, f.asset), money: money(ctx, worth(ctx, top)),
                                           shown: money(ctx, worth(ctx, shown.map((x) => x[1]))) }))),
      row,
      h("div", { class: "ck-cya-due" }, h("strong", {}, ask),
        ctx.isLegal("yield") ? tableButton(ctx, "yield", ctx.label("yield"), "ck-cya-big") : ""));
  }

  /** The viewer's seat: the hand face up (click to select) and their stack. */
  function mine(ctx, sel) {
    const { h, obs } = ctx;
    const me = obs.player;
    const hand = obs.hand || [];
    const fighting = obs.phase === "defend" || obs.phase === "counter";
    const row = h("div", { class: "ck-cya-hand", role: "list", "aria-label": ctx.t("your_hand_aria") });
    hand.forEach((code, i) => {
      const node = assetCard(ctx, code, { size: "lg" });
      const slot = h("div", { class: "ck-cya-slot", role: "listitem" }, node);
      if (fighting) {
        ctx.target(node, `defend ${code}`);
      } else if (ctx.legal.some((t) => t.split(" ").slice(1).includes(code))) {
        node.classList.add("ck-cya-pickable", "ck-pickable");
        node.setAttribute("aria-label", ctx.t("cya_select_it", { card: node.getAttribute("aria-label") }));
        if (sel.picked.includes(i)) node.classList.add("ck-cya-selected");
        if (sel.partners.has(i)) node.classList.add("ck-cya-partner");
        node.addEventListener("click", () => {
          sel.picked = sel.picked.includes(i) ? sel.picked.filter((k) => k !== i) : [...sel.picked, i].slice(-2);
          sel.repaint();
        });
      }
      row.append(slot);
    });
    if (!hand.length) row.append(h("span", { class: "ck-none" }, ctx.t("no_cards")));
    // the hand's size and worth in the header line: the cards themselves sit higher on screen
    const head = header(ctx, me);
    head.insertBefore(h("span", { class: "ck-caption ck-cya-left" },
      ctx.t("cya_your_hand", { n: hand.length, money: money(ctx, worth(ctx, hand)) })), head.querySelector(".ck-score"));
    return h("section", { class: seatClasses(obs, me), "aria-label": ctx.name(me) },
      head,
      h("div", { class: "ck-cya-minebody" },
        h("div", { class: "ck-cya-handwrap" },
          row, fighting ? "" : selection(ctx, sel)),
        stack(ctx, me, sel, "md")));
  }

  /** What the selected cards can do now, as buttons (each sends one legal action). */
  function selection(ctx, sel) {
    const { h, obs } = ctx;
    if (!ctx.legal.length) return "";
    const hand = obs.hand || [];
    const cards = sel.picked.map((i) => hand[i]);
    let pairText = null;
    let hint = ctx.t("cya_hint_click");
    if (cards.length === 2) {
      const [a, b] = cards;
      pairText = ctx.legal.find((t) => t === `pair ${a} ${b}` || t === `pair ${b} ${a}`) || null;
      hint = pairText ? "" : ctx.t("cya_hint_no_set");
    } else if (cards.length === 1) {
      hint = ctx.t("cya_hint_second");
    }
    const pairButton = pairText
      ? tableButton(ctx, pairText, ctx.t("cya_make_pair_of", { a: nameOf(ctx, cards[0]), b: nameOf(ctx, cards[1]) }),
                    "ck-cya-big ck-cya-pair")
      : h("button", { class: "ck-btn ck-call ck-cya-big ck-cya-pair", type: "button",
                      disabled: true }, ctx.t("cya_make_pair"));
    const extra = [];
    if (cards.length === 1 && ctx.isLegal(`discard ${cards[0]}`)) {
      extra.push(tableButton(ctx, `discard ${cards[0]}`, ctx.t("cya_discard", { card: nameOf(ctx, cards[0]) }), "ck-cya-big"));
    }
    const clear = sel.picked.length ? () => { sel.picked = []; sel.repaint(); } : null;
    return selectionBar(ctx, { cls: "ck-cya", buttons: [pairButton, ...extra], clear, hint });
  }

  return {
    label,
    draw(ctx) {
      const { h, obs } = ctx;
      const root = ctx.board;
      root.classList.add("ck-cya");
      const previous = ctx.kept.selection;
      const handKey = (obs.hand || []).join(" ") + `|${obs.phase}|${obs.current_player}`;
      const sel = {
        picked: previous && previous.handKey === handKey ? previous.picked : [],
        handKey, card: null, partners: new Set(), repaint: null,
      };
      ctx.kept.selection = sel;
      const paint = () => {
        const hand = obs.hand || [];
        sel.card = sel.picked.length === 1 ? hand[sel.picked[0]] : null;
        sel.partners = new Set();
        if (sel.card !== null) {
          hand.forEach((c, i) => {
            if (i !== sel.picked[0] && (ctx.isLegal(`pair ${sel.card} ${c}`) || ctx.isLegal(`pair ${c} ${sel.card}`))) {
              sel.partners.add(i);
            }
          });
        }
        const n = obs.players || (obs.hand_sizes || []).length;
        const others = [];
        // an onlooker (the projector) sees every seat as another's: hands as counts only
        const me = ctx.onlooker ? -1 : obs.player;
        for (let k = 1; k <= n; k++) if ((me + k) % n !== me) others.push(opponent(ctx, (me + k + n) % n, sel));
        // your own seat right under the fight, the others below: the hand stays in view
        // above the dock however many players sit at the table
        root.replaceChildren(centre(ctx, sel), fight(ctx), ctx.onlooker ? "" : mine(ctx, sel),
          h("div", { class: "ck-cya-others" }, others));
        // a click target is named by its action for screen readers (table.js makes it a button)
        for (const node of root.querySelectorAll(".ck-target[data-action]:not(button)")) {
          node.setAttribute("aria-label", ctx.label(node.dataset.action));
        }
      };
      sel.repaint = paint;
      paint();
    },
  };
})());
