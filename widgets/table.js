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
//
// Through a whole game (issue 23): the table is never scaled down and no text is under 12 px
// as drawn. Where the state grows a renderer shows less (ctx.fold, a stack with a count);
// the action buttons ride in a dock that sticks to the screen's foot. Mark seat and zone
// boxes with ck-seat, ck-zone, ck-column or ck-slot: tests/browser/layout.py checks that
// they do not overlap and that every card and caption stays inside its box.

const RENDERERS = {};

/** Make a game's renderer known: draw(ctx) fills ctx.board; label(text, ctx) names an action. */
function registerGame(name, renderer) {
  RENDERERS[name] = renderer;
}

/** Give ``node`` its attributes (``on…``: a listener; null, undefined or false: left out) and
 *  its children (nodes, or text). */
function build(node, attrs, children) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** A tiny DOM helper: h("div", { class: "x", onclick: f }, child, "text"). */
function h(tag, attrs = {}, ...children) {
  return build(document.createElement(tag), attrs, children);
}

/** The same for SVG elements: svg("circle", { cx: 5, cy: 5, r: 2 }, svg("title", {}, "a hole")). */
function svg(tag, attrs = {}, ...children) {
  return build(document.createElementNS("http://www.w3.org/2000/svg", tag), attrs, children);
}

/** The words Python sent with the view (cardkit/views/words.py), in the language in use, with
 *  their {fields} filled: say(words, "pass_to", { name }). A counted word (its plural forms)
 *  takes the form for ``fields.n`` (``words._plural``: the form of each count). A number
 *  field is written in the digits Python sent (``words._digits``: Latin unless chosen). */
function say(words, key, fields = {}) {
  // a field that is a number (or a text of digits alone) is a number; any other text, such
  // as a card's code ("P2"), is written as it is
  const shown = (value) => (Number.isFinite(value) || /^[-+−]?[0-9]+$/.test(value)
    ? numeral(words, value) : String(value));
  let text = words[key];
  if (text === undefined) return `[${key}]`;
  if (Array.isArray(text)) {
    const index = words._plural || [];
    const n = Math.floor(Math.abs(Number(fields.n) || 0));
    text = text[Math.min(index.length ? index[Math.min(n, index.length - 1)] : 0, text.length - 1)];
  }
  // the word's own digits ("Round {n} of 3") are the language's too, its {fields} aside
  return text.replace(/\{(\w+)\}|[0-9]+/g, (whole, name) => (name === undefined ? numeral(words, whole)
    : name in fields ? shown(fields[name]) : whole));
}

/** A number, or every digit of a text, in the digits Python sent (``words._digits``: Latin
 *  unless Gurmukhi's were chosen): numeral(words, 12) is "੧੨" then. */
function numeral(words, value) {
  const digits = words._digits || "";
  return digits.length === 10 ? String(value).replace(/[0-9]/g, (d) => digits[Number(d)]) : String(value);
}

/** A card as a shape: rank, colour name and symbol, so it reads without colour; ``colourWord``
 *  names its colour in the language in use (ctx.colour). */
function card(code, faces, { size = "md", extra = "", symbol = null } = {}, colourWord = (c) => c) {
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
    h("span", { class: "ck-name", "aria-hidden": "true" }, face.colour ? colourWord(face.colour) : label));
}

/** The back of a card (a face-down pile or hand), with an optional count. */
function cardBack(count = null, { size = "md", label } = {}) {
  return h("div", { class: `ck-card ck-back ck-${size}`, role: "img", "aria-label": label },
    count === null ? "" : h("span", { class: "ck-count" }, String(count)));
}

/** Fold a long row so that the table SHOWS LESS as a game grows, never smaller type: the
 *  last `keep` items stay in view and the older ones wait behind one button, "N more" (a
 *  <details>: one click, or Tab then Enter or Space, opens them in place, and again closes
 *  them). Its open state survives the redraw after every action, under `key`.
 *
 *    ctx.fold(nodes, { key: "discard", keep: 6, more: (n) => `${n} older cards` })
 *
 *  Returns one node of class ck-fold: a wrapping row of the items (the folded ones first, in a
 *  line of their own when open). With `keep` items or fewer nothing is folded. `first: true`
 *  keeps the first `keep` items in view instead of the last; `cls` adds classes to the row;
 *  `label` names the row for screen readers. For renderers of every game (Split, Pegs and
 *  Jokers use it too): shared here so that every fold looks and works the same. */
