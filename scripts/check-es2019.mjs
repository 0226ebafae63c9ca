#!/usr/bin/env node
// Verifies that every emitted JS chunk in dist/ parses as ES2019 — the newest syntax the
// target engines (Chrome 73 webviews, iOS 12.2 Safari) understand. A single newer token makes
// the whole chunk fail to parse there, so the build's lowering is checked, not trusted.
//
// We parse with the newest grammar and reject every node that ES2019 lacks, instead of parsing
// with ecmaVersion 2019: lazy chunks need dynamic import() and import.meta, which acorn files
// under ES2020 but which both target engines support. Rewriting the source to hide them could
// mask other syntax; an AST walk allows exactly those two and nothing else.
//
// It also looks for a few runtime APIs newer than the targets (syntax lowering cannot help
// there): some fail the check, the rest are reported for a human to judge.
import { parse } from 'acorn';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { olderThanEs2019, targetEngines } from './engines.mjs';

const LOGICAL_ASSIGNMENT = new Set(['&&=', '||=', '??=']);

/** Runtime APIs that break the targets outright: each is a call that throws there. */
const FAILING_MEMBERS = [
  { object: null, property: 'replaceAll', label: 'String.prototype.replaceAll (ES2021)' },
  { object: 'Object', property: 'hasOwn', label: 'Object.hasOwn (ES2022)' },
  { object: null, property: 'allSettled', label: 'Promise.allSettled (ES2020)' },
];
const FAILING_GLOBALS = new Map([['structuredClone', 'structuredClone (2022)']]);

/** Newer APIs often used behind feature detection (libraries do): reported, not failed. */
const WARNING_MEMBERS = [
  { object: null, property: 'at', call: true, label: 'Array/String.prototype.at (ES2022)' },
  { object: 'Promise', property: 'any', label: 'Promise.any (ES2021)' },
  { object: null, property: 'findLast', call: true, label: 'Array.prototype.findLast (ES2023)' },
  { object: null, property: 'findLastIndex', call: true, label: 'Array.prototype.findLastIndex (ES2023)' },
  { object: 'AbortSignal', property: 'timeout', label: 'AbortSignal.timeout (2022)' },
  { object: null, property: 'randomUUID', label: 'crypto.randomUUID (2021)' },
];
const WARNING_GLOBALS = new Map([['globalThis', 'globalThis (ES2020)']]);

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
// Keys of an Identifier's parent under which the name is not a variable reference.
const NON_REFERENCE_KEYS = {
  MemberExpression: ['property'],
  Property: ['key'],
  MethodDefinition: ['key'],
  PropertyDefinition: ['key'],
  LabeledStatement: ['label'],
  BreakStatement: ['label'],
  ContinueStatement: ['label'],
  ImportSpecifier: ['imported'],
  ExportSpecifier: ['exported'],
  MetaProperty: ['meta', 'property'],
};

/**
 * Checks one module's source. Returns the syntax and API problems found.
 * @param {string} code
 * @param {string} [file]
 */
