import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkArchitecture, checkFile, declaredPathPatterns, jsxLiterals, stripComments } from '../scripts/lint.mjs';

const lines = (file: string, content: string) => checkFile(file, content).map((p) => `${p.line}: ${p.message}`);

describe('network access', () => {
  const code = 'const a = 1;\nexport const load = () => fetch("/api/x");\n';

  it('flags fetch() and wretch outside the http client and api.ts', () => {
    expect(lines('src/features/group/model.ts', code)).toEqual([
      '2: fetch() outside src/lib/http* and src/features/*/api.ts',
    ]);
    expect(lines('src/ui/Avatar.tsx', "import wretch from 'wretch';\nwindow.fetch('/x');")).toEqual([
      '2: fetch() outside src/lib/http* and src/features/*/api.ts',
      '1: wretch imported outside src/lib/http* and src/features/*/api.ts',
    ]);
  });

  it('allows them in src/lib/http*, features/*/api.ts, server code and comments', () => {
    expect(lines('src/lib/http.ts', code)).toEqual([]);
    expect(lines('src/lib/httpRetry.ts', "import wretch from 'wretch';")).toEqual([]);
    expect(lines('src/features/group/api.ts', code)).toEqual([]);
    expect(lines('server/routes/proxy.ts', code)).toEqual([]);
    expect(lines('src/features/group/model.ts', '// never call fetch() here\nconst prefetch = refetch(1);')).toEqual([]);
  });
});

describe('layering', () => {
  it('keeps src/ui and src/lib free of features and app', () => {
    expect(lines('src/ui/Sheet.tsx', "import { t } from '../lib/i18n';\nimport { me } from '../features/account';")).toEqual([
      "2: src/ui must not import from src/features ('../features/account')",
    ]);
    expect(lines('src/lib/http.ts', "export { x } from '../app/routes';")).toEqual([
      "1: src/lib must not import from src/app ('../app/routes')",
    ]);
  });

  it('lets a feature reach another only through its index', () => {
    const file = 'src/features/checkout/components/CheckoutSheet.tsx';
    const code = [
      "import { session } from '../../auth';",
      "import { login } from '../../auth/index';",
      "import type { Group } from '../../group/schemas';",
      "import { profile } from '../../account/model';",
      "const Screen = lazy(() => import('../../group/routes/GroupHome'));",
      "import { price } from '../price';",
      "import type { Order } from '../../../../contract/order';",
    ].join('\n');
    expect(lines(file, code)).toEqual([
      "3: feature 'checkout' reaches into 'group' ('../../group/schemas'): import from features/group (its index.ts, admin.ts or parts.ts)",
      "4: feature 'checkout' reaches into 'account' ('../../account/model'): import from features/account (its index.ts, admin.ts or parts.ts)",
      "5: feature 'checkout' reaches into 'group' ('../../group/routes/GroupHome'): import from features/group (its index.ts, admin.ts or parts.ts)",
    ]);
  });

  it('lets the screen table load screens directly', () => {
    expect(lines('src/app/screens.ts', "const s = () => import('../features/group/routes/GroupHome');")).toEqual([]);
  });

  it('keeps features, their tests too, from importing the app: links go through src/lib/paths', () => {
    expect(lines('src/features/me/components/MeLinks.tsx', "import { to } from '../../../lib/paths';\nimport { to as t2 } from '../../../app/screens';")).toEqual([
      "2: feature 'me' must not import from src/app ('../../../app/screens'): link through src/lib/paths",
    ]);
    expect(lines('src/features/me/routes/MeScreen.test.tsx', "import { renderApp } from '../../../app/App';")).toEqual([
      "1: feature 'me' must not import from src/app ('../../../app/App'): link through src/lib/paths",
    ]);
    expect(lines('src/features/me/routes/MeScreen.test.tsx', "import { renderApp } from '../../../../test/app';")).toEqual([]);
  });
});

