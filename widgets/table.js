// cardkit table widget: the shared front end of every game.
//
// It draws only the state Python syncs (`view`: the observation of the seat
// shown, the legal action texts, names and a status line) and sends back the
// action text the user chose. All rules stay in Python.
//
// Each game adds its own renderer in widgets/games/<module>.js by calling
// registerGame(name, { draw(ctx), label(text, ctx) }). Python concatenates
// this file and every game file into one ES module, so no build step is needed
// (see widgets/README.md).

const RENDERERS = {};

/** Make a game's renderer known: draw(ctx) fills ctx.board; label(text, ctx) names an action. */
function registerGame(name, renderer) {
  RENDERERS[name] = renderer;
}

/** A tiny DOM helper: h("div", { class: "x", onclick: f }, child, "text"). */
function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "class") node.className = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** A card as a shape: rank, colour name and symbol, so it reads without colour. */
function card(code, faces, { size = "md", extra = "", symbol = null } = {}) {
  const face = faces[code] || { code, name: code };
  const colour = face.colour || "plain";
  const mark = symbol || face.symbol || "";
  const rank = face.rank === null || face.rank === undefined ? "" : String(face.rank);
  const label = face.name || code;
  return h("div", { class: `ck-card ck-${size} ck-c-${colour} ${extra}`, role: "img",
                    "aria-label": label, title: label, "data-code": code },
    h("span", { class: "ck-corner", "aria-hidden": "true" }, rank, h("br"), mark),
    h("span", { class: "ck-pip", "aria-hidden": "true" }, rank || mark),
    h("span", { class: "ck-sym", "aria-hidden": "true" }, rank ? mark : ""),
    h("span", { class: "ck-name", "aria-hidden": "true" }, face.colour || label));
}

/** The back of a card (a face-down pile or hand), with an optional count. */
function cardBack(count = null, { size = "md", label = "face-down card" } = {}) {
  return h("div", { class: `ck-card ck-back ck-${size}`, role: "img", "aria-label": label },
    count === null ? "" : h("span", { class: "ck-count" }, String(count)));
}

function render({ model, el }) {
  const root = h("div", { class: "ck-table" });
  el.appendChild(root);
  let busyTimer = null;

  const send = (text) => {
    root.classList.add("ck-busy");
    clearTimeout(busyTimer);
    busyTimer = setTimeout(() => root.classList.remove("ck-busy"), 3000);
    model.send({ type: "action", text });
  };

  const draw = () => {
    clearTimeout(busyTimer);
    root.classList.remove("ck-busy");
    const focused = root.contains(document.activeElement)
      ? document.activeElement.getAttribute("data-key") : null;
    const view = model.get("view") || {};
    const game = model.get("game");
    const faces = model.get("faces") || {};
    const renderer = RENDERERS[game];
    const legal = view.legal || [];
    const board = h("div", { class: "ck-board" });
    const ctx = {
      obs: view.obs || {}, legal, view, faces, h, send, board,
      card: (code, opts) => card(code, faces, opts),
      cardBack,
      name: (p) => (view.names || [])[p] ?? `Player ${p}`,
      isLegal: (text) => legal.includes(text),
      label: (text) => (renderer && renderer.label ? renderer.label(text, ctx) : null) || text,
      // Make a table element a click target for a legal action; the keyboard
      // path is the action bar, so targets stay out of the tab order.
      target(node, text) {
        if (!legal.includes(text)) return node;
        node.classList.add("ck-target");
        node.setAttribute("data-action", text);
        node.setAttribute("title", ctx.label(text));
        node.addEventListener("click", () => send(text));
        return node;
      },
    };

    const status = h("div", { class: "ck-status", role: "status", "aria-live": "polite" },
                     view.status || "");
    const parts = [status];
    if (view.screen && view.screen.kind === "pass") {
      parts.push(h("div", { class: "ck-pass" },
        h("p", { class: "ck-pass-big" }, `Pass the device to ${ctx.name(view.screen.player)}`),
        h("p", {}, "The table is hidden so nobody sees another player's cards."),
        h("button", { class: "ck-btn ck-primary", "data-key": "ready",
                      "aria-label": `I am ${ctx.name(view.screen.player)}: show my table`,
                      onclick: () => model.send({ type: "ready" }) },
          `I am ${ctx.name(view.screen.player)}: show my table`)));
    } else if (!renderer) {
      parts.push(h("pre", { class: "ck-fallback" }, view.text || JSON.stringify(view.obs, null, 1)));
    } else {
      renderer.draw(ctx);
      parts.push(board);
    }
    if (!(view.screen && view.screen.kind === "pass")) {
      const bar = h("div", { class: "ck-actions", role: "group", "aria-label": "Your legal actions" });
      for (const text of legal) {
        bar.append(h("button", { class: "ck-btn", "data-key": `act:${text}`, "data-action": text,
                                 "aria-label": ctx.label(text), onclick: () => send(text) },
          h("span", { class: "ck-btn-label" }, ctx.label(text)),
          h("code", { class: "ck-btn-code" }, text)));
      }
      if (!legal.length && view.waiting) bar.append(h("span", { class: "ck-wait" }, view.waiting));
      parts.push(bar);
    }
    parts.push(h("div", { class: "ck-error", role: "alert" }, view.error || ""));
    root.replaceChildren(...parts);

    // Keep the keyboard where it was, or on the first action after a move.
    if (focused !== null) {
      const again = root.querySelector(`[data-key="${CSS.escape(focused)}"]`)
        || root.querySelector(".ck-actions button, .ck-pass button");
      if (again) again.focus();
    }
  };

  model.on("change:view", draw);
  model.on("change:faces", draw);
  draw();
  return () => {
    clearTimeout(busyTimer);
    model.off("change:view", draw);
    model.off("change:faces", draw);
  };
}

export default { render };
