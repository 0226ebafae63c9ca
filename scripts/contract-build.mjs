// The contract as the app's build takes it. contract/ holds what client and server agree on:
// constants and superstruct structs, built once when a module loads, nothing run for its effect.
// Three things follow for the app's bundle:
// - contract/struct.ts (superstruct with notes for the API reference) is superstruct itself.
// - Every call in a contract module's top-level declarations is marked pure (`/* @__PURE__ */`),
//   so the bundler may drop a struct no screen uses (it cannot prove superstruct's factories pure).
// - A declared call (contract/api/*.ts) keeps only what the app calls with: its method, path,
//   response struct, upload field, file type and headers, as a plain object. Its summary (a line of
//   the API reference, served by the server), who may call it and the structs of its path parameters,
//   query and body (the server checks those; to the app they are types) are dropped, so a screen
//   carries none of them.

/** The properties of a declared call the app never reads (who may call is the server's to check). */
export const SERVER_ONLY_PROPERTIES = ['summary', 'access', 'params', 'query', 'body'];

const nameOf = (key) => (key.type === 'Identifier' ? key.name : key.type === 'Literal' ? String(key.value) : null);

/** Is `node` a call of `call({ … })`, the declaration helper of contract/api/call.ts? */
function isDeclaration(node) {
  return node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'call'
    && node.arguments.length === 1 && node.arguments[0].type === 'ObjectExpression';
}

function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  if (visit(node) === false) return;
  for (const key in node) {
    if (key === 'start' || key === 'end' || key === 'type') continue;
    const value = node[key];
    if (Array.isArray(value)) value.forEach((child) => walk(child, visit));
    else if (value && typeof value === 'object') walk(value, visit);
  }
}

/**
 * The module as the app's build takes it. `parse` gives an ESTree program with `start`/`end`
 * offsets (Vite's parseAst, or a plugin context's this.parse); `declarations` says whether the module
 * declares calls (contract/api). Answers the code and how many calls were marked and properties dropped.
 */
export function contractForApp(code, parse, declarations) {
  const edits = []; // [start, end, replacement]
  let pure = 0;
  let dropped = 0;
  const program = parse(code);
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!declaration || declaration.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations) {
      // Calls in the initializer, not inside functions it defines (those run only when called).
      walk(declarator.init, (node) => {
        if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return false;
        if (node.type === 'CallExpression' || node.type === 'NewExpression') {
          edits.push([node.start, node.start, '/* @__PURE__ */ ']);
          pure++;
        }
        if (declarations && isDeclaration(node)) {
          // call() only gives the declaration its type: the object itself is what the app keeps.
          const declared = node.arguments[0];
          edits.push([node.start, declared.start, ''], [declared.end, node.end, '']);
          for (const property of declared.properties) {
            if (property.type !== 'Property' || property.computed) continue;
            if (SERVER_ONLY_PROPERTIES.indexOf(nameOf(property.key)) < 0) continue;
            // The property and the comma after it (or before it, when it is the last one).
            const after = code.slice(property.end).match(/^\s*,\s*/);
            const before = after ? null : code.slice(0, property.start).match(/,\s*$/);
            if (after) edits.push([property.start, property.end + after[0].length, '']);
            else edits.push([before ? property.start - before[0].length : property.start, property.end, '']);
            dropped++;
          }
        }
        return true;
      });
    }
  }
  // A mark inside a dropped property goes with it.
  const drops = edits.filter(([start, end]) => end > start);
  const kept = edits.filter(([start, end]) => end > start || !drops.some(([from, to]) => start >= from && start < to));
  kept.sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  let out = code;
  for (const [start, end, text] of kept) out = out.slice(0, start) + text + out.slice(end);
  return { code: out, pure, dropped };
}

const CONTRACT = /[\\/]contract[\\/](?:[^\\/]+[\\/])*[^\\/]+\.ts$/;
const DECLARATIONS = /[\\/]contract[\\/]api[\\/][^\\/]+\.ts$/;

/** contract/struct.ts, as a contract module names it. */
const STRUCT_MODULE = /^\.\.?\/(?:\.\.\/)*struct(?:\.ts)?$/;

/**
 * The Vite plugins (build only): contract/struct.ts is superstruct itself (its notes are for the
 * server's API reference), and each contract module is taken as above once TypeScript is stripped.
 */
export function contractBuild() {
  return [
    {
      name: 'contract-build:struct',
      apply: 'build',
      enforce: 'pre',
      resolveId(source, importer) {
        if (!importer || !CONTRACT.test(importer.split('?')[0]) || !STRUCT_MODULE.test(source)) return null;
        return this.resolve('superstruct', importer, { skipSelf: true });
      },
    },
    {
      name: 'contract-build',
      apply: 'build',
      enforce: 'post',
      transform(code, id) {
        const file = id.split('?')[0];
        if (!CONTRACT.test(file) || file.endsWith('.test.ts')) return null;
        return { code: contractForApp(code, (source) => this.parse(source), DECLARATIONS.test(file)).code, map: null };
      },
    },
  ];
}
