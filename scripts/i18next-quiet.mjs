// i18next's debug messages, dropped from the build. i18next logs through its Logger, whose log,
// warn, deprecate and once print nothing unless i18next runs with `debug: true`, which the app
// never sets (src/lib/i18n.ts) — but the messages themselves, long English sentences, ship in the
// first paint all the same (about 3 KB minified). This build step empties the arguments of those
// calls in i18next's own module, so the calls stay (and still return null) and the sentences go.
// `logger.error`, which prints in any mode, is left alone. The argument lists dropped are plain
// strings, templates and reads: nothing whose evaluation the app could notice.

/** The logger methods that print only in debug mode (i18next's Logger.forward with debugOnly). */
export const DEBUG_ONLY_METHODS = ['log', 'warn', 'deprecate', 'once'];

/** Is `node` a call `<something>.logger.<debug-only method>(args…)`? */
function isDebugLogCall(node) {
  if (node.type !== 'CallExpression' || node.arguments.length === 0) return false;
  const callee = node.callee;
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return false;
  if (DEBUG_ONLY_METHODS.indexOf(callee.property.name) < 0) return false;
  const owner = callee.object;
  return owner.type === 'MemberExpression' && !owner.computed && owner.property.type === 'Identifier' && owner.property.name === 'logger';
}

/**
 * The code with every debug-only logger call's arguments removed. `parse` gives an ESTree program
 * with `start`/`end` offsets (Vite's parseAst, or a plugin context's this.parse).
 */
export function quietLogs(code, parse) {
  const ranges = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (isDebugLogCall(node)) {
      const args = node.arguments;
      ranges.push([args[0].start, args[args.length - 1].end]);
      return;
    }
    for (const key in node) {
      if (key === 'start' || key === 'end' || key === 'type') continue;
      const value = node[key];
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(parse(code));
  ranges.sort((a, b) => b[0] - a[0]);
  let out = code;
  for (const [start, end] of ranges) out = out.slice(0, start) + out.slice(end);
  return { code: out, calls: ranges.length };
}

const I18NEXT = /[\\/]node_modules[\\/]i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/;

/** The Vite plugin (build only: the dev server keeps the messages, for whoever turns debug on there). */
export function i18nextQuiet() {
  return {
    name: 'i18next-quiet',
    apply: 'build',
    transform(code, id) {
      if (!I18NEXT.test(id)) return null;
      return { code: quietLogs(code, (source) => this.parse(source)).code, map: null };
    },
  };
}
