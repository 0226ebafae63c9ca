#!/usr/bin/env node
// Size budgets for the built app (budgets.json). Phones on slow links pay for every byte before
// the first screen, so what index.html pulls in — its entry chunk, every chunk that entry
// imports statically (transitively), and the CSS it links — is budgeted as one total; each
// lazily loaded chunk has its own smaller limit. Sizes are brotli level 11, which is what a
// CDN serves; raw and gzip are printed alongside for comparison.
import { parse } from 'acorn';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const KB = 1024;

/** @param {string} path */
const toPosix = (path) => path.split(sep).join('/');

/** Relative references from index.html ("./assets/x.js", "/assets/x.js", "assets/x.js") as dist-relative paths. */
function resolveFromHtml(ref) {
  const clean = ref.split(/[?#]/)[0];
  if (/^[a-z]+:\/\//i.test(clean) || clean.startsWith('//')) return null;
  return posix.normalize(clean.replace(/^\//, ''));
}

/** Attributes of every tag named `tag` in an HTML string, as plain objects. */
function tagsOf(html, tag) {
  const tags = [];
  const tagRe = new RegExp(`<${tag}\\b([^>]*)>`, 'gi');
  for (const match of html.matchAll(tagRe)) {
    const attrs = {};
    for (const attr of match[1].matchAll(/([a-zA-Z_:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attrs[attr[1].toLowerCase()] = attr[2] ?? attr[3] ?? attr[4] ?? '';
    }
    tags.push(attrs);
  }
  return tags;
}

/** Specifiers of a module's static imports and re-exports; dynamic import() is deliberately left out. */
export function staticImportsOf(code) {
  const ast = parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  const specifiers = [];
  for (const node of ast.body) {
    if (
      (node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || node.type === 'ExportNamedDeclaration') &&
      node.source &&
      typeof node.source.value === 'string'
    ) {
      specifiers.push(node.source.value);
    }
  }
  return specifiers;
}

/** The JS files `start` loads before running: themselves and their static imports, transitively. */
function staticClosure(dir, start) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    if (seen.has(file)) continue;
    if (!existsSync(join(dir, file))) throw new Error(`${file} is needed but missing from ${dir}`);
    seen.add(file);
    for (const specifier of staticImportsOf(readFileSync(join(dir, file), 'utf8'))) {
      // Bare specifiers would be import-mapped externals: nothing of ours to measure.
      if (!specifier.startsWith('.') && !specifier.startsWith('/')) continue;
      const target = specifier.startsWith('/')
        ? posix.normalize(specifier.slice(1))
        : posix.normalize(posix.join(posix.dirname(file), specifier));
      queue.push(target);
    }
  }
  return [...seen];
}

/**
 * What the first paint loads: the entry module(s) of index.html with their static imports,
 * modulepreloaded chunks, and linked stylesheets (plus, when a Vite manifest exists, the CSS of
 * the statically imported chunks). Paths are relative to `dir`, with forward slashes.
 */
export function firstPaintGraph(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const js = new Set();
  const css = new Set();

  const queue = [];
  for (const script of tagsOf(html, 'script')) {
    if (script.type === 'module' && script.src) {
      const path = resolveFromHtml(script.src);
      if (path) queue.push(path);
    }
  }
  for (const link of tagsOf(html, 'link')) {
    const rel = (link.rel ?? '').toLowerCase().split(/\s+/);
    const path = link.href ? resolveFromHtml(link.href) : null;
    if (!path) continue;
    if (rel.includes('stylesheet')) css.add(path);
    if (rel.includes('modulepreload')) queue.push(path);
  }
  if (queue.length === 0) throw new Error('index.html references no module script');
  for (const file of staticClosure(dir, queue)) js.add(file);

  const manifestPath = join(dir, '.vite', 'manifest.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    for (const chunk of Object.values(manifest)) {
      if (chunk && js.has(chunk.file)) for (const file of chunk.css ?? []) css.add(file);
    }
  }
  return { js: [...js], css: [...css] };
}

function listFiles(dir, root = dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listFiles(path, root));
    else out.push(toPosix(relative(root, path)));
  }
  return out;
}

/** raw, gzip (level 9) and brotli (quality 11) sizes in bytes. */
export function sizesOf(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: buffer.length },
    }).length,
  };
}