describe('the contract', () => {
  it('is all the server shares with the app, tests included', () => {
    const code = [
      "import { Hono } from 'hono';",
      "import { Order } from '../../../contract/order';",
      "import { apiErrors } from '../../lib/errors';",
      "import { Course } from '../../../src/features/course/schemas';",
      "import { add } from '../../../src/lib/money';",
      "import { t } from '../../../locales/en';",
    ].join('\n');
    const refused = [
      "4: server/ imports only server/ and contract/ ('../../../src/features/course/schemas')",
      "5: server/ imports only server/ and contract/ ('../../../src/lib/money')",
      "6: server/ imports only server/ and contract/ ('../../../locales/en')",
    ];
    expect(lines('server/routes/order/order.handlers.ts', code)).toEqual(refused);
    expect(lines('server/routes/order/order.test.ts', code)).toEqual(refused);
  });

  it('imports nothing from src/ or server/, and no package but superstruct', () => {
    const code = [
      "import { object, string } from 'superstruct';",
      "import { Course } from './course';",
      "import { t } from '../src/lib/i18n';",
      "import type { ApiError } from '../server/lib/errors';",
      "import { h } from 'preact';",
      "import type { Context } from 'hono';",
      "import { describe } from 'vitest';",
    ].join('\n');
    expect(lines('contract/order.ts', code)).toEqual([
      "3: contract/ must not import from outside contract/ ('../src/lib/i18n'): src/ and server/ both import it",
      "4: contract/ must not import from outside contract/ ('../server/lib/errors'): src/ and server/ both import it",
      "5: contract/ imports no package but superstruct ('preact')",
      "6: contract/ imports no package but superstruct ('hono')",
      "7: contract/ imports no package but superstruct ('vitest')",
    ]);
  });

  it('lets its tests use the test runner', () => {
    expect(lines('contract/money.test.ts', "import { expect } from 'vitest';\nimport { add } from './money';")).toEqual([]);
  });

  it('may be imported by the app anywhere, lib and ui included', () => {
    expect(lines('src/lib/http.ts', "import { ErrorCode } from '../../contract/errors';")).toEqual([]);
    expect(lines('src/ui/Price.tsx', "import { add } from '../../contract/money';")).toEqual([]);
  });
});

describe('feature folder shape', () => {
  it('keeps screens in routes/, each default-exporting one component', () => {
    expect(lines('src/features/course/routes/CoursesScreen.tsx', 'export default function CoursesScreen() { return null; }')).toEqual([]);
    expect(lines('src/features/course/routes/helpers.ts', 'export const x = 1;')).toEqual([
      '1: a file in routes/ is a screen: it default-exports one component (export default function XScreen)',
    ]);
    expect(lines('src/features/course/components/CourseCard.tsx', 'const a = 1;\nexport default function CourseCard() { return null; }')).toEqual([
      '2: only screens (in routes/) have a default export',
    ]);
  });

  it('names components after their feature', () => {
    expect(lines('src/features/course-edit/components/CourseEditForm.tsx', 'export function CourseEditForm() {}')).toEqual([]);
    expect(lines('src/features/course-edit/components/CourseMessageRow.tsx', 'export function CourseMessageRow() {}')).toEqual([]);
    expect(lines('src/features/auth/components/LoginPanel.tsx', 'export function LoginPanel() {}')).toEqual([
      "1: component 'LoginPanel' should begin with its feature's name ('Auth…')",
    ]);
  });

  it('allows no folders but routes/ and components/ in a feature', () => {
    expect(lines('src/features/course/utils/x.ts', 'export const x = 1;')).toEqual([
      "1: feature files live in the feature's folder, routes/ or components/, not in 'utils/'",
    ]);
    expect(lines('src/features/course/pricing.ts', 'export const x = 1;')).toEqual([]);
  });
});

