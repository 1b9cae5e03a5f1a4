/**
 * An ESLint rule that keeps the server's areas (the folders of server/src) from importing each other in a loop.
 * import-x/no-cycle sees loops between files only: two areas can still lean on each other through different files
 * (accounts → users → accounts did). The areas' graph is read from the disk once per lint run; the file being linted
 * adds its own imports. Type-only imports are left out, as no-cycle leaves them: they vanish at run time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

const RELATIVE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s+)?'(\.[^']+)'/gm;
const isTest = (file) => /\.test\.ts$/.test(file);

function areaOf(root, file) {
  const path = relative(root, file);
  if (path.startsWith('..') || isAbsolute(path)) return null;
  const parts = path.split(sep);
  return parts.length > 1 ? parts[0] : null; // a top-level file (app.ts, main.ts) composes the areas: none of them
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = resolve(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.name.endsWith('.ts') && !isTest(entry.name)) yield path;
  }
}

/** `layer` areas count as one (their own edges are left out); `knownLoops` edges ('a -> b') are waived. */
function settingsOf(options) {
  const root = resolve(options.root);
  const layerOf = (area) => (options.layer.includes(area) ? 'core' : area);
  const waived = new Set(options.knownLoops);
  const kept = (from, to) => to !== from && layerOf(to) !== layerOf(from) && !waived.has(`${from} -> ${to}`);
  return { root, kept, ignored: new Set(options.ignored) };
}

const graphs = new Map();

function graphOf(settings) {
  const cached = graphs.get(settings.root);
  if (cached) return cached;
  const edges = new Map();
  for (const file of sourceFiles(settings.root)) {
    const from = areaOf(settings.root, file);
    if (!from || settings.ignored.has(from)) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const to = areaOf(settings.root, resolve(dirname(file), specifier));
      if (to && !settings.ignored.has(to) && settings.kept(from, to)) {
        edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
  }
  graphs.set(settings.root, edges);
  return edges;
}

/** The areas from `start` to `goal` through the graph, or null when `goal` cannot be reached. */
function pathBetween(edges, start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const area = queue.shift();
    if (area === goal) {
      const path = [];
      for (let step = goal; step !== null; step = cameFrom.get(step)) path.unshift(step);
      return path;
    }
    for (const next of edges.get(area) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, area);
        queue.push(next);
      }
    }
  }
  return null;
}

const noAreaLoop = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          layer: { type: 'array', items: { type: 'string' } },
          knownLoops: { type: 'array', items: { type: 'string' } },
          ignored: { type: 'array', items: { type: 'string' } },
        },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      loop:
        'The server areas {{from}} and {{to}} would import each other ({{path}}): ' +
        'move the piece both need to one side.',
    },
  },
  create(context) {
    const settings = settingsOf({ layer: [], knownLoops: [], ignored: [], ...context.options[0] });
    const from = areaOf(settings.root, context.filename);
    if (!from || settings.ignored.has(from) || isTest(context.filename)) return {};
    const check = (node) => {
      if (node.importKind === 'type' || node.exportKind === 'type' || !node.source) return;
      const specifier = String(node.source.value);
      if (!specifier.startsWith('.')) return;
      const to = areaOf(settings.root, resolve(dirname(context.filename), specifier));
      if (!to || settings.ignored.has(to) || !settings.kept(from, to)) return;
      const back = pathBetween(graphOf(settings), to, from);
      if (back) context.report({ node, messageId: 'loop', data: { from, to, path: [from, ...back].join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { rules: { 'no-area-loop': noAreaLoop } };
