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
  // How each asset looks: a symbol and a short word, so cards read in black and white.
  const LOOK = {
    GOLD: ["★", "gold"], SILVER: ["☆", "silver"], HOME: ["⌂", "home"], JEWELS: ["◆", "jewels"],
    AUTO: ["⚙", "auto"], STOCKS: ["↗", "stocks"], BANK: ["⊞", "bank"], COINS: ["◎", "coins"],
    BASEBALL: ["◒", "baseball"], CASH: ["▤", "cash"], STAMPS: ["✉", "stamps"], PIGGY: ["♥", "piggy"],
  };

  const money = (v) => `$${Number(v || 0).toLocaleString("en-US")}`;
  const kilo = (v) => (v >= 1000 ? `$${v / 1000}K` : `$${v}`);
  // a running total in few characters ($640K, $1.29M), so six of them take two lines
  const short = (v) => (v >= 1e6 ? `$${Number((v / 1e6).toFixed(2))}M` : kilo(Number(v || 0)));
  const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const nameOf = (ctx, code) => (ctx.faces[code]?.name || code).replace(" (wild)", "");
  const valueOf = (ctx, code) => Number(ctx.faces[code]?.points) || 0;
  const worth = (ctx, cards) => cards.reduce((sum, c) => sum + valueOf(ctx, c), 0);
  // A wild says so in its name ("Gold (wild)"): read from the faces Python sends.
  const isWild = (ctx, code) => /\(wild\)/.test(ctx.faces[code]?.name || "");

  /** An asset card: value in the corner, the asset's symbol, its word on the band. */
  function assetCard(ctx, code, { size = "md", extra = "" } = {}) {
    const { h } = ctx;
    const [symbol, word] = LOOK[code] || ["?", code.toLowerCase()];
    const wild = isWild(ctx, code);
    const label = `${ctx.faces[code]?.name || code}, ${money(valueOf(ctx, code))}`;
    return h("div", { class: `ck-card ck-${size} ck-cya-card ck-cya-${code.toLowerCase()}` +
                             `${wild ? " ck-cya-wild" : ""} ${extra}`,
                      role: "img", "aria-label": label, title: label, "data-code": code },
      h("span", { class: "ck-corner", "aria-hidden": "true" }, kilo(valueOf(ctx, code))),
      h("span", { class: "ck-pip", "aria-hidden": "true" }, symbol),
      h("span", { class: "ck-sym", "aria-hidden": "true" }, wild ? "wild" : ""),
      h("span", { class: "ck-name", "aria-hidden": "true" }, word));
  }

  /** The words of an action, for the action bar and the table's buttons. */
  function label(text, ctx) {
    const w = text.split(" ");
    const obs = ctx.obs;
    switch (w[0]) {
      case "pair":
        return `Pair ${nameOf(ctx, w[1])} + ${nameOf(ctx, w[2])} (${money(worth(ctx, [w[1], w[2]]))})`;
      case "take":
        return `Pair your ${nameOf(ctx, w[1])} with the discard ${nameOf(ctx, obs.discard_top)}`;
      case "steal": {
        const top = (obs.top_sets || [])[Number(w[1])] || [];
        return `Challenge ${ctx.name(Number(w[1]))}'s ${nameOf(ctx, top[0] || "")} set ` +
               `(${money(worth(ctx, top))}) with ${nameOf(ctx, w[2])}`;
      }
      case "defend":
        return obs.fight && obs.fight.challenger === obs.current_player
          ? `Answer back with ${nameOf(ctx, w[1])}` : `Defend with ${nameOf(ctx, w[1])}`;
      case "yield":
        return obs.fight && obs.fight.challenger === obs.current_player
          ? "Yield: stop the fight" : "Yield: give up the set";
      case "discard": return `Discard ${nameOf(ctx, w[1])}`;
      default: return null;
    }
  }

  /** Round, dealer, target and the running totals; the draw pile and the discard top. */
  function centre(ctx, sel) {
    const { h, obs } = ctx;
    const totals = obs.totals || [];
    const info = h("div", { class: "ck-cya-match", role: "group", "aria-label": "the match" },
      h("strong", {}, `Round ${obs.round}`),
      h("span", {}, `dealer: ${ctx.name(obs.dealer)}`),
      h("span", { class: "ck-cya-target" }, `the match goes to ${money(obs.target)}; running totals:`),
      h("span", { class: "ck-cya-totals" },
        totals.map((t, p) => h("span", { "aria-label": `${ctx.name(p)} ${money(t)}` },
          `${ctx.name(p)} ${short(t)}`))));
    const n = obs.draw_pile_size ?? 0;
    const pile = h("div", { class: "ck-slot" },
      n ? ctx.cardBack(n, { label: `draw pile, ${n} cards` })
        : h("div", { class: "ck-card ck-md ck-ghost", role: "img", "aria-label": "draw pile empty" }),
      h("div", { class: "ck-caption" }, n ? "Draw pile" : "Draw pile: empty"));
    const top = obs.discard_top;
    const discard = h("div", { class: "ck-slot ck-cya-discard" },
      top ? assetCard(ctx, top, { size: "lg" })
          : h("div", { class: "ck-card ck-lg ck-ghost", role: "img", "aria-label": "discard pile empty" }),
      h("div", { class: "ck-caption" }, `Discard pile (${obs.discard_size || 0})`));
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
        h("span", { class: "ck-cya-times", "aria-label": `${n} cards` }, `×${n}`))));
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
          ctx.cardBack(sets - 1, { size: "sm", label: `${plural(sets - 1, "covered set")}, ${coveredCards} cards` }),
          h("div", { class: "ck-caption" }, `${plural(sets - 1, "set")} covered`))
      : "";
    let topNode;
    if (top) {
      const inFight = obs.fight && obs.fight.defender === p;
      topNode = h("div", { class: `ck-cya-topset${inFight ? " ck-cya-contested" : ""}`,
                           "data-player": p, role: "group",
                           "aria-label": `${ctx.name(p)}'s top set: ${top.join(" ")}, ${money(worth(ctx, top))}` },
        setCards(ctx, top, size),
        h("div", { class: "ck-caption" }, `top set ${money(worth(ctx, top))}` +
          (inFight ? " (at stake)" : "")));
      if (p !== obs.player && sel.card !== null) ctx.target(topNode, `steal ${p} ${sel.card}`);
      else if (p !== obs.player && ctx.legal.some((t) => t.startsWith(`steal ${p} `))) {
        topNode.classList.add("ck-cya-stealable");
      }
    } else {
      topNode = h("div", { class: "ck-cya-topset ck-cya-empty" }, h("span", { class: "ck-none" }, "no set yet"));
    }
    return h("div", { class: "ck-cya-stack" }, covered, topNode,
      h("div", { class: "ck-cya-value", "aria-label": `stack worth ${money(value)}` },
        h("span", { class: "ck-caption" }, "stack"), h("strong", {}, money(value))));
  }

  function header(ctx, p) {
    const { h, obs } = ctx;
    const flags = [];
    if (p === obs.current_player) flags.push(h("span", { class: "ck-badge" }, "to act"));
    if (p === obs.dealer) flags.push(h("span", { class: "ck-badge ck-cya-dealer" }, "dealer"));
    if (obs.fight && obs.fight.challenger === p) flags.push(h("span", { class: "ck-badge ck-cya-fighter" }, "challenger"));
    if (obs.fight && obs.fight.defender === p) flags.push(h("span", { class: "ck-badge ck-cya-fighter" }, "defender"));
    return h("header", {}, h("strong", {}, ctx.name(p)), ...flags,
      h("span", { class: "ck-score" }, `total ${money((obs.totals || [])[p])}`));
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
    const backs = h("div", { class: "ck-cya-backs", role: "img", "aria-label": `${ctx.name(p)} holds ${plural(size, "card")}` });
    for (let i = 0; i < size; i++) backs.append(ctx.cardBack(null, { size: "sm" }));
    return h("section", { class: seatClasses(obs, p), "aria-label": ctx.name(p) },
      header(ctx, p),
      h("div", { class: "ck-cya-hidden" }, backs,
        h("span", { class: "ck-caption" }, size ? `${plural(size, "card")} in hand` : "no cards")),
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
      h("div", { class: "ck-caption" }, `${i + 1}. ${ctx.name(who)}`)));
    // a long fight keeps its last cards in view, the earlier ones one click away
    const row = ctx.fold(cards, { key: "fight", keep: 6, cls: "ck-cya-shownrow",
                                  more: (n) => `${n} earlier card${n === 1 ? "" : "s"}` });
    const due = obs.current_player;
    const mine = due === obs.player && ctx.legal.length;
    const canShow = ctx.legal.some((t) => t.startsWith("defend "));
    let ask = `${ctx.name(due)} must answer: ${due === f.defender ? "defend" : "answer back"} or yield.`;
    if (mine) {
      ask = canShow
        ? `Your answer: click a glowing card to ${due === f.defender ? "defend" : "answer back"}, or yield.`
        : "Your answer: you have no card to show, so yield.";
    }
    return h("div", { class: "ck-cya-fight", role: "status", "aria-label": "steal fight" },
      h("div", { class: "ck-cya-fighthead" },
        h("span", { class: "ck-cya-swords", "aria-hidden": "true" }, "⚔"),
        h("span", {}, `${ctx.name(f.challenger)} challenges ${ctx.name(f.defender)}'s ` +
          `${nameOf(ctx, f.asset)} set (${money(worth(ctx, top))}). Cards shown so far ` +
          `(${money(worth(ctx, shown.map((x) => x[1])))}) go to the winner with the set:`)),
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
    const row = h("div", { class: "ck-cya-hand", role: "list", "aria-label": "your hand" });
    hand.forEach((code, i) => {
      const node = assetCard(ctx, code, { size: "lg" });
      const slot = h("div", { class: "ck-cya-slot", role: "listitem" }, node);
      if (fighting) {
        ctx.target(node, `defend ${code}`);
      } else if (ctx.legal.some((t) => t.split(" ").slice(1).includes(code))) {
        node.classList.add("ck-cya-pickable", "ck-pickable");
        node.setAttribute("aria-label", `${node.getAttribute("aria-label")}: select it`);
        if (sel.picked.includes(i)) node.classList.add("ck-cya-selected");
        if (sel.partners.has(i)) node.classList.add("ck-cya-partner");
        node.addEventListener("click", () => {
          sel.picked = sel.picked.includes(i) ? sel.picked.filter((k) => k !== i) : [...sel.picked, i].slice(-2);
          sel.repaint();
        });
      }
      row.append(slot);
    });
    if (!hand.length) row.append(h("span", { class: "ck-none" }, "no cards"));
    // the hand's size and worth in the header line: the cards themselves sit higher on screen
    const head = header(ctx, me);
    head.insertBefore(h("span", { class: "ck-caption ck-cya-left" }, `Your hand: ${plural(hand.length, "card")}, ` +
      `${money(worth(ctx, hand))}`), head.querySelector(".ck-score"));
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
    let hint = "Click a card in your hand to select it.";
    if (cards.length === 2) {
      const [a, b] = cards;
      pairText = ctx.legal.find((t) => t === `pair ${a} ${b}` || t === `pair ${b} ${a}`) || null;
      hint = pairText ? "" : "These two cards make no set you may lay now.";
    } else if (cards.length === 1) {
      hint = "Select a second card and press Make a pair, or click the glowing discard or a glowing top set.";
    }
    const pairButton = pairText
      ? tableButton(ctx, pairText, `Make a pair: ${nameOf(ctx, cards[0])} + ${nameOf(ctx, cards[1])}`,
                    "ck-cya-big ck-cya-pair")
      : h("button", { class: "ck-btn ck-call ck-cya-big ck-cya-pair", type: "button",
                      disabled: true }, "Make a pair");
    const extra = [];
    if (cards.length === 1 && ctx.isLegal(`discard ${cards[0]}`)) {
      extra.push(tableButton(ctx, `discard ${cards[0]}`, `Discard ${nameOf(ctx, cards[0])}`, "ck-cya-big"));
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