describe('one way to load data, one local-state idiom', () => {
  it("keeps a feature's api.ts out of its screens and components, but lets them name its types", () => {
    const screen = (imports: string) => `${imports}\nexport default function AlbumsScreen() { return null; }`;
    expect(lines('src/features/album/routes/AlbumsScreen.tsx', screen("import { fetchAlbums } from '../api';"))).toEqual([
      "1: a screen calls no api.ts ('../api'): read a resource or call an action of the feature's model.ts",
    ]);
    expect(lines('src/features/album/components/AlbumCard.tsx', "import { favorAlbum } from '../api';\nexport function AlbumCard() {}")).toEqual([
      "1: a component calls no api.ts ('../api'): read a resource or call an action of the feature's model.ts",
    ]);
    expect(lines('src/features/album/routes/AlbumsScreen.tsx', screen("import type { AlbumInput } from '../api';"))).toEqual([]);
    expect(lines('src/features/album/routes/AlbumsScreen.tsx', screen("import { loadAlbumPage } from '../model';"))).toEqual([]);
    expect(lines('src/features/album/model.ts', "import { fetchAlbums } from './api';")).toEqual([]);
  });

  it('lets no screen or component swallow a failure', () => {
    expect(lines('src/features/me/components/MeCard.tsx', 'export function MeCard() {}\naccount.load(group).catch(() => {});\nx.catch(ignore);')).toEqual([
      "2: a component swallows no failure (catch(() => {})): use the resource's ensure/refresh/reload or a model action",
      "3: a component swallows no failure (catch(ignore)): use the resource's ensure/refresh/reload or a model action",
    ]);
    expect(lines('src/features/me/components/MeCard.tsx', "export function MeCard() {}\nsave().catch((err) => toast(String(err), 'error'));")).toEqual([]);
    expect(lines('src/features/me/model.ts', 'account.load(group).catch(() => {});')).toEqual([]);
  });

  it('flags useState anywhere in the app but its tests', () => {
    expect(lines('src/ui/Toggle.tsx', "import { useState } from 'preact/hooks';\nexport function Toggle() { const [on] = useState(false); }")).toEqual([
      '1: useState: a component keeps its own state in useSignal (@preact/signals), shared state in a model',
      '2: useState: a component keeps its own state in useSignal (@preact/signals), shared state in a model',
    ]);
    expect(lines('src/ui/Toggle.test.tsx', "import { useState } from 'preact/hooks';")).toEqual([]);
    expect(lines('src/ui/Toggle.tsx', "import { useSignal } from '@preact/signals';\n// not useState: see STYLE.md")).toEqual([]);
  });
});

describe('models show nothing (issue 26 point 16)', () => {
  it('flags a toast, a modal, a dialog, a component or preact itself in a feature\'s model.ts, and only there', () => {
    const code = [
      "import { toast } from '../../ui/toast';",
      "import { openModal } from '../../ui/modals';",
      "import { CheckoutHost } from './components/CheckoutHost';",
      "import { h } from 'preact';",
      "import { signal } from '@preact/signals';",
      "import { fetchThing } from './api';",
    ].join('\n');
    expect(lines('src/features/checkout/model.ts', code)).toEqual([
      "1: a model shows nothing ('../../ui/toast'): return the outcome, and show it from open.ts or a component",
      "2: a model shows nothing ('../../ui/modals'): return the outcome, and show it from open.ts or a component",
      "3: a model shows nothing ('./components/CheckoutHost'): return the outcome, and show it from open.ts or a component",
      "4: a model shows nothing ('preact'): return the outcome, and show it from open.ts or a component",
    ]);
    expect(lines('src/features/checkout/open.ts', code)).toEqual([]);
    expect(lines('src/features/checkout/model.test.ts', code)).toEqual([]);
  });
});

describe('SQL placement', () => {
  it('flags SQL in server files other than repos, db/ and seeds', () => {
    expect(lines('server/routes/group/group.handlers.ts', 'const q = `SELECT * FROM groups`;\ndb.prepare("DELETE FROM x");')).toEqual([
      '1: SQL (SELECT) outside *.repo.ts, server/db/ and seed files',
      '2: SQL (DELETE FROM) outside *.repo.ts, server/db/ and seed files',
    ]);
  });

  it('allows SQL in repos, server/db, seeds and tests', () => {
    const sql = 'db.prepare("UPDATE groups SET name = ?")';
    expect(lines('server/routes/group/group.repo.ts', sql)).toEqual([]);
    expect(lines('server/db/migrator.ts', sql)).toEqual([]);
    expect(lines('server/seed.ts', sql)).toEqual([]);
    expect(lines('server/routes/group/group.test.ts', sql)).toEqual([]);
  });
});

describe('waits in the journeys', () => {
  it('refuses a set wait in e2e/, a journey waits for what the person would see (issue 22 point 2)', () => {
    expect(lines('e2e/chat.spec.ts', "await page.getByRole('button').click();\nawait page.waitForTimeout(500);")).toEqual([
      '2: waitForTimeout in a journey: wait for what the person would see (an expect, a response, an event)',
    ]);
    expect(lines('e2e/chat.spec.ts', '// page.waitForTimeout(500) is not how a journey waits\nawait expect(page.getByText(/sent/)).toBeVisible();')).toEqual([]);
  });
});