export function checkSource(code, file = '<input>') {
  /** @type {{file: string, line: number, column: number, message: string, snippet: string}[]} */
  const errors = [];
  /** @type {typeof errors} */
  const warnings = [];
  const lines = code.split('\n');

  const report = (list, node, message) => {
    const { line, column } = node.loc.start;
    list.push({ file, line, column: column + 1, message, snippet: snippetAt(lines, line, column) });
  };

  let ast;
  try {
    ast = parse(code, {
      ecmaVersion: 'latest',
      sourceType: 'module',
      locations: true,
      allowHashBang: false,
    });
  } catch (err) {
    const loc = /** @type {{loc?: {line: number, column: number}}} */ (err).loc ?? { line: 1, column: 0 };
    errors.push({
      file,
      line: loc.line,
      column: loc.column + 1,
      message: `does not parse: ${/** @type {Error} */ (err).message}`,
      snippet: snippetAt(lines, loc.line, loc.column),
    });
    return { errors, warnings };
  }

  walk(ast, null, null, 0, (node, parent, key, functionDepth) => {
    const fail = (message) => report(errors, node, message);
    switch (node.type) {
      case 'ChainExpression':
        fail('optional chaining `?.` (ES2020)');
        break;
      case 'LogicalExpression':
        if (node.operator === '??') fail('nullish coalescing `??` (ES2020)');
        break;
      case 'AssignmentExpression':
        if (LOGICAL_ASSIGNMENT.has(node.operator)) fail(`logical assignment \`${node.operator}\` (ES2021)`);
        break;
      case 'PropertyDefinition':
        fail('class field (ES2022)');
        break;
      case 'PrivateIdentifier':
        fail('private name `#…` (ES2022)');
        break;
      case 'StaticBlock':
        fail('class static block (ES2022)');
        break;
      case 'Literal':
        if (typeof node.bigint === 'string') fail('BigInt literal (ES2020)');
        else if (typeof node.value === 'number' && /_/.test(node.raw)) fail('numeric separator (ES2021)');
        else if (node.regex) checkRegex(node.regex, fail);
        break;
      case 'AwaitExpression':
        if (functionDepth === 0) fail('top-level await (ES2022)');
        break;
      case 'ForOfStatement':
        if (node.await && functionDepth === 0) fail('top-level for await (ES2022)');
        break;
      case 'VariableDeclaration':
        if (node.kind === 'using' || node.kind === 'await using') fail(`\`${node.kind}\` declaration (ES2026)`);
        break;
      case 'ExportAllDeclaration':
        if (node.exported) fail('`export * as name` (ES2020; Safari 12 lacks it)');
        if (node.attributes && node.attributes.length) fail('import attributes (ES2025)');
        break;
      case 'ImportDeclaration':
      case 'ExportNamedDeclaration':
        if (node.attributes && node.attributes.length) fail('import attributes (ES2025)');
        break;
      case 'ImportSpecifier':
      case 'ExportSpecifier':
        if ((node.imported && node.imported.type === 'Literal') || (node.exported && node.exported.type === 'Literal'))
          fail('string module export name (ES2022)');
        break;
      case 'ImportExpression':
        // Dynamic import() itself is supported by both targets; an options argument is not.
        if (node.options) fail('import() with options (ES2025)');
        break;
      case 'MetaProperty':
        if (!(node.meta.name === 'import' && node.property.name === 'meta') && !(node.meta.name === 'new' && node.property.name === 'target'))
          fail(`meta property ${node.meta.name}.${node.property.name}`);
        break;
      case 'MemberExpression': {
        const name = memberName(node);
        if (name === null) break;
        const objectName = node.object.type === 'Identifier' ? node.object.name : null;
        const called = parent !== null && parent.type === 'CallExpression' && key === 'callee';
        for (const api of FAILING_MEMBERS) {
          if (api.property === name && (api.object === null || api.object === objectName)) fail(`runtime API ${api.label}`);
        }
        for (const api of WARNING_MEMBERS) {
          if (api.property === name && (api.object === null || api.object === objectName) && (!api.call || called))
            report(warnings, node, `runtime API ${api.label}`);
        }
        break;
      }
      case 'Identifier': {
        if (parent && NON_REFERENCE_KEYS[parent.type] && NON_REFERENCE_KEYS[parent.type].includes(key)) break;
        if (FAILING_GLOBALS.has(node.name)) fail(`runtime API ${FAILING_GLOBALS.get(node.name)}`);
        if (WARNING_GLOBALS.has(node.name)) report(warnings, node, `runtime API ${WARNING_GLOBALS.get(node.name)}`);
        break;
      }
      default:
        break;
    }
  });

  return { errors, warnings };
}

