#!/usr/bin/env node
// `npm run lint`: oxlint for code-level mistakes, stylelint for CSS the target engines cannot use
// (stylelint.config.mjs), then the architecture rules of STYLE.md that no off-the-shelf linter knows:
// where network calls may live, which folders may import which, where SQL may appear, and that
// user-facing text goes through i18n. Every finding is printed as file:line so an editor can jump to it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const LINTED_DIRS = ['src', 'contract', 'server', 'scripts', 'e2e', 'test'];
const SOURCE_EXT = /\.(m?[jt]sx?|cjs)$/;

/**
 * Files allowed to use dangerouslySetInnerHTML, each with the reason it is safe. Add an entry
 * only for a component that sanitises its input first.
 * @type {Record<string, string>}
 */
export const INNER_HTML_ALLOWED = {};

/** JSX attributes a person reads or hears: their string literals must be i18n keys too. */
const USER_FACING_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt']);

const SQL_KEYWORDS = /\b(SELECT |INSERT INTO|UPDATE |DELETE FROM)/g;

/**
 * The only packages contract/ may import: it is loaded by the app (down to ES2019 webviews) and by
 * the server alike, so no framework, no DOM and no Node. Its tests may use the test runner too.
 */
const CONTRACT_PACKAGES = ['superstruct'];
const CONTRACT_TEST_PACKAGES = [...CONTRACT_PACKAGES, 'vitest'];

const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file) || file.startsWith('test/') || file.startsWith('e2e/');

/**
 * Blanks out comments, keeping every newline so positions still map to the right line.
 * Strings and template literals are kept (SQL lives in them).
 */
