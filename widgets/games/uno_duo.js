// UNO Duo: the opponent's hand face down, the piles, and the viewer's own hand.
// Draws UNO Duo's observation only (it holds no hidden card of the opponent);
// which actions exist comes from ctx.legal.

registerGame("uno-duo", (() => {
  const COLOURS = ["red", "yellow", "green", "blue"];
  const FALLBACK_SUIT = { red: "♥", yellow: "★", green: "♣", blue: "♠" };
  // The big mark of a card: its number, or a symbol for an action card.
  const MARK = { "+2": "+2", SKIP: "⊘", REV: "⇄", WILD: "W", "WILD+4": "+4" };
  const SYMBOL_NAME = { "+2": "uno_sym_draw2", SKIP: "uno_sym_skip", REV: "uno_sym_reverse" };

  const BACKS = 6;
  const isWild = (code) => code.startsWith("WILD");
  // Each colour's symbol comes with the card faces Python sends.
  const suit = (ctx, colour) =>
    Object.values(ctx.faces).find((f) => f.colour === colour)?.symbol || FALLBACK_SUIT[colour] || "";
  const symbolOf = (code) => (isWild(code) ? code : code.slice(1));
  const cardName = (ctx, code) => ctx.faces[code]?.name || code;

  /** A card as a shape: colour name, colour symbol and its number or action mark. */
  function unoCard(ctx, code, { size = "md", extra = "" } = {}) {
    const { h } = ctx;
    const face = ctx.faces[code] || { code, name: code };
    const wild = isWild(code);
    const colour = wild ? "wild" : face.colour;
    const sym = symbolOf(code);
    const mark = MARK[sym] || sym;
    const mine = wild ? "✦" : face.symbol || suit(ctx, colour);
    const word = wild ? ctx.t(code === "WILD" ? "uno_wild" : "uno_wild4") : ctx.colour(colour);
    const wide = mark.length > 1 ? "ck-uno-wide" : "";
    return h("div", { class: `ck-card ck-${size} ck-c-${colour} ck-uno-card ${wide} ${extra}`, role: "img",
                      "aria-label": face.name || code, title: face.name || code, "data-code": code },
      h("span", { class: "ck-corner", "aria-hidden": "true" }, mark, h("br"), mine),
      h("span", { class: "ck-pip", "aria-hidden": "true" }, mark),
      h("span", { class: "ck-sym", "aria-hidden": "true" },
        SYMBOL_NAME[sym] ? h("span", { class: "ck-uno-what" }, ctx.t(SYMBOL_NAME[sym])) : mine),
      h("span", { class: "ck-name", "aria-hidden": "true" }, word));
  }

  /** The words of an action, for the action bar and the table's buttons. */
  function label(text, ctx) {
    const obs = ctx.obs;
    const words = text.split(" ");
    const word = words[0];
    if (word === "play") {
      const code = words[1];
      const named = COLOURS.includes(words[2]) ? words[2] : null;
      const uno = words[words.length - 1] === "uno";
      const key = `uno_play${named ? "_name" : ""}${uno ? "_uno" : ""}`;
      return ctx.t(key, { card: cardName(ctx, code), colour: named ? ctx.colour(named) : "" });
    }
    if (word === "keep") {
      if (obs.phase === "draft") return ctx.t("uno_keep_top");
      return obs.drawn ? ctx.t("uno_keep_drawn", { card: cardName(ctx, obs.drawn) }) : ctx.t("uno_keep_it_drawn");
    }
    if (word === "discard") return ctx.t("uno_pass_up");
    if (word === "draw") {
      return obs.phase === "volley" && obs.volley_total
        ? ctx.t("uno_draw_volley", { n: obs.volley_total }) : ctx.t("uno_draw");
    }
    if (word === "done") return ctx.t("uno_done");
    if (word === "colour") return ctx.t("uno_name_colour", { colour: ctx.colour(words[1]) });
    if (word === "uno") return ctx.t("uno_say_late");
    if (word === "catch") return ctx.t("uno_catch", { name: ctx.name(obs.uno_pending) });
    if (word === "challenge") return ctx.t("uno_challenge");
    if (word === "accept") return ctx.t("uno_accept");
    return text;
  }

  /** A player whose hand the screen does not show: its backs and their count. */
  function opponent(ctx, opp) {
    const { h } = ctx;
    const obs = ctx.obs;
    const size = (obs.hand_sizes || [])[opp] || 0;
    const backs = h("div", { class: "ck-uno-backs", role: "img",
                             "aria-label": ctx.t("uno_holds", { name: ctx.name(opp), n: size }) });
    // a fan of at most BACKS backs: the count in words says how many (a long hand stays one row)
    for (let i = 0; i < Math.min(size, BACKS); i++) backs.append(ctx.cardBack(null, { size: "sm" }));
    return seat(ctx, opp, h("div", { class: "ck-uno-row" }, backs,
      h("span", { class: "ck-uno-count" }, size ? ctx.t("uno_cards", { n: size }) : ctx.t("no_cards"))));
  }

  function seat(ctx, p, body) {
    const { h } = ctx;
    const obs = ctx.obs;
    const total = (obs.totals || [])[p] ?? 0;
    const size = (obs.hand_sizes || [])[p] || 0;
    const classes = ["ck-seat", "ck-uno-seat"];
    if (p === obs.current_player) classes.push("ck-to-act");
    if (p === obs.player) classes.push("ck-viewer");
    const flags = [];
    if (p === obs.current_player) flags.push(h("span", { class: "ck-badge" }, ctx.t("to_act")));
    if (size === 1 && obs.uno_pending !== p && obs.phase !== "draft") {
      flags.push(h("span", { class: "ck-badge ck-uno-flag" }, ctx.t("uno_one_card")));
    }
    if (obs.uno_pending === p) {
      flags.push(h("span", { class: "ck-badge ck-uno-forgot" }, ctx.t("uno_forgot")));
      if (ctx.isLegal("catch")) flags.push(tableButton(ctx, "catch", ctx.t("uno_catch_btn"), "ck-uno-big"));
      if (ctx.isLegal("uno")) flags.push(tableButton(ctx, "uno", ctx.t("uno_say_now"), "ck-uno-big"));
    }
    return h("section", { class: classes.join(" "), "aria-label": ctx.name(p) },
      h("header", {}, h("strong", {}, ctx.name(p)), ...flags,
        h("span", { class: "ck-score" }, ctx.t("uno_points", { n: total }))),
      body);
  }

  function centre(ctx) {
    const { h } = ctx;
    const obs = ctx.obs;
    const n = obs.draw_pile_size ?? 0;
    const parts = [];
    const pile = ctx.target(h("div", { class: "ck-slot" },
      ctx.cardBack(n, { label: ctx.t("draw_pile_aria", { n }) }),
      h("div", { class: "ck-caption" }, obs.phase === "volley" ? ctx.t("uno_pile_take", { n: obs.volley_total })
        : ctx.t("draw_pile"))),
      "draw");
    parts.push(pile);

    if (obs.phase === "draft") {
      parts.push(draft(ctx));
    } else {
      const top = obs.discard_top;
      const colour = obs.colour;
      const named = colour
        ? h("div", { class: `ck-uno-colour ck-c-${colour}` }, `${suit(ctx, colour)} ${ctx.colour(colour).toUpperCase()}`)
        : h("div", { class: "ck-uno-colour ck-uno-unnamed" }, ctx.t("uno_unnamed"));
      const discard = h("div", { class: "ck-slot ck-uno-discard" },
        top ? unoCard(ctx, top, { size: "lg" })
            : h("div", { class: "ck-card ck-lg ck-ghost", "aria-hidden": "true" }),
        h("div", { class: "ck-caption" }, ctx.t("discard_pile_n", { n: obs.discard_size || 0 })));
      const inForce = h("div", { class: "ck-slot ck-uno-force", role: "status",
                                 "aria-label": colour ? ctx.t("uno_in_force_aria", { colour: ctx.colour(colour) })
                                   : ctx.t("uno_unnamed_aria") },
        h("div", { class: "ck-caption" }, ctx.t("uno_in_force")), named);
      const namers = COLOURS.filter((c) => ctx.isLegal(`colour ${c}`));
      if (namers.length) {
        inForce.append(h("div", { class: "ck-uno-colours" },
          namers.map((c) => tableButton(ctx, `colour ${c}`, `${suit(ctx, c)} ${ctx.colour(c)}`, `ck-uno-cbtn ck-c-${c}`))));
      }
      parts.push(discard, inForce);
    }
    if (obs.volley_total) {
      parts.push(h("div", { class: "ck-slot ck-uno-volley", role: "status",
                            "aria-label": ctx.t("uno_volley_aria", { n: obs.volley_total }) },
        h("div", { class: "ck-uno-volley-n" }, `+${obs.volley_total}`),
        h("div", { class: "ck-caption" }, ctx.t("uno_volley"))));
    }
    if (obs.drawn) {
      parts.push(h("div", { class: "ck-slot ck-pending" },
        ctx.target(unoCard(ctx, obs.drawn, { size: "lg" }), `play ${obs.drawn}`),
        h("div", { class: "ck-caption" }, ctx.t("uno_drew_this")),
        ctx.isLegal("keep") ? tableButton(ctx, "keep", ctx.t("uno_keep_it")) : ""));
    }
    return h("div", { class: "ck-uno-centre" }, parts);
  }

  function draft(ctx) {
    const { h } = ctx;
    const obs = ctx.obs;
    const pile = obs.draft_discard || [];
    const looking = obs.looking_at
      ? ctx.target(unoCard(ctx, obs.looking_at, { size: "lg" }), "keep")
      : h("div", { class: "ck-card ck-lg ck-ghost", "aria-hidden": "true" });
    // the newest cards of the face-up pile in view, the older ones one click away
    const shown = pile.length
      ? ctx.fold(pile.map((c) => unoCard(ctx, c, { size: "sm" })),
                 { key: "draft", keep: 3, cls: "ck-uno-fan", more: (n) => ctx.t("uno_older", { n }) })
      : h("div", { class: "ck-uno-fan" }, h("span", { class: "ck-none" }, ctx.t("uno_empty")));
    const discardPile = ctx.target(h("div", { class: "ck-slot ck-uno-draftpile" }, shown,
      h("div", { class: "ck-caption" }, ctx.t("uno_draft_pile", { n: pile.length }))), "discard");
    return h("div", { class: "ck-uno-draft" },
      h("div", { class: "ck-slot ck-pending" }, looking,
        h("div", { class: "ck-caption" }, ctx.t(obs.looking_at ? "uno_top_keep" : "uno_drafting"))),
      discardPile);
  }

  /** What the table asks for now, beyond playing a card: the phase in words, with its buttons. */
  function notices(ctx) {
    const { h } = ctx;
    const obs = ctx.obs;
    const out = [];
    if (obs.phase === "challenge" && obs.wild_draw_four_on) {
      const on = obs.wild_draw_four_on;
      const was = obs.wild_draw_four_on_colour;
      out.push(h("div", { class: "ck-uno-notice" },
        h("span", {}, `${was ? ctx.t("uno_wd4_on_was", { card: cardName(ctx, on), colour: ctx.colour(was) })
                             : ctx.t("uno_wd4_on", { card: cardName(ctx, on) })} `),
        ctx.isLegal("challenge") ? tableButton(ctx, "challenge", ctx.t("uno_challenge_btn"), "ck-uno-big") : "",
        ctx.isLegal("accept") ? tableButton(ctx, "accept", ctx.t("uno_accept"), "ck-uno-big") : ""));
    }
    if (obs.phase === "run" && obs.run_colour) {
      out.push(h("div", { class: "ck-uno-notice" },
        h("span", {}, `${ctx.t("uno_run", { colour: ctx.colour(obs.run_colour) })} `),
        ctx.isLegal("done") ? tableButton(ctx, "done", ctx.t("uno_play_no_more"), "ck-uno-big") : ""));
    }
    if (obs.phase === "volley" && obs.volley_total && obs.current_player === obs.player) {
      out.push(h("div", { class: "ck-uno-notice" },
        h("span", {}, `${ctx.t("uno_stack", { n: obs.volley_total })} `),
        ctx.isLegal("draw") ? tableButton(ctx, "draw", ctx.t("uno_draw_n", { n: obs.volley_total }), "ck-uno-big") : ""));
    }
    if (obs.phase === "draft" && ctx.isLegal("keep")) {
      out.push(h("div", { class: "ck-uno-notice" },
        h("span", {}, `${ctx.t("uno_drafting_how")} `),
        // in a play view the dock just below holds the same two buttons
        ctx.fit ? "" : tableButton(ctx, "keep", ctx.t("uno_keep"), "ck-uno-big"),
        ctx.fit ? "" : tableButton(ctx, "discard", ctx.t("uno_pass_it"), "ck-uno-big")));
    }
    return out.length ? h("div", { class: "ck-uno-notices" }, out) : "";
  }

  /** The viewer's hand: a click on a card plays it; Wilds get a button per colour. */
  function hand(ctx) {
    const { h } = ctx;
    const obs = ctx.obs;
    const me = obs.player;
    const cards = obs.hand || [];
    const row = h("div", { class: "ck-uno-hand", role: "list", "aria-label": ctx.t("your_hand_aria") });
    let drawnMarked = false;
    for (const code of cards) {
      const plain = `play ${code}`;
      const plays = ctx.legal.filter((t) => t === plain || t.startsWith(`${plain} `));
      const extra = obs.drawn === code && !drawnMarked ? "ck-uno-drawn" : "";
      if (extra) drawnMarked = true;
      const node = unoCard(ctx, code, { extra });
      ctx.target(node, plain);
      const slot = h("div", { class: "ck-uno-slot", role: "listitem" }, node);
      const others = plays.filter((t) => t !== plain);
      // A Wild: one button per colour (and per colour with UNO); else "+ say UNO".
      for (const uno of [false, true]) {
        const group = others.filter((t) => t.endsWith(" uno") === uno);
        if (!group.length) continue;
        slot.append(h("div", { class: `ck-uno-variants${group.length > 1 ? " ck-uno-grid" : ""}` },
          uno && group.length > 1 ? h("span", { class: "ck-uno-vhead" }, ctx.t("uno_and_say")) : "",
          group.map((t) => {
            const words = t.split(" ");
            const named = COLOURS.includes(words[2]) ? words[2] : null;
            const text = named ? `${suit(ctx, named)} ${ctx.colour(named)}` : ctx.t("uno_plus_say");
            return tableButton(ctx, t, text, named ? `ck-uno-cbtn ck-c-${named}` : "ck-uno-say");
          })));
      }
      row.append(slot);
    }
    if (!cards.length) row.append(h("span", { class: "ck-none" }, ctx.t("no_cards")));
    const pts = cards.reduce((sum, c) => sum + (Number(ctx.faces[c]?.points) || 0), 0);
    return seat(ctx, me, h("div", {},
      row, h("div", { class: "ck-caption ck-uno-left" },
        ctx.t(obs.phase === "over" ? "uno_left_over" : "uno_left_now",
              { cards: ctx.t("uno_cards", { n: cards.length }), points: pts }))));
  }

  function match(ctx) {
    const { h } = ctx;
    const obs = ctx.obs;
    const totals = obs.totals || [0, 0];
    const rounds = obs.rounds || [];
    // the last round in view, the earlier ones one click away
    const done = rounds.map((r) => h("span", { class: "ck-uno-round" },
      ctx.t("uno_round_done", { round: r.round, name: ctx.name(r.out), a: r.points[0], b: r.points[1] })));
    return h("div", { class: "ck-uno-match", role: "group", "aria-label": ctx.t("uno_match_aria") },
      h("strong", {}, ctx.t("round_n", { n: obs.round })),
      h("span", {}, ctx.t("uno_match", { a_name: ctx.name(0), a: totals[0], b: totals[1], b_name: ctx.name(1) })),
      h("span", { class: "ck-uno-target" }, ctx.t("uno_target", { n: obs.target })),
      done.length ? ctx.fold(done, { key: "rounds", keep: 1, cls: "ck-uno-rounds",
                                     more: (n) => ctx.t("uno_earlier_rounds", { n }) }) : "");
  }

  return {
    label,
    draw(ctx) {
      ctx.board.classList.add("ck-uno");
      // the opponent and the piles share the first row, so the hand stays in view above the dock
      // an onlooker (the projector) sees both hands face down
      const me = ctx.onlooker ? 0 : ctx.obs.player;
      ctx.board.append(match(ctx), h("div", { class: "ck-uno-top" }, opponent(ctx, 1 - me), centre(ctx)),
                       notices(ctx), ctx.onlooker ? opponent(ctx, me) : hand(ctx));
      // a click target is named by its action for screen readers (table.js makes it a button)
      for (const node of ctx.board.querySelectorAll(".ck-target[data-action]:not(button)")) {
        node.setAttribute("aria-label", ctx.label(node.dataset.action));
      }
    },
  };
})());
