// Push: draw pile, up to three columns, and each player's bench and bank.
// Draws Push's observation only; which actions exist comes from ctx.legal.

registerGame("push", (() => {
  const SPECIAL = { ROLL: "⚄", SWITCH: "⇄" };
  const COLOURS = ["red", "blue", "green", "yellow", "purple"];

  const pushCard = (ctx, code, size = "md") =>
    ctx.card(code, { size, symbol: SPECIAL[code] || null,
                     extra: SPECIAL[code] ? "ck-special" : "" });

  const points = (ctx, cards) =>
    cards.reduce((sum, code) => sum + (Number(ctx.faces[code]?.rank) || 0), 0);

  function label(text, ctx) {
    const [word, arg] = text.split(" ");
    const obs = ctx.obs;
    if (word === "draw") return ctx.t("push_draw");
    if (word === "stop") return ctx.t("push_stop");
    if (word === "place") {
      const n = Number(arg);
      const fresh = n > (obs.columns || []).length;
      return ctx.t(fresh ? "push_place_new" : "push_place", { card: obs.pending, n });
    }
    if (word === "take") {
      const cards = (obs.columns || [])[Number(arg) - 1] || [];
      return ctx.t("push_take", { n: arg, cards: cards.join(" ") || ctx.t("push_empty") });
    }
    if (word === "bank") {
      const bench = (obs.bench || [])[obs.current_player] || [];
      const mine = bench.filter((c) => ctx.faces[c]?.colour === arg);
      return ctx.t("push_bank", { colour: ctx.colour(arg), cards: ctx.t("push_cards", { n: mine.length }),
                                  points: points(ctx, mine) });
    }
    return text;
  }

  /** The draw pile and the drawn card, with the direction of collection and the discard in
   *  words below them: a block as tall as the columns beside it. */
  function pile(ctx) {
    const obs = ctx.obs;
    const { h } = ctx;
    const back = ctx.cardBack(obs.draw_pile_size, { label: ctx.t("draw_pile_aria", { n: obs.draw_pile_size }) });
    const drawPile = ctx.target(h("div", { class: "ck-slot" }, back,
                                  h("div", { class: "ck-caption" }, ctx.t("draw_pile"))), "draw");
    const pending = h("div", { class: "ck-slot ck-pending" },
      obs.pending ? pushCard(ctx, obs.pending, "md")
                  : h("div", { class: "ck-card ck-md ck-ghost", "aria-hidden": "true" }),
      h("div", { class: "ck-caption" }, ctx.t(obs.pending ? "push_place_it" : "push_drawn")));
    const clockwise = obs.direction === "clockwise";
    const switches = obs.switch_pile;
    const facts = h("div", { class: "ck-zone ck-push-facts" },
      h("div", { class: "ck-push-way", role: "img",
                 "aria-label": ctx.t(clockwise ? "push_way_cw_aria" : "push_way_ccw_aria") },
        h("span", { class: "ck-arrow", "aria-hidden": "true" }, clockwise ? "↻" : "↺"),
        " ", ctx.t(clockwise ? "push_way_cw" : "push_way_ccw")),
      h("div", {}, ctx.t("push_switches", { n: switches })),
      h("div", {}, ctx.t("push_discard", { n: obs.discard_size })));
    return h("div", { class: "ck-push-top" }, h("div", { class: "ck-push-piles" }, drawPile, pending), facts);
  }

  function columns(ctx) {
    const obs = ctx.obs;
    const { h } = ctx;
    const row = h("div", { class: "ck-columns" });
    const cols = obs.columns || [];
    for (let i = 0; i < 3; i++) {
      const n = i + 1;
      const col = cols[i];
      let body;
      let state;
      if (i >= cols.length) {
        state = "unused";
        body = h("div", { class: "ck-col-empty" }, ctx.t("push_no_column"));
      } else if (col === null) {
        state = "taken";
        body = h("div", { class: "ck-col-empty" }, ctx.t("push_taken"));
      } else {
        state = "open";
        body = h("div", { class: "ck-stack" }, col.map((code) => pushCard(ctx, code, "sm")));
      }
      const pts = col ? points(ctx, col) : 0;
      const node = h("div", { class: `ck-column ck-col-${state}`, "data-column": n },
        h("div", { class: "ck-col-head" }, ctx.t("push_column", { n }),
          col ? h("span", { class: "ck-pts" }, ctx.t("push_pts", { n: pts })) : ""),
        body);
      ctx.target(node, `place ${n}`);
      ctx.target(node, `take ${n}`);
      row.append(node);
    }
    return row;
  }

  /** The last bust, while no new push has begun since (read from the recent events the view
   *  passes): who busted, the card that fit no column and what the roll took. */
  function lastBust(ctx) {
    const recent = ctx.view.recent || [];
    for (let i = recent.length - 1; i >= 0; i--) {
      const events = recent[i].events || [];
      const bust = events.find((e) => e.kind === "bust");
      if (bust) {
        const roll = events.find((e) => e.kind === "roll" && e.player === bust.player);
        return { player: bust.player, card: bust.data.card, roll: roll ? roll.data : null };
      }
      if (recent[i].text === "draw" || recent[i].text.startsWith("bank")) return null;
    }
    return null;
  }

  /** The busting card beside the bench, with what the die took. */
  function bustNote(ctx, bust) {
    const { h } = ctx;
    const roll = bust.roll;
    const lost = roll ? roll.lost || [] : [];
    const face = roll ? ctx.named("die_faces", roll.face) : "";
    const words = !roll ? "" : lost.length
      ? ctx.t("push_rolled_lost", { face, cards: ctx.t("push_cards", { n: lost.length }),
                                    points: roll.points })
      : ctx.t("push_rolled_safe", { face });
    return h("div", { class: "ck-push-bust", role: "status",
                      "aria-label": ctx.t("push_bust_aria", { card: bust.card, words }) },
      h("div", { class: "ck-push-bust-word" }, ctx.t("push_bust")),
      h("div", { class: "ck-push-bust-body" },
        pushCard(ctx, bust.card, "sm"),
        h("div", { class: "ck-push-bust-text" }, ctx.t("push_fits_none", { card: bust.card }), h("br"), words,
          lost.length ? h("div", { class: "ck-push-lost" }, lost.map((c) => pushCard(ctx, c, "sm"))) : "")));
  }

  /** One colour of a bench as one chip: its symbol and colour, how many cards, their points;
   *  a long bench stays one line (five chips at most) however many cards it holds. */
  function stack(ctx, colour, cards) {
    const { h } = ctx;
    const pts = points(ctx, cards);
    const ranks = cards.map((c) => ctx.faces[c]?.rank).join(", ");
    const words = ctx.t("push_chip_aria", { n: cards.length, colour: ctx.colour(colour), ranks, points: pts });
    const symbol = ctx.faces[cards[0]]?.symbol || "";
    return h("div", { class: `ck-push-chip ck-c-${colour}`, title: words, "aria-label": words,
                      role: "img", "data-colour": colour },
      h("span", { class: "ck-push-chip-sym", "aria-hidden": "true" }, symbol),
      h("span", { "aria-hidden": "true" }, ctx.t("push_chip", { colour: ctx.colour(colour), n: cards.length })),
      h("strong", { "aria-hidden": "true" }, ctx.t("push_pts", { n: pts })));
  }

  function seat(ctx, p, bust) {
    const obs = ctx.obs;
    const { h } = ctx;
    const bench = (obs.bench || [])[p] || [];
    const stacks = h("div", { class: "ck-bench" });
    for (const colour of COLOURS) {
      const mine = bench.filter((c) => ctx.faces[c]?.colour === colour);
      if (!mine.length) continue;
      const node = stack(ctx, colour, mine);
      if (p === obs.current_player) ctx.target(node, `bank ${colour}`);
      stacks.append(node);
    }
    if (!bench.length) stacks.append(h("span", { class: "ck-none" }, ctx.t("push_bench_empty")));
    // every card of the bench, one click (or Enter) away
    const cards = bench.length
      ? ctx.fold(bench.map((code) => pushCard(ctx, code, "sm")),
                 { key: `bench:${p}`, keep: 0, cls: "ck-push-cards",
                   more: (n) => ctx.t("push_cards", { n }) })
      : "";
    const bankSize = (obs.bank_sizes || [])[p] || 0;
    const bankPts = points(ctx, (obs.bank || [])[p] || []);
    const score = (obs.scores || {})[p] ?? 0;
    const classes = ["ck-seat"];
    if (p === obs.current_player) classes.push("ck-to-act");
    if (p === obs.player) classes.push("ck-viewer");
    return h("section", { class: classes.join(" "), "aria-label": ctx.name(p) },
      h("header", {},
        h("strong", {}, ctx.name(p)),
        p === obs.current_player ? h("span", { class: "ck-badge" }, ctx.t("to_act")) : "",
        h("span", { class: "ck-caption ck-bank", "aria-label": ctx.t("push_bank_aria", { n: bankSize, points: bankPts }) },
          ctx.t("push_bank_safe", { cards: ctx.t("push_cards", { n: bankSize }), points: bankPts })),
        h("span", { class: "ck-score" }, ctx.t("push_points", { n: score }))),
      h("div", { class: "ck-push-line" },
        h("span", { class: "ck-caption" }, ctx.t("push_bench")), stacks, cards),
      bust && bust.player === p ? bustNote(ctx, bust) : "");
  }

  function seats(ctx) {
    const bust = lastBust(ctx);
    const players = [];
    for (let p = 0; p < ctx.obs.players; p++) players.push(seat(ctx, p, bust));
    return ctx.h("div", { class: "ck-seats" }, players);
  }

  return {
    label,
    draw(ctx) {
      ctx.board.classList.add("ck-push");
      ctx.board.append(ctx.h("div", { class: "ck-push-row" }, pile(ctx), columns(ctx)), seats(ctx));
      // a click target is named by its action for screen readers (table.js makes it a button)
      for (const node of ctx.board.querySelectorAll(".ck-target[data-action]")) {
        node.setAttribute("aria-label", ctx.label(node.dataset.action));
      }
    },
  };
})());