function fold(opened, t, items, { key, keep = 6, more = null, first = false, cls = "", label = null } = {}) {
  const list = items.filter((item) => item !== null && item !== undefined && item !== false);
  const row = h("div", { class: `ck-fold ${cls}`, role: label ? "group" : null, "aria-label": label });
  if (list.length <= keep) {
    row.append(...list);
    return row;
  }
  const shown = first ? list.slice(0, keep) : list.slice(list.length - keep);
  const hidden = first ? list.slice(keep) : list.slice(0, list.length - keep);
  const words = more ? more(hidden.length) : t("fold_more", { n: hidden.length });
  const id = key || words;
  const box = h("details", { class: "ck-fold-more", open: opened.has(id) },
    h("summary", { class: "ck-fold-btn", "data-key": `fold:${id}`,
                   "aria-label": t("fold_aria", { words }) }, words),
    h("div", { class: "ck-fold-rest" }, hidden));
  box.addEventListener("toggle", () => (box.open ? opened.add(id) : opened.delete(id)));
  if (first) row.append(...shown, box);
  else row.append(box, ...shown);
  return row;
}

// What the keyboard can choose on a table: action targets and the elements a renderer marks
// .ck-pickable (a card or half to select before the action), plus the buttons.
const CHOICES = ".ck-target, .ck-pickable";
// The action buttons a play view's dock shows before it folds the rest (ctx.fold).
const DOCK_KEEP = 3;
/** Put every choice of the table (and every button a renderer drew) in the tab order, as a
 *  button for screen readers. */
function markFocusable(scope) {
  for (const node of scope.querySelectorAll(`${CHOICES}, .ck-board button`)) {
    if (node.getAttribute("tabindex") !== "0") node.setAttribute("tabindex", "0");
    if (node.tagName !== "BUTTON" && node.getAttribute("role") !== "button") {
      node.setAttribute("role", "button");
    }
  }
}

/** A name for an element that survives a redraw: its key, action, card code, peg or place. */
function keyOf(node) {
  for (const attr of ["data-key", "data-action", "data-code", "data-peg", "data-index"]) {
    const value = node.getAttribute && node.getAttribute(attr);
    if (value !== null && value !== undefined) return `${attr}=${value}`;
  }
  return null;
}

/** The focusable element named by keyOf's ``key``, if the table still has one. */
function findKey(scope, key) {
  const at = key.indexOf("=");
  const selector = `[${key.slice(0, at)}="${CSS.escape(key.slice(at + 1))}"]`;
  for (const node of scope.querySelectorAll(selector)) {
    const hit = node.closest(`${CHOICES}, button, summary`);
    if (hit && scope.contains(hit)) return hit;
  }
  return null;
}

/** Where the keyboard goes when the turn comes back: the table's first choice, else a button. */
function firstChoice(scope) {
  return scope.querySelector(`.ck-board ${CHOICES}`)
    || scope.querySelector(".ck-actions button, .ck-pass button");
}

/** A button on the table itself for the legal action ``text`` (in the tab order, as the dock's
 *  are); ``extra`` adds classes (every such button has ck-btn and ck-call). */
function tableButton(ctx, text, content, extra = "") {
  return ctx.target(h("button", { class: `ck-btn ck-call ${extra}`, type: "button" }, content), text);
}

/** What a selection on the table (cards picked before an action) can do now: its buttons, a
 *  button that clears it (``clear``: what clearing does, or null) and a hint in words. ``cls``
 *  names the game (ck-cya, ck-split): the bar is ``<cls>-selbar``, its hint ``<cls>-hint``. */
function selectionBar(ctx, { cls, buttons = [], clear = null, hint = "" }) {
  const reset = clear
    ? h("button", { class: `ck-btn ck-call ${cls}-clear`, type: "button", "data-key": `${cls}-clear`,
                    onclick: clear }, ctx.t("clear_selection"))
    : "";
  if (!buttons.length && !reset && !hint) return "";
  return h("div", { class: `${cls}-selbar` }, buttons, reset,
    hint ? h("span", { class: `${cls}-hint` }, hint) : "");
}