describe('the sandbox and the routes', () => {
  it('refuses the sandbox anywhere under server/routes, its tests too: imports, settings, paths and comments (issue 23)', () => {
    const message = 'the sandbox in server/routes: call the party through deps.providers (server/providers)';
    expect(lines('server/routes/vault/vault.handlers.ts', "import { submitSandboxTransfer } from '../../sandbox/transfer';")).toEqual([
      `1: ${message}`, `1: ${message}`,
    ]);
    expect(lines('server/routes/tip/tip.service.ts', "const a = 1;\nif (deps.env.sandbox) pay();\n// the Sandbox's page")).toEqual([
      `2: ${message}`, `3: ${message}`,
    ]);
    expect(lines('server/routes/kyc/kyc.handlers.ts', 'return deps.providers.kyc.verificationUrl(session);')).toEqual([]);
    // The route tests reach the stand-ins through server/test/standins.ts.
    expect(lines('server/routes/kyc/kyc.test.ts', "await server.post('/sandbox/kyc', form);")).toEqual([`1: ${message}`]);
    expect(lines('server/routes/kyc/kyc.test.ts', 'await server.form(`${STANDINS}/kyc`, form);')).toEqual([]);
    expect(lines('server/sandbox/providers.ts', "const base = '/sandbox/live';")).toEqual([]);
  });
});

describe('dangerouslySetInnerHTML', () => {
  it('is refused outside the allow-list', () => {
    expect(lines('src/features/article/components/ArticleBody.tsx', 'export const A = () => <div dangerouslySetInnerHTML={{ __html: x }} />;')).toEqual([
      '1: dangerouslySetInnerHTML outside the allow-list in scripts/lint.mjs',
    ]);
  });
});

describe('hard-coded JSX text', () => {
  it('finds text children and user-facing attributes with letters', () => {
    const src = [
      'export function A({ n }: { n: number }) {',
      '  const big = n > 3 && n < 10;',
      '  return (',
      '    <div class="a" title="Close">',
      '      Welcome back',
      '      <b>{t("home:hello")}</b> {n} items',
      '      {big && <span>Big</span>}',
      '      <img alt={t("home:logo")} src="/logo.png" />',
      '      <p>{`${n}`} · 3 &nbsp; 100%</p>',
      '    </div>',
      '  );',
      '}',
    ].join('\n');
    expect(jsxLiterals(src)).toEqual([
      { line: 4, text: 'Close', attribute: 'title' },
      { line: 5, text: 'Welcome back' },
      { line: 6, text: 'items' },
      { line: 7, text: 'Big' },
    ]);
  });

  it('is not fooled by comparisons, generics, regular expressions, strings and comments', () => {
    const src = [
      'const ok = a < b && c > d;',
      'const s = useSignal<string | null>(null);',
      'const re = /<b>x<\\/b>/g;',
      'const html = "<p>text</p>";',
      '// <p>Commented</p>',
      'const el = <>{items.map((i) => (i < 3 ? <I key={i} /> : null))}</>;',
    ].join('\n');
    expect(jsxLiterals(src)).toEqual([]);
  });

  it('reports in src/**/*.tsx only, honouring // i18n-ok and skipping tests', () => {
    const src = 'export const A = () => <p>Hello</p>;\nexport const B = () => <code>GET /api</code>; // i18n-ok\n';
    expect(lines('src/ui/A.tsx', src)).toEqual([
      '1: hard-coded JSX text "Hello": use an i18n key (or mark the line // i18n-ok)',
    ]);
    expect(lines('src/ui/A.test.tsx', src)).toEqual([]);
    expect(lines('e2e/a.tsx', src)).toEqual([]);
  });
});

describe('stripComments', () => {
  it('blanks comments but keeps strings and line numbers', () => {
    const src = 'a // x\n/* y\nz */ "// not a comment"';
    const out = stripComments(src);
    expect(out.split('\n')).toHaveLength(3);
    expect(out).toContain('"// not a comment"');
    expect(out).not.toMatch(/[xyz]/);
  });
});

