// A prebuilt JupyterLab extension, written by hand (no build step), for the lesson site only
// (lite/build.py adds it; an ordinary JupyterLab never gets it).
//
// Each lesson of the site starts with a loading cell (tag "cardkit-loading") whose saved output
// says what the page is waiting for. JupyterLite runs no cell unasked, so the line stayed until
// the student pressed Run All. This runs that one cell when the lesson's kernel is first idle
// (Pyodide and cardkit loaded): the line is replaced by "… are ready." with no click. It runs
// nothing else, and not a loading cell whose code a student has changed.
(function () {
  const TAG = "cardkit-loading";
  const CODE = "from cardkit.loading import ready"; // the cell lite/build.py writes
  let scope = null;

  // a module JupyterLab shares with its extensions (its core packages are all shared)
  const shared = (name) => {
    const versions = scope[name];
    return Promise.resolve(versions[Object.keys(versions)[0]].get()).then((factory) => factory());
  };

  const loadingCell = (panel) => panel.content.widgets.find((cell) =>
    cell.model.type === "code"
    && (cell.model.getMetadata("tags") || []).includes(TAG)
    && cell.model.sharedModel.getSource().startsWith(CODE));

  // the kernel is ready when it first reports idle after starting (what the site waits for)
  const whenIdle = (context) => new Promise((resolve) => {
    const check = () => {
      const kernel = context.session && context.session.kernel;
      if (kernel && kernel.status === "idle") {
        context.statusChanged.disconnect(check);
        resolve();
      }
    };
    context.statusChanged.connect(check);
    check();
  });

  const runWhenReady = (panel, CodeCell) => {
    Promise.all([panel.context.ready, panel.sessionContext.ready])
      .then(() => whenIdle(panel.sessionContext))
      .then(() => {
        const cell = loadingCell(panel);
        if (cell && cell.model.executionCount === null) {
          CodeCell.execute(cell, panel.sessionContext);
        }
      });
  };

  const lab = (window._JUPYTERLAB = window._JUPYTERLAB || {});
  lab["cardkit-loading"] = {
    init(shareScope) {
      scope = shareScope;
    },
    get() {
      return Promise.all([shared("@jupyterlab/notebook"), shared("@jupyterlab/cells")])
        .then(([notebook, cells]) => () => ({
          __esModule: true,
          default: [{
            id: "cardkit-loading:plugin",
            description: "Runs a lesson's loading cell once its kernel is ready.",
            autoStart: true,
            requires: [notebook.INotebookTracker],
            activate(app, tracker) {
              window.cardkitLoading = true; // what the browser test looks for
              tracker.widgetAdded.connect((_, panel) => runWhenReady(panel, cells.CodeCell));
            },
          }],
        }));
    },
  };
})();