/** The end of the game, told big: the headline, then every player's score, winners marked. */
function result(over, t) {
  return h("div", { class: "ck-result", role: "status", "aria-live": "polite" },
    h("div", { class: "ck-result-big" }, over.headline),
    h("ul", { class: "ck-result-scores", "aria-label": t("final_scores") },
      (over.scores || []).map((row) => h("li", { class: row.winner ? "ck-result-win" : "" },
        h("span", { class: "ck-result-name" }, row.winner ? `★ ${row.name}` : row.name),
        h("span", { class: "ck-result-score" }, row.score),
        row.winner ? h("span", { class: "ck-result-tag" }, t("winner")) : null))));
}

function render({ model, el }) {
  const root = h("div", { class: "ck-table" });
  el.appendChild(root);
  let busyTimer = null;
  let wasMyTurn = false;
  const opened = new Set();  // the folds (ctx.fold) a person opened: open after a redraw too
  // what a renderer keeps of this table between redraws (ctx.kept): its on-screen selection,
  // which of its parts a person opened
  const kept = {};

  const send = (text) => {
    root.classList.add("ck-busy");
    clearTimeout(busyTimer);
    busyTimer = setTimeout(() => root.classList.remove("ck-busy"), 3000);
    model.send({ type: "action", text });
  };

  const draw = () => {
    clearTimeout(busyTimer);
    root.classList.remove("ck-busy");
    const focused = root.contains(document.activeElement) ? keyOf(document.activeElement) : null;
    const view = model.get("view") || {};
    const game = model.get("game");
    const faces = model.get("faces") || {};
    const words = model.get("words") || {};
    const t = (key, fields) => say(words, key, fields);
    // a thing the game names in its data (a colour, a die's face), in words: a group of the
    // words Python sent ("colours", "die_faces"), else the name itself
    const named = (group, key) => (words[group] || {})[key] ?? key;
    const renderer = RENDERERS[game];
    const legal = view.legal || [];
    const board = h("div", { class: "ck-board" });
    const ctx = {
      obs: view.obs || {}, legal, view, faces, h, svg, send, board, kept,
      card: (code, opts) => card(code, faces, opts, (c) => named("colours", c)),
      cardBack: (count, opts = {}) => cardBack(count === null || count === undefined ? count : numeral(words, count),
                                               { label: t("face_down"), ...opts }),
      t,
      // numbers as the language writes them (Punjabi groups 1,50,000), with Latin digits
      number: (x) => Number(x || 0).toLocaleString(words._number_locale || "en-US"),
      // a number written as it is (a score, a pile's size), in the digits in use
      numeral: (x) => numeral(words, x),
      // a colour as the game names it in its data, in words
      colour: (c) => named("colours", c),
      named,
      // in a play view (beside its chart, at a projector's height): fold extras (ctx.fold)
      fit: Boolean(el.closest(".ck-play")),
      fold: (items, opts) => fold(opened, t, items, opts),
      // the public table, seen by no seat (the classroom's projector): no hand of one's own
      onlooker: view.obs ? view.obs.player === null || view.obs.player === undefined : true,
      name: (p) => (view.names || [])[p] ?? t("player", { p }),
      isLegal: (text) => legal.includes(text),
      label: (text) => (renderer && renderer.label ? renderer.label(text, ctx) : null) || text,
      // Make a table element a click target for a legal action. Every target (and every
      // element a renderer marks .ck-pickable) is also in the tab order and chosen with
      // Enter or Space: see markFocusable and onKey below.
      target(node, text) {
        if (!legal.includes(text)) return node;
        node.classList.add("ck-target");
        node.setAttribute("data-action", text);
        node.setAttribute("title", ctx.label(text));
        node.addEventListener("click", () => send(text));
        return node;
      },
    };

    const parts = [view.over ? result(view.over, t)
      : h("div", { class: "ck-status", role: "status", "aria-live": "polite" }, view.status || "")];
    if (view.screen && view.screen.kind === "pass") {
      parts.push(h("div", { class: "ck-pass" },
        h("p", { class: "ck-pass-big" }, t("pass_to", { name: ctx.name(view.screen.player) })),
        h("p", {}, t("pass_hidden")),
        h("button", { class: "ck-btn ck-primary", "data-key": "ready",
                      "aria-label": t("pass_ready", { name: ctx.name(view.screen.player) }),
                      onclick: () => model.send({ type: "ready" }) },
          t("pass_ready", { name: ctx.name(view.screen.player) }))));
    } else if (!renderer) {
      parts.push(h("pre", { class: "ck-fallback" }, view.text || JSON.stringify(view.obs, null, 1)));
    } else {
      renderer.draw(ctx);
      parts.push(board);
    }
    // The acting player's buttons, the refusal and the notice ride in a dock at the table's
    // foot that stays in view (sticky) while the table is taller than the screen: the board
    // scrolls under it, the choices never leave the screen.
    const dock = h("div", { class: "ck-dock" });
    if (!(view.screen && view.screen.kind === "pass")) {
      const buttons = legal.map((text) => h("button", {
        class: "ck-btn", "data-key": `act:${text}`, "data-action": text,
        "aria-label": ctx.label(text), onclick: () => send(text) },
        h("span", { class: "ck-btn-label" }, ctx.label(text)),
        h("code", { class: "ck-btn-code" }, text)));
      // in a play view a long list of choices (every steal, every colour of a Wild) keeps the
      // dock low: the first DOCK_KEEP stay, the rest open with one more button
      const bar = ctx.fit && buttons.length > DOCK_KEEP + 1
        ? fold(opened, t, buttons, { key: "dock", keep: DOCK_KEEP, first: true,
                                     more: (n) => t("more_actions", { n }) })
        : h("div", {}, buttons);
      bar.classList.add("ck-actions");
      bar.setAttribute("role", "group");
      bar.setAttribute("aria-label", t("legal_actions"));
      if (!legal.length && view.waiting) bar.append(h("span", { class: "ck-wait" }, view.waiting));
      dock.append(bar);
    }
    dock.append(h("div", { class: "ck-error", role: "alert" }, view.error || ""),
                h("div", { class: "ck-notice", role: "status" }, view.notice || ""));
    // nothing to do, to hear or to wait for (a game over): no empty band over the table's foot
    const passing = Boolean(view.screen && view.screen.kind === "pass");
    const idle = (passing || (!legal.length && !view.waiting)) && !view.error && !view.notice;
    dock.classList.toggle("ck-dock-empty", idle);
    parts.push(dock);
    // looking back at a past move (the timeline): the felt changes colour, nothing is playable
    root.classList.toggle("ck-looking", Boolean(view.looking));
    // the language of the words, for the fonts and the line heights of table.css (:lang)
    root.setAttribute("lang", words._lang || "en");
    root.replaceChildren(...parts);
    markFocusable(root);

    // Keep the keyboard where it was; when the person's turn comes back (or the device is
    // passed) and the keyboard is nowhere else (on the page itself, in this table or in its
    // controls), bring it to the table's first choice.
    const myTurn = legal.length > 0 || Boolean(view.screen && view.screen.kind === "pass");
    const turnBack = myTurn && !wasMyTurn && keyboardIsOurs();
    wasMyTurn = myTurn;
    if (focused !== null || turnBack) {
      const again = (focused !== null && findKey(root, focused)) || firstChoice(root);
      if (again) again.focus({ preventScroll: focused === null });
    }
  };

  /** Whether focus may move to the table: it is on the page body, in the table, or in the
   *  controls around it (the play view), not in another cell or editor. */
  const keyboardIsOurs = () => {
    const active = document.activeElement;
    if (!active || active === document.body || root.contains(active)) return true;
    const view = el.closest(".ck-play");
    return Boolean(view && view.contains(active));
  };

  // Enter or Space on a focusable table element (a card, a half, a peg, the draw pile)
  // does what a click does; buttons do it natively. The focus stays on the same element
  // (or its new copy, when the renderer repaints the board).
  root.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const node = event.target.closest && event.target.closest(CHOICES);
    if (!node || node.tagName === "BUTTON" || !root.contains(node)) return;
    event.preventDefault();
    const key = keyOf(node);
    node.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    if (!node.isConnected) {
      markFocusable(root);
      const again = key && findKey(root, key);
      if (again) again.focus();
    }
  });
  // A renderer's own repaint (a selection) makes new elements: put them in the tab order too.
  const observer = new MutationObserver(() => markFocusable(root));
  observer.observe(root, { childList: true, subtree: true });

  model.on("change:view", draw);
  model.on("change:faces", draw);
  model.on("change:words", draw);
  draw();
  // drawn before the page attached the table: draw again once it knows it is in a play view
  if (!el.isConnected) requestAnimationFrame(() => { if (el.closest(".ck-play")) draw(); });
  return () => {
    clearTimeout(busyTimer);
    observer.disconnect();
    model.off("change:view", draw);
    model.off("change:faces", draw);
    model.off("change:words", draw);
  };
}

export default { render };
