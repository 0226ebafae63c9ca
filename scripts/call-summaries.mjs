// The declared calls' summaries (contract/api/*.ts), dropped from the app's build. A summary is a
// line of the API reference (GET /api/openapi.json, made on the server from the same modules); the
// app never reads it, yet every screen's chunk would carry the summaries of the calls it makes. This
// build step empties each `summary: '…'` string of those modules, and only those: the declarations
// keep their shape, so nothing the app reads changes.

/** Is `node` an object's `summary` property holding a plain string or a template without parts? */
function isSummary(node) {
  if (node.type !== 'Property' || node.computed || node.kind !== 'init') return false;
  const key = node.key;
  const named = (key.type === 'Identifier' && key.name === 'summary') || (key.type === 'Literal' && key.value === 'summary');
  if (!named) return false;
  const value = node.value;
  return (value.type === 'Literal' && typeof value.value === 'string') || (value.type === 'TemplateLiteral' && value.expressions.length === 0);
}

/**
 * The code with every summary emptied. `parse` gives an ESTree program with `start`/`end` offsets
 * (Vite's parseAst, or a plugin context's this.parse).
 */
export function dropSummaries(code, parse) {
  const ranges = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (isSummary(node)) {
      ranges.push([node.value.start, node.value.end]);
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
  for (const [start, end] of ranges) out = `${out.slice(0, start)}""${out.slice(end)}`;
  return { code: out, summaries: ranges.length };
}

const DECLARATIONS = /[\\/]contract[\\/]api[\\/][^\\/]+\.ts$/;

/** The Vite plugin (build only), after TypeScript is stripped so the module is plain JavaScript. */
export function callSummaries() {
  return {
    name: 'call-summaries',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!DECLARATIONS.test(id.split('?')[0])) return null;
      return { code: dropSummaries(code, (source) => this.parse(source)).code, map: null };
    },
  };
}
