// A prebuilt JupyterLab extension, written by hand (no build step), for RISE's slideshow page.
//
// That page (jupyterlab-rise 0.43) shares no @jupyterlab/console module, and the widget manager
// of ipywidgets 8.1.3 and later asks for one (for its optional console tracker): there it
// fails to load, and no widget renders, so a lesson's table is missing from its slides
// (jupyterlab-contrib/rise#119). On that page only, share a module holding just that token.
// No plugin provides the token, so the manager gets no console tracker, as in any app
// without consoles. Everywhere else (JupyterLab, Notebook 7, Voila) this does nothing.
(function () {
  const NAME = "@jupyterlab/console";

  const isRise = () => {
    const data = document.getElementById("jupyter-config-data");
    try {
      return JSON.parse(data ? data.textContent : "{}").appName === "Rise";
    } catch (error) {
      return false;
    }
  };

  const lab = (window._JUPYTERLAB = window._JUPYTERLAB || {});
  lab["cardkit-rise-console"] = {
    init(scope) {
      const coreutils = scope["@lumino/coreutils"];
      if (!isRise() || scope[NAME] || !coreutils) return;
      const shared = Object.values(coreutils)[0];
      scope[NAME] = {
        "0.0.0": {
          from: "cardkit-rise-console",
          eager: false,
          get: () => shared.get().then((make) => {
            const module = { IConsoleTracker: new (make().Token)(`${NAME}:IConsoleTracker`) };
            return () => module;
          }),
        },
      };
      window.cardkitRiseConsole = true; // what the browser test looks for
    },
    get() {
      return Promise.resolve(() => ({ __esModule: true, default: [] })); // no plugins
    },
  };
})();