describe('checkArchitecture', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('walks the linted folders and reports repository-relative paths', () => {
    root = mkdtempSync(join(tmpdir(), 'arch-'));
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    };
    write('src/ui/Bad.tsx', "import { x } from '../features/a';\n");
    write('src/lib/ok.ts', 'export const ok = 1;\n');
    write('contract/order.ts', "import { h } from 'preact';\n");
    write('server/routes/a.handlers.ts', '\nconst q = "INSERT INTO a VALUES (1)";\n');
    write('node_modules/x/index.ts', 'fetch("/")');
    write('other/ignored.ts', 'fetch("/")');
    expect(checkArchitecture(root)).toEqual([
      { file: 'src/ui/Bad.tsx', line: 1, message: "src/ui must not import from src/features ('../features/a')" },
      { file: 'contract/order.ts', line: 1, message: "contract/ imports no package but superstruct ('preact')" },
      { file: 'server/routes/a.handlers.ts', line: 2, message: 'SQL (INSERT INTO) outside *.repo.ts, server/db/ and seed files' },
    ]);
  });
});

describe('API paths (issue 25: each call declared once, in contract/api)', () => {
  const patterns = [/^\/courses\/[^/]+\/favor\/?(?:\?.*)?$/, /^\/course-albums\/?(?:\?.*)?$/];
  const found = (file: string, content: string) => checkFile(file, content, patterns).map((p) => `${p.line}: ${p.message.split(':')[0]}`);

  it('flags a declared path written in the app or its tests, a parameter or a query string included', () => {
    const code = "const a = '/courses/c1/favor';\nconst b = `/courses/${id}/favor?x=1`;\nconst c = \"/course-albums/\";\n";
    expect(found('src/features/course/api.ts', code)).toEqual([
      "1: an API path ('/courses/c1/favor') outside contract/api",
      "2: an API path ('/courses/${id}/favor?x=1') outside contract/api",
      '3: an API path (\'/course-albums/\') outside contract/api',
    ]);
    expect(found('test/fixtures/course.ts', code)).toHaveLength(3);
    expect(found('e2e/course.spec.ts', "await request.post(`/api/groups/${GROUP}/courses/c1/favor`);\n")).toEqual([
      "1: an API path ('/api/groups/${GROUP}/courses/c1/favor') outside contract/api",
    ]);
  });

  it('leaves other strings, comments, and the server and contract alone', () => {
    expect(found('src/lib/http.test.ts', "const a = '/things/1';\n// GET /courses/c1/favor\nconst b = 'courses/c1/favor';\n")).toEqual([]);
    expect(found('server/routes/course/course.test.ts', "get('/courses/c1/favor');\n")).toEqual([]);
    expect(found('contract/api/course.ts', "path: '/courses/:id/favor'\n")).toEqual([]);
  });

  it("reads the declared paths from contract/api, an outside party's aside", () => {
    const root = mkdtempSync(join(tmpdir(), 'lint-paths-'));
    mkdirSync(join(root, 'contract', 'api'), { recursive: true });
    writeFileSync(join(root, 'contract', 'api', 'thing.ts'), [
      "  get: call({ method: 'GET', path: '/things/:id', access: 'member', summary: 'A thing', response: Thing }),",
      "  notice: call({ method: 'POST', under: '/payments', path: '/notify', access: 'provider', summary: 'A notice', response: Thing }),",
    ].join('\n'));
    const read = declaredPathPatterns(root);
    rmSync(root, { recursive: true, force: true });
    expect(read.map((pattern) => pattern.test('/things/t1'))).toEqual([true]);
    expect(read.some((pattern) => pattern.test('/notify'))).toBe(false);
  });
});

describe('forms', () => {
  it('asks a component drawing a <form> to build it on useForm, and to say refusals under it', () => {
    const bare = "export function MeF() {\n  return <form onSubmit={go}><input /></form>;\n}";
    expect(lines('src/features/me/components/MeF.tsx', bare)).toEqual([
      '2: a <form> is built on useForm (src/ui/useForm.ts): what was typed, the send and its refusals by field',
    ]);
    const toasted = "import { useForm } from '../../../ui/useForm';\nconst form = useForm({ a: '' });\nsave().catch((e) => toastApiError(e));\nconst x = <form onSubmit={form.submit(how)} />;";
    expect(lines('src/features/me/components/MeF.tsx', toasted)).toEqual([
      "3: a form's refusal is said under its field or the form (FieldError), not in a toast",
    ]);
    const built = "import { useForm } from '../../../ui/useForm';\nconst form = useForm({ a: '' });\nconst x = <form onSubmit={form.submit(how)} />;";
    expect(lines('src/features/me/components/MeF.tsx', built)).toEqual([]);
    expect(lines('src/features/me/components/MeF.test.tsx', bare)).toEqual([]);
  });
});