export function stripComments(src) {
  let out = '';
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    const next = src[i + 1];
    if (c === '/' && next === '/') {
      while (i < src.length && src[i] !== '\n') {
        out += ' ';
        i++;
      }
    } else if (c === '/' && next === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end === -1 ? src.length : end + 2;
      out += src.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < src.length && src[j] !== c) {
        if (src[j] === '\\') j++;
        else if (c !== '`' && src[j] === '\n') break;
        j++;
      }
      out += src.slice(i, j + 1);
      i = j + 1;
    } else if (c === '\\') {
      out += src.slice(i, i + 2);
      i += 2;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

function lineOf(src, index) {
  let line = 1;
  for (let i = 0; i < index && i < src.length; i++) if (src[i] === '\n') line++;
  return line;
}

/**
 * Static imports, re-exports and dynamic import() specifiers with their line numbers; `typeOnly`
 * for `import type` and `export type`, which bring no code.
 */
export function importsOf(code) {
  const out = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?(['"])([^'"\n]+)\1/g,
    /\bimport\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g,
  ];
  for (const re of patterns) {
    for (const m of code.matchAll(re)) {
      out.push({
        specifier: m[2],
        line: lineOf(code, m.index + m[0].lastIndexOf(m[1] + m[2])),
        typeOnly: /^(?:import|export)\s+type\s/.test(m[0]),
      });
    }
  }
  return out.sort((a, b) => a.line - b.line);
}

/** The package an import specifier names ('superstruct/x' → 'superstruct', '@a/b/c' → '@a/b'). */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Where an import points, as a repository-relative posix path without extension; null for packages. */
function resolveImport(file, specifier) {
  if (!specifier.startsWith('.')) return null;
  return posix.normalize(posix.join(posix.dirname(file), specifier)).replace(/\.(m?[jt]sx?)$/, '');
}

/**
 * Text a person would read, hard-coded in JSX: text children containing letters, and string
 * literals of user-facing attributes. A small hand-written scanner rather than a parser: it
 * knows strings, templates, comments, regular expressions and JSX nesting, which is enough to
 * tell `a < b` from `<b>`.
 * @returns {{line: number, text: string, attribute?: string}[]}
 */
export function jsxLiterals(src) {
  const found = [];
  let i = 0;
  // What came last in code: decides whether `<` opens JSX and `/` opens a regex.
  let last = '';
  const OPERAND_KEYWORDS = new Set(['this', 'super', 'null', 'true', 'false', 'undefined']);
  const endsOperand = () =>
    last === ')' || last === ']' || last === 'operand' || (/^[\w$]+$/.test(last) && (OPERAND_KEYWORDS.has(last) || !isKeyword(last)));

  const skipString = (quote) => {
    i++;
    while (i < src.length && src[i] !== quote) {
      if (src[i] === '\\') i++;
      i++;
    }
    i++;
  };

  const skipTemplate = () => {
    i++;
    while (i < src.length && src[i] !== '`') {
      if (src[i] === '\\') i += 2;
      else if (src[i] === '$' && src[i + 1] === '{') {
        i += 2;
        scanCode(true);
      } else i++;
    }
    i++;
  };

  const skipRegex = () => {
    i++;
    let inClass = false;
    while (i < src.length && src[i] !== '\n') {
      const c = src[i];
      if (c === '\\') i++;
      else if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      else if (c === '/' && !inClass) break;
      i++;
    }
    i++;
    while (i < src.length && /[a-z]/i.test(src[i])) i++;
  };

  /** Code until the `}` that closes the current brace (when `inBraces`) or the end of the file. */
  function scanCode(inBraces) {
    let depth = 0;
    last = '';
    while (i < src.length) {
      const c = src[i];
      const next = src[i + 1];
      if (/\s/.test(c)) i++;
      else if (c === '/' && next === '/') while (i < src.length && src[i] !== '\n') i++;
      else if (c === '/' && next === '*') {
        const end = src.indexOf('*/', i + 2);
        i = end === -1 ? src.length : end + 2;
      } else if (c === '"' || c === "'") {
        skipString(c);
        last = 'operand';
      } else if (c === '`') {
        skipTemplate();
        last = 'operand';
      } else if (c === '/') {
        if (endsOperand()) {
          i++;
          last = '/';
        } else {
          skipRegex();
          last = 'operand';
        }
      } else if (c === '<' && !endsOperand() && /[A-Za-z>]/.test(next ?? '')) {
        scanElement();
        last = 'operand';
      } else if (/[\w$]/.test(c)) {
        const start = i;
        while (i < src.length && /[\w$]/.test(src[i])) i++;
        last = src.slice(start, i);
      } else if (c === '{') {
        depth++;
        i++;
        last = '{';
      } else if (c === '}') {
        i++;
        if (depth === 0 && inBraces) return;
        depth--;
        last = '}';
      } else {
        i++;
        last = c;
      }
    }
  }

  function report(text, start, attribute) {
    const withoutEntities = text.replace(/&(#\d+|#x[\da-f]+|[a-z]+\d*);/gi, '');
    if (!/\p{L}/u.test(withoutEntities)) return;
    const firstLetter = start + text.search(/\S/);
    found.push({ line: lineOf(src, firstLetter), text: text.trim(), ...(attribute ? { attribute } : {}) });
  }

  /** A JSX element or fragment starting at `<`, through its closing tag. */
  function scanElement() {
    i++;
    while (i < src.length && /[\w.:-]/.test(src[i])) i++;
    // Attributes.
    for (;;) {
      while (i < src.length && /\s/.test(src[i])) i++;
      if (i >= src.length) return;
      if (src[i] === '/' && src[i + 1] === '>') {
        i += 2;
        return;
      }
      if (src[i] === '>') {
        i++;
        break;
      }
      if (src[i] === '{') {
        i++;
        scanCode(true);
        continue;
      }
      const nameStart = i;
      while (i < src.length && /[\w:-]/.test(src[i])) i++;
      const name = src.slice(nameStart, i);
      if (i === nameStart) {
        i++; // not JSX after all (a stray character): keep moving
        continue;
      }
      while (i < src.length && /\s/.test(src[i])) i++;
      if (src[i] !== '=') continue;
      i++;
      while (i < src.length && /\s/.test(src[i])) i++;
      if (src[i] === '"' || src[i] === "'") {
        const start = i + 1;
        skipString(src[i]);
        if (USER_FACING_ATTRIBUTES.has(name)) report(src.slice(start, i - 1), start, name);
      } else if (src[i] === '{') {
        i++;
        scanCode(true);
      }
    }
    // Children.
    while (i < src.length) {
      const start = i;
      while (i < src.length && src[i] !== '<' && src[i] !== '{') i++;
      report(src.slice(start, i), start);
      if (i >= src.length) return;
      if (src[i] === '{') {
        i++;
        scanCode(true);
      } else if (src[i + 1] === '/') {
        const end = src.indexOf('>', i);
        i = end === -1 ? src.length : end + 1;
        return;
      } else {
        scanElement();
      }
    }
  }

  scanCode(false);
  return found;
}

const KEYWORDS = new Set(
  'return yield await typeof instanceof in of new delete void throw case default else do if while for switch export extends as satisfies'.split(
    ' ',
  ),
);
function isKeyword(word) {
  return KEYWORDS.has(word);
}

/**
 * The paths of the group's declared calls (contract/api/*.ts; an outside party's, `under` a path of
 * its own, aside) as patterns matching a string that writes one: a `:name` part matches any part
 * (a `${…}` too), a trailing slash and a query string are allowed.
 * @returns {RegExp[]}
 */
export function declaredPathPatterns(root) {
  const dir = join(root, 'contract', 'api');
  if (!existsSync(dir)) return [];
  const patterns = [];
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.ts') || name.includes('.test.')) continue;
    const source = readFileSync(join(dir, name), 'utf8');
    for (const m of source.matchAll(/\bcall\(\{([^\n]*)/g)) {
      if (/\bunder: /.test(m[1])) continue;
      const path = /\bpath: '([^']+)'/.exec(m[1])?.[1];
      if (!path) continue;
      const parts = path.replace(/\/$/, '').split('/').map((part) => (part.charAt(0) === ':' ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      patterns.push(new RegExp(`^${parts.join('/')}/?(?:\\?.*)?$`));
    }
  }
  return patterns;
}

/** The strings written in code: quoted and template literals, with the offset of each. */
function stringLiterals(code) {
  const out = [];
  for (const m of code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
    out.push({ text: m[1] ?? m[2] ?? m[3], index: m.index });
  }
  return out;
}

/**
 * Architecture findings for one file. `file` is the repository-relative path with forward slashes;
 * `apiPaths`, the declared calls' paths (declaredPathPatterns), which the app and its tests never write.
 * @returns {{file: string, line: number, message: string}[]}
 */
export function checkFile(file, content, apiPaths = []) {
  const problems = [];
  const add = (line, message) => problems.push({ file, line, message });
  const code = stripComments(content);
  const lines = content.split('\n');
  const test = isTest(file);

  if (file.startsWith('src/')) {
    // Network access lives in the http client and the features' api.ts, where responses are validated.
    const networkAllowed = /^src\/lib\/http[^/]*$/.test(file) || /^src\/features\/[^/]+\/api\.ts$/.test(file);
    if (!networkAllowed && !test) {
      for (const m of code.matchAll(/(^|[^\w$.]|\b(?:window|self|globalThis)\.)fetch\s*\(/g)) {
        add(lineOf(code, m.index + m[1].length), 'fetch() outside src/lib/http* and src/features/*/api.ts');
      }
      for (const imp of importsOf(code)) {
        if (imp.specifier === 'wretch' || imp.specifier.startsWith('wretch/')) {
          add(imp.line, 'wretch imported outside src/lib/http* and src/features/*/api.ts');
        }
      }
    }

    const layer = /^src\/(ui|lib)\//.exec(file)?.[1];
    const ownFeature = /^src\/features\/([^/]+)\//.exec(file)?.[1];
    for (const imp of importsOf(code)) {
      const target = resolveImport(file, imp.specifier);
      if (target === null) continue;
      if (layer && !test && /^src\/(features|app)(\/|$)/.test(target)) {
        add(imp.line, `src/${layer} must not import from ${target.split('/').slice(0, 2).join('/')} ('${imp.specifier}')`);
      }
      // Links go through src/lib/paths; the app (screen table, layout, guards) is above every feature.
      if (ownFeature && /^src\/app(\/|$)/.test(target)) {
        add(imp.line, `feature '${ownFeature}' must not import from src/app ('${imp.specifier}'): link through src/lib/paths`);
      }
      const targetFeature = /^src\/features\/([^/]+)(?:\/(.*))?$/.exec(target);
      if (ownFeature && !test && targetFeature && targetFeature[1] !== ownFeature) {
        const inner = targetFeature[2] ?? '';
        // A feature's faces: index.ts; admin.ts for what only admin sections use and parts.ts for what
        // only lazy screens use, kept out of an index whose modules are in the first paint.
        if (inner !== '' && inner !== 'index' && inner !== 'admin' && inner !== 'parts') {
          add(imp.line, `feature '${ownFeature}' reaches into '${targetFeature[1]}' ('${imp.specifier}'): import from features/${targetFeature[1]} (its index.ts, admin.ts or parts.ts)`);
        }
      }
    }

    // Models return data and state, never UI (issue 26 point 16): no toast, modal, dialog or
    // component from a feature's model.ts; what shows things is its open.ts or its components.
    if (!test && /^src\/features\/[^/]+\/model\.ts$/.test(file)) {
      for (const imp of importsOf(code)) {
        const target = resolveImport(file, imp.specifier);
        const ui = target !== null && (/^src\/ui(\/|$)/.test(target) || /\/components\//.test(target));
        if (ui || imp.specifier === 'preact' || imp.specifier === 'preact/compat') {
          add(imp.line, `a model shows nothing ('${imp.specifier}'): return the outcome, and show it from open.ts or a component`);
        }
      }
    }

    // Forms are built one way (issue 26 point 16): a component that draws a <form> keeps what was
    // typed, what is being sent and why it was not taken in ui/useForm, and says each refusal under
    // its field or the form (FieldError), not in a toast that outlives the screen.
    if (!test && file.endsWith('.tsx')) {
      const form = /<form\b/.exec(code);
      if (form && !/\buseForm\b|\bForm<|\bform\.(submit|bind|errorOf)\(/.test(code)) {
        add(lineOf(code, form.index), 'a <form> is built on useForm (src/ui/useForm.ts): what was typed, the send and its refusals by field');
      }
      if (form && /\btoastApiError\(/.test(code)) {
        add(lineOf(code, code.search(/\btoastApiError\(/)), "a form's refusal is said under its field or the form (FieldError), not in a toast");
      }
    }

    // One local-state idiom (STYLE.md): a component's own state is a useSignal, shared state a
    // signal in a model.
    if (!test) {
      for (const m of code.matchAll(/\buseState\b/g)) {
        add(lineOf(code, m.index), 'useState: a component keeps its own state in useSignal (@preact/signals), shared state in a model');
      }
    }

    if (!(file in INNER_HTML_ALLOWED)) {
      for (const m of code.matchAll(/dangerouslySetInnerHTML/g)) {
        add(lineOf(code, m.index), 'dangerouslySetInnerHTML outside the allow-list in scripts/lint.mjs');
      }
    }

    if (file.endsWith('.tsx') && !test) {
      for (const literal of jsxLiterals(content)) {
        if ((lines[literal.line - 1] ?? '').includes('i18n-ok')) continue;
        const where = literal.attribute ? `attribute ${literal.attribute}=` : 'JSX text ';
        add(literal.line, `hard-coded ${where}"${literal.text.slice(0, 40)}": use an i18n key (or mark the line // i18n-ok)`);
      }
    }
  }

  if (file.startsWith('contract/')) {
    const packages = test ? CONTRACT_TEST_PACKAGES : CONTRACT_PACKAGES;
    for (const imp of importsOf(code)) {
      const target = resolveImport(file, imp.specifier);
      if (target === null) {
        if (!packages.includes(packageName(imp.specifier))) {
          add(imp.line, `contract/ imports no package but ${packages.join(', ')} ('${imp.specifier}')`);
        }
      } else if (!target.startsWith('contract/')) {
        add(imp.line, `contract/ must not import from outside contract/ ('${imp.specifier}'): src/ and server/ both import it`);
      }
    }
  }

  if (file.startsWith('server/')) {
    // The server shares only the contract with the app; src/ is the app itself.
    for (const imp of importsOf(code)) {
      const target = resolveImport(file, imp.specifier);
      if (target !== null && !/^(server|contract)\//.test(target)) {
        add(imp.line, `server/ imports only server/ and contract/ ('${imp.specifier}')`);
      }
    }
  }

  // The shape of a feature folder (README "Layout"): screens in routes/, one default-exported
  // screen a file; components in components/, named after the feature; no other folders.
  const featureFile = /^src\/features\/([^/]+)\/(.+)$/.exec(file);
  if (featureFile && !test) {
    const [, feature, rest] = featureFile;
    const parts = rest.split('/');
    if (parts.length > 2 || (parts.length === 2 && parts[0] !== 'routes' && parts[0] !== 'components')) {
      add(1, `feature files live in the feature's folder, routes/ or components/, not in '${parts.slice(0, -1).join('/')}/'`);
    }
    const isScript = /\.tsx?$/.test(rest);
    if (isScript && parts[0] === 'routes' && !/export\s+default\s+function\s+[A-Z]/.test(code)) {
      add(1, 'a file in routes/ is a screen: it default-exports one component (export default function XScreen)');
    }
    if (isScript && parts[0] !== 'routes' && /export\s+default\b/.test(code)) {
      add(lineOf(code, code.search(/export\s+default\b/)), 'only screens (in routes/) have a default export');
    }
    // One way to load data: screens and components read the model's resources and call its
    // actions; the calls themselves (api.ts) are the model's to make.
    if (parts[0] === 'routes' || parts[0] === 'components') {
      for (const imp of importsOf(code)) {
        if (!imp.typeOnly && resolveImport(file, imp.specifier) === `src/features/${feature}/api`) {
          const what = parts[0] === 'routes' ? 'a screen' : 'a component';
          add(imp.line, `${what} calls no api.ts ('${imp.specifier}'): read a resource or call an action of the feature's model.ts`);
        }
      }
      // A failure dropped on the floor: a resource keeps it in its state (ensure, refresh, reload),
      // an action of the model decides what the person is told.
      for (const m of code.matchAll(/\.catch\(\s*(?:\(\)\s*=>\s*(?:\{\s*\}|undefined)|ignore|noop)\s*\)/g)) {
        add(lineOf(code, m.index), `${parts[0] === 'routes' ? 'a screen' : 'a component'} swallows no failure (${m[0].slice(1)}): use the resource's ensure/refresh/reload or a model action`);
      }
    }
    if (parts[0] === 'components' && rest.endsWith('.tsx')) {
      const words = feature.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1));
      const name = parts[1].replace(/\.tsx$/, '');
      if (name.indexOf(words.join('')) !== 0 && name.indexOf(words[0]) !== 0) {
        add(1, `component '${name}' should begin with its feature's name ('${words.join('')}…')`);
      }
    }
  }

  // Each call is declared once (issue 25): the app calls it, its tests mock it and the journeys
  // name it through the declaration, so a path changed there cannot leave a call or a mock behind.
  // (The server's tests write the paths: they test the HTTP surface itself, and fail when it moves.)
  if (/^(src|test|e2e)\//.test(file) && apiPaths.length > 0) {
    for (const literal of stringLiterals(code)) {
      const path = literal.text.replace(/^\/api\/groups\/[^/]+(?=\/)/, '');
      if (path.charAt(0) !== '/' || !apiPaths.some((pattern) => pattern.test(path))) continue;
      add(lineOf(code, literal.index), `an API path ('${literal.text}') outside contract/api: call it through callApi/uploadFile/callUrl, mock it through mockCall`);
    }
  }

  // A journey waits for what the person would see, never a set while (issue 22 point 2): a guessed
  // wait is too short on a loaded machine and wasted time on a quiet one.
  if (file.startsWith('e2e/')) {
    for (const m of code.matchAll(/\.waitForTimeout\s*\(/g)) {
      add(lineOf(code, m.index), 'waitForTimeout in a journey: wait for what the person would see (an expect, a response, an event)');
    }
  }

  // The routes call the outside parties through server/providers only (issue 23 point 1): whether
  // the stand-ins or the real adapters answer is decided once, in createApp. Comments count too, so
  // nothing in a route explains itself by the sandbox either; nor do the routes' tests, which reach
  // the stand-ins through server/test/standins.ts (issue 23: no file under server/routes names it).
  if (file.startsWith('server/routes/')) {
    for (const m of content.matchAll(/sandbox/gi)) {
      add(lineOf(content, m.index), 'the sandbox in server/routes: call the party through deps.providers (server/providers)');
    }
  }

  if (file.startsWith('server/') && !test) {
    const sqlAllowed = file.endsWith('.repo.ts') || file.startsWith('server/db/') || /(^|\/)seed[^/]*\.ts$/.test(file)
      || file.startsWith('server/seed/');
    if (!sqlAllowed) {
      for (const m of code.matchAll(SQL_KEYWORDS)) {
        add(lineOf(code, m.index), `SQL (${m[1].trim()}) outside *.repo.ts, server/db/ and seed files`);
      }
    }
  }

  return problems;
}

function listSources(root, dir) {
  const out = [];
  const abs = join(root, dir);
  if (!existsSync(abs)) return out;
  for (const name of readdirSync(abs).sort()) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(abs, name);
    if (statSync(path).isDirectory()) out.push(...listSources(root, join(dir, name)));
    else if (SOURCE_EXT.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.d.mts')) {
      out.push(relative(root, path).split(sep).join('/'));
    }
  }
  return out;
}

/** Architecture findings for the whole repository. */
export function checkArchitecture(root) {
  const problems = [];
  const apiPaths = declaredPathPatterns(root);
  for (const dir of LINTED_DIRS) {
    for (const file of listSources(root, dir)) problems.push(...checkFile(file, readFileSync(join(root, file), 'utf8'), apiPaths));
  }
  return problems;
}

function main() {
  const root = dirname(dirname(fileURLToPath(import.meta.url)));
  const dirs = LINTED_DIRS.filter((d) => existsSync(join(root, d)));
  const oxlint = spawnSync(join(root, 'node_modules', '.bin', 'oxlint'), ['-c', '.oxlintrc.json', ...dirs], {
    cwd: root,
    stdio: 'inherit',
  });
  if (oxlint.error) console.error(`lint: cannot run oxlint: ${oxlint.error.message}`);
  // With the types (oxlint-tsgolint), on the server: a promise nobody awaits or handles, or one passed where a
  // plain value is read (`if (findX())` once findX is async) — what moving the repos onto the async layer
  // (issue 27) would otherwise let slip through.
  const promises = spawnSync(join(root, 'node_modules', '.bin', 'oxlint'), [
    '--type-aware', '-A', 'all', '-D', 'typescript/no-floating-promises', '-D', 'typescript/no-misused-promises', 'server',
  ], { cwd: root, stdio: 'inherit' });
  if (promises.error) console.error(`lint: cannot run oxlint --type-aware: ${promises.error.message}`);

  // The stylesheets against the engines package.json's browserslist names (stylelint.config.mjs).
  const stylelint = spawnSync(join(root, 'node_modules', '.bin', 'stylelint'), ['src/**/*.css', '--formatter', 'unix'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (stylelint.error) console.error(`lint: cannot run stylelint: ${stylelint.error.message}`);
  else if (stylelint.status === 0) console.log('stylelint: the CSS runs on every engine package.json names');

  const problems = checkArchitecture(root);
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
  console.log(`architecture: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);

  if (oxlint.status !== 0 || promises.status !== 0 || stylelint.status !== 0 || problems.length > 0) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