/** Regex syntax newer than the targets: flags d (ES2022) and v (ES2024); lookbehind (Safari < 16.4). */
function checkRegex(regex, fail) {
  for (const flag of ['d', 'v']) {
    if (regex.flags.includes(flag)) fail(`regular expression flag \`${flag}\` (newer than ES2019)`);
  }
  // Lookbehind is ES2018, yet Safari before 16.4 rejects the whole script at parse time.
  if (/(^|[^\\])(\\\\)*\(\?<[=!]/.test(regex.pattern)) fail('regular expression lookbehind (Safari 12 cannot parse it)');
}

function memberName(node) {
  if (!node.computed && node.property.type === 'Identifier') return node.property.name;
  if (node.computed && node.property.type === 'Literal' && typeof node.property.value === 'string') return node.property.value;
  return null;
}

/** A tiny generic walker: visits every node once, depth-first, with its parent and the key it hangs under. */
function walk(node, parent, key, functionDepth, visit) {
  visit(node, parent, key, functionDepth);
  const depth = FUNCTION_TYPES.has(node.type) ? functionDepth + 1 : functionDepth;
  for (const childKey of Object.keys(node)) {
    if (childKey === 'loc' || childKey === 'type') continue;
    const value = node[childKey];
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, node, childKey, depth, visit);
    } else if (isNode(value)) {
      walk(value, node, childKey, depth, visit);
    }
  }
}

function isNode(value) {
  return value !== null && typeof value === 'object' && typeof value.type === 'string';
}

/** Minified chunks are one long line: show about 40 characters either side of the column. */
function snippetAt(lines, line, column) {
  const text = lines[line - 1] ?? '';
  const start = Math.max(0, column - 40);
  const end = Math.min(text.length, column + 40);
  return (start > 0 ? '…' : '') + text.slice(start, end) + (end < text.length ? '…' : '');
}

/** Every .js/.mjs file under a folder, recursively, sorted for stable output. */
export function listJsFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listJsFiles(path));
    else if (/\.m?js$/.test(name)) out.push(path);
  }
  return out;
}

/** Checks every chunk in a folder; paths in the result are relative to it. */
export function checkDir(dir) {
  const errors = [];
  const warnings = [];
  const files = listJsFiles(dir);
  for (const path of files) {
    const result = checkSource(readFileSync(path, 'utf8'), relative(dir, path));
    errors.push(...result.errors);
    warnings.push(...result.warnings);
  }
  return { files, errors, warnings };
}

function main() {
  // ES2019 is what the engines package.json's browserslist names all run (scripts/engines.mjs); an
  // older engine there would need an older syntax than this check allows.
  const engines = targetEngines();
  const tooOld = olderThanEs2019(engines);
  if (tooOld.length > 0) {
    console.error(`check-es2019: browserslist names ${tooOld.join(', ')}, older than ES2019 (scripts/engines.mjs ES2019_SINCE): lower the check first`);
    process.exit(1);
  }
  const dir = process.argv[2] ?? 'dist';
  let result;
  try {
    result = checkDir(dir);
  } catch (err) {
    console.error(`check-es2019: cannot read ${dir}: ${/** @type {Error} */ (err).message} (run \`npm run build\` first)`);
    process.exit(1);
  }
  if (result.files.length === 0) {
    console.error(`check-es2019: no JS files in ${dir} (run \`npm run build\` first)`);
    process.exit(1);
  }
  for (const w of result.warnings) {
    console.warn(`warning ${w.file}:${w.line}:${w.column} ${w.message}\n    ${w.snippet}`);
  }
  for (const e of result.errors) {
    console.error(`error   ${e.file}:${e.line}:${e.column} ${e.message}\n    ${e.snippet}`);
  }
  const summary = `check-es2019: ${result.files.length} chunks for ${engines.join(', ')}, ${result.errors.length} errors, ${result.warnings.length} warnings`;
  if (result.errors.length > 0) {
    console.error(summary);
    process.exit(1);
  }
  console.log(summary);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
