// The stylesheets of a server build's CSS modules, in the order the modules ran (scripts/ssr-styles-loader.cjs).
// A module's list (css-loader's) also holds the modules it composes: each stylesheet is kept once, by its module's
// id, as style-loader does in the browser, so the page's cascade is the browser's.
// A page's head holds only the stylesheets its render used (a class name read while it rendered, or ever read outside
// a render, e.g. when a module loads); the browser's style-loader adds the others when their modules run.
const sheets = new Map();
const readOutsideRenders = new Set();
let readByPage = null;

exports.registerStyles = (list) => {
  for (const [id, css] of list) if (!sheets.has(id)) sheets.set(id, css);
};

/** A CSS module's class names: reading one marks the module's stylesheets (its own and those it composes) used. */
exports.trackedLocals = (list, locals) => {
  const ids = list.map(([id]) => id);
  return new Proxy(locals ?? {}, {
    get(target, key) {
      const used = readByPage ?? readOutsideRenders;
      for (const id of ids) used.add(id);
      return target[key];
    },
  });
};

/** Every stylesheet of the build. */
exports.styles = () => [...sheets.values()].join('\n');

/** A page's render begins: the class names read from now on are its. */
exports.startPageStyles = () => {
  readByPage = new Set();
};

/** The render is over: the stylesheets it used, in the order the modules ran. */
exports.pageStyles = () => {
  const used = readByPage ?? new Set();
  readByPage = null;
  return [...sheets]
    .filter(([id]) => used.has(id) || readOutsideRenders.has(id))
    .map(([, css]) => css)
    .join('\n');
};
