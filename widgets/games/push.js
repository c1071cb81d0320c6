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
    if (word === "draw") return "Draw a card";
    if (word === "stop") return "Stop and collect";
    if (word === "place") {
      const n = Number(arg);
      const fresh = n > (obs.columns || []).length;
      return `Place ${obs.pending} in ${fresh ? "new " : ""}column ${n}`;
    }
    if (word === "take") {
      const cards = (obs.columns || [])[Number(arg) - 1] || [];
      return `Take column ${arg} (${cards.join(" ") || "empty"})`;
    }
    if (word === "bank") {
      const bench = (obs.bench || [])[obs.current_player] || [];
      const mine = bench.filter((c) => ctx.faces[c]?.colour === arg);
      return `Bank ${arg} (${mine.length} card${mine.length === 1 ? "" : "s"}, ` +
             `${points(ctx, mine)} points)`;
    }
    return text;
  }

  /** The draw pile and the drawn card, with the direction of collection and the discard in
   *  words below them: a block as tall as the columns beside it. */
  function pile(ctx) {
    const obs = ctx.obs;
    const { h } = ctx;
    const back = ctx.cardBack(obs.draw_pile_size, { label: `draw pile, ${obs.draw_pile_size} cards` });
    const drawPile = ctx.target(h("div", { class: "ck-slot" }, back,
                                  h("div", { class: "ck-caption" }, "Draw pile")), "draw");
    const pending = h("div", { class: "ck-slot ck-pending" },
      obs.pending ? pushCard(ctx, obs.pending, "md")
                  : h("div", { class: "ck-card ck-md ck-ghost", "aria-hidden": "true" }),
      h("div", { class: "ck-caption" }, obs.pending ? "Place it" : "Drawn card"));
    const clockwise = obs.direction === "clockwise";
    const switches = obs.switch_pile;
    const facts = h("div", { class: "ck-zone ck-push-facts" },
      h("div", { class: "ck-push-way", role: "img", "aria-label": `collection goes ${obs.direction}` },
        h("span", { class: "ck-arrow", "aria-hidden": "true" }, clockwise ? "↻" : "↺"),
        ` Collect ${obs.direction}`),
      h("div", {}, `Switch cards: ${switches}`), h("div", {}, `Discard pile: ${obs.discard_size}`));
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
        body = h("div", { class: "ck-col-empty" }, "no column yet");
      } else if (col === null) {
        state = "taken";
        body = h("div", { class: "ck-col-empty" }, "taken");
      } else {
        state = "open";
        body = h("div", { class: "ck-stack" }, col.map((code) => pushCard(ctx, code, "sm")));
      }
      const pts = col ? points(ctx, col) : 0;
      const node = h("div", { class: `ck-column ck-col-${state}`, "data-column": n },
        h("div", { class: "ck-col-head" }, `Column ${n}`,
          col ? h("span", { class: "ck-pts" }, `${pts} pt${pts === 1 ? "" : "s"}`) : ""),
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
    const words = !roll ? "" : lost.length
      ? `Rolled ${roll.face}: lost ${lost.length} card${lost.length === 1 ? "" : "s"} (${roll.points} pts)`
      : `Rolled ${roll.face}: the bench is safe`;
    return h("div", { class: "ck-push-bust", role: "status",
                      "aria-label": `Bust: ${bust.card} fits no column. ${words}` },
      h("div", { class: "ck-push-bust-word" }, "BUST"),
      h("div", { class: "ck-push-bust-body" },
        pushCard(ctx, bust.card, "sm"),
        h("div", { class: "ck-push-bust-text" }, `${bust.card} fits no column.`, h("br"), words,
          lost.length ? h("div", { class: "ck-push-lost" }, lost.map((c) => pushCard(ctx, c, "sm"))) : "")));
  }

  /** One colour of a bench as one chip: its symbol and colour, how many cards, their points;
   *  a long bench stays one line (five chips at most) however many cards it holds. */
  function stack(ctx, colour, cards) {
    const { h } = ctx;
    const pts = points(ctx, cards);
    const ranks = cards.map((c) => ctx.faces[c]?.rank).join(", ");
    const words = `${cards.length} ${colour} card${cards.length === 1 ? "" : "s"} (${ranks}): ${pts} points`;
    const symbol = ctx.faces[cards[0]]?.symbol || "";
    return h("div", { class: `ck-push-chip ck-c-${colour}`, title: words, "aria-label": words,
                      role: "img", "data-colour": colour },
      h("span", { class: "ck-push-chip-sym", "aria-hidden": "true" }, symbol),
      h("span", { "aria-hidden": "true" }, `${colour} ×${cards.length}`),
      h("strong", { "aria-hidden": "true" }, `${pts} pt${pts === 1 ? "" : "s"}`));
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
    if (!bench.length) stacks.append(h("span", { class: "ck-none" }, "bench empty"));
    // every card of the bench, one click (or Enter) away
    const cards = bench.length
      ? ctx.fold(bench.map((code) => pushCard(ctx, code, "sm")),
                 { key: `bench:${p}`, keep: 0, cls: "ck-push-cards",
                   more: (n) => `${n} card${n === 1 ? "" : "s"}` })
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
        p === obs.current_player ? h("span", { class: "ck-badge" }, "to act") : "",
        h("span", { class: "ck-caption ck-bank", "aria-label": `bank, ${bankSize} cards, ${bankPts} points` },
          `Bank (safe): ${bankSize} card${bankSize === 1 ? "" : "s"}, ${bankPts} pts`),
        h("span", { class: "ck-score" }, `${score} points`)),
      h("div", { class: "ck-push-line" },
        h("span", { class: "ck-caption" }, "Bench (at risk):"), stacks, cards),
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