/** `*` matches within a path segment, `**` across segments; a pattern without `/` matches the file name. */
function globToRegExp(pattern) {
  const escape = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const source = pattern
    .split('**')
    .map((part) => part.split('*').map(escape).join('[^/]*'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

function exemptionFor(file, exempt) {
  for (const entry of exempt) {
    const subject = entry.pattern.includes('/') ? file : posix.basename(file);
    if (globToRegExp(entry.pattern).test(subject)) return entry;
  }
  return null;
}

/** Validates budgets.json so a typo cannot silently switch a budget off. */
export function validateBudgets(budgets) {
  const problems = [];
  for (const key of ['firstPaintJs', 'routeChunk', 'firstPaintCss']) {
    const value = budgets?.[key]?.brotliKB;
    if (typeof value !== 'number' || !(value > 0)) problems.push(`${key}.brotliKB must be a positive number`);
  }
  if (budgets?.subApps !== undefined) {
    if (!Array.isArray(budgets.subApps)) problems.push('subApps must be an array');
    else {
      budgets.subApps.forEach((entry, i) => {
        if (!entry || typeof entry.name !== 'string' || entry.name === '') problems.push(`subApps[${i}].name is missing`);
        if (!entry || typeof entry.entry !== 'string' || entry.entry === '') problems.push(`subApps[${i}].entry is missing`);
        if (!entry || typeof entry.brotliKB !== 'number' || !(entry.brotliKB > 0)) problems.push(`subApps[${i}].brotliKB must be a positive number`);
        if (entry && entry.maxScripts !== undefined && !(Number.isInteger(entry.maxScripts) && entry.maxScripts > 0)) {
          problems.push(`subApps[${i}].maxScripts must be a positive whole number`);
        }
      });
    }
  }
  if (!Array.isArray(budgets?.exempt)) problems.push('exempt must be an array');
  else {
    budgets.exempt.forEach((entry, i) => {
      if (!entry || typeof entry.pattern !== 'string' || entry.pattern === '') problems.push(`exempt[${i}].pattern is missing`);
      if (!entry || typeof entry.reason !== 'string' || entry.reason.trim() === '') problems.push(`exempt[${i}] needs a reason`);
    });
  }
  return problems;
}

/**
 * Measures every JS and CSS file in `dir`, classifies it and compares it with the budgets.
 * Kinds: first-paint-js, first-paint-css, route-js (lazy chunks), route-css (their styles).
 */
export function analyzeDist(dir, budgets) {
  const problems = validateBudgets(budgets);
  if (problems.length > 0) throw new Error(`budgets.json: ${problems.join('; ')}`);

  const graph = firstPaintGraph(dir);
  const firstJs = new Set(graph.js);
  const firstCss = new Set(graph.css);
  const files = [];
  for (const file of listFiles(dir)) {
    const isJs = /\.m?js$/.test(file);
    const isCss = file.endsWith('.css');
    if (!isJs && !isCss) continue;
    const kind = isJs ? (firstJs.has(file) ? 'first-paint-js' : 'route-js') : firstCss.has(file) ? 'first-paint-css' : 'route-css';
    const exemption = kind.startsWith('route') ? exemptionFor(file, budgets.exempt) : null;
    files.push({ file, kind, ...sizesOf(readFileSync(join(dir, file))), ...(exemption ? { exempt: exemption.reason } : {}) });
  }

  const sum = (kind) =>
    files.filter((f) => f.kind === kind).reduce((t, f) => ({ raw: t.raw + f.raw, gzip: t.gzip + f.gzip, brotli: t.brotli + f.brotli }), { raw: 0, gzip: 0, brotli: 0 });
  const totals = {
    'first-paint-js': sum('first-paint-js'),
    'first-paint-css': sum('first-paint-css'),
    'route-js': sum('route-js'),
    'route-css': sum('route-css'),
  };

  const violations = [];
  const limit = (kilobytes) => kilobytes * KB;
  if (totals['first-paint-js'].brotli > limit(budgets.firstPaintJs.brotliKB)) {
    const biggest = files.filter((f) => f.kind === 'first-paint-js').sort((a, b) => b.brotli - a.brotli).slice(0, 3);
    violations.push(
      `first-paint JS is ${kb(totals['first-paint-js'].brotli)} KB brotli, over the ${budgets.firstPaintJs.brotliKB} KB budget ` +
        `(largest: ${biggest.map((f) => `${f.file} ${kb(f.brotli)} KB`).join(', ')})`,
    );
  }
  if (totals['first-paint-css'].brotli > limit(budgets.firstPaintCss.brotliKB)) {
    violations.push(
      `first-paint CSS is ${kb(totals['first-paint-css'].brotli)} KB brotli, over the ${budgets.firstPaintCss.brotliKB} KB budget ` +
        `(${files.filter((f) => f.kind === 'first-paint-css').map((f) => f.file).join(', ')})`,
    );
  }
  for (const f of files) {
    if (f.kind.startsWith('route') && !f.exempt && f.brotli > limit(budgets.routeChunk.brotliKB)) {
      violations.push(`${f.file} (${f.kind}) is ${kb(f.brotli)} KB brotli, over the ${budgets.routeChunk.brotliKB} KB per-chunk budget`);
    }
  }

  // A sub-app (the admin portal) is one lazy entry: it costs its chunk and what that chunk imports
  // statically beyond the first paint, all fetched when it opens.
  const subApps = (budgets.subApps ?? []).map((app) => {
    const pattern = globToRegExp(app.entry);
    const entry = files.find((f) => f.kind === 'route-js' && pattern.test(posix.basename(f.file)));
    if (!entry) {
      violations.push(`sub-app ${app.name}: no lazy chunk matches ${app.entry}`);
      return { name: app.name, files: [], brotli: 0, budgetKB: app.brotliKB };
    }
    const own = staticClosure(dir, [entry.file]).filter((file) => !firstJs.has(file));
    const brotli = files.filter((f) => own.includes(f.file)).reduce((t, f) => t + f.brotli, 0);
    if (brotli > limit(app.brotliKB)) {
      violations.push(`sub-app ${app.name} (${own.join(', ')}) is ${kb(brotli)} KB brotli, over its ${app.brotliKB} KB budget`);
    }
    // Each script is a request on a slow link: the opening screen promises to arrive in few.
    if (app.maxScripts !== undefined && own.length > app.maxScripts) {
      violations.push(`sub-app ${app.name} loads ${own.length} scripts beyond the first paint (${own.join(', ')}), over its ${app.maxScripts}`);
    }
    return { name: app.name, files: own, brotli, budgetKB: app.brotliKB };
  });
  return { files, totals, graph, violations, subApps };
}

/** Bytes as KB (1024) with one decimal. */
function kb(bytes) {
  return (bytes / KB).toFixed(1);
}

function printTable(report) {
  const rows = [['file', 'kind', 'raw', 'gzip', 'brotli']];
  const order = ['first-paint-js', 'first-paint-css', 'route-js', 'route-css'];
  const sorted = [...report.files].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || b.brotli - a.brotli);
  for (const f of sorted) rows.push([f.file + (f.exempt ? ' (exempt)' : ''), f.kind, kb(f.raw), kb(f.gzip), kb(f.brotli)]);
  rows.push(['', '', '', '', '']);
  for (const kind of order) {
    const t = report.totals[kind];
    rows.push([`total ${kind}`, '', kb(t.raw), kb(t.gzip), kb(t.brotli)]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const row of rows) {
    console.log(row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
  }
  console.log('(sizes in KB of 1024 bytes)');
}

function main() {
  const dir = process.argv[2] ?? 'dist';
  const root = dirname(dirname(fileURLToPath(import.meta.url)));
  const budgets = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8'));
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`check-budgets: ${dir}/index.html is missing (run \`npm run build\` first)`);
    process.exit(1);
  }
  let report;
  try {
    report = analyzeDist(dir, budgets);
  } catch (err) {
    console.error(`check-budgets: ${/** @type {Error} */ (err).message}`);
    process.exit(1);
  }
  printTable(report);
  writeFileSync(
    join(dir, 'budget-report.json'),
    JSON.stringify({ budgets, totals: report.totals, subApps: report.subApps, files: report.files, violations: report.violations }, null, 2) + '\n',
  );
  if (report.violations.length > 0) {
    for (const v of report.violations) console.error(`over budget: ${v}`);
    process.exit(1);
  }
  const subApps = report.subApps.map((app) => `, ${app.name} ${kb(app.brotli)}/${app.budgetKB} KB`).join('');
  console.log(
    `check-budgets: within budget (first-paint JS ${kb(report.totals['first-paint-js'].brotli)}/${budgets.firstPaintJs.brotliKB} KB, ` +
      `first-paint CSS ${kb(report.totals['first-paint-css'].brotli)}/${budgets.firstPaintCss.brotliKB} KB${subApps})`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
