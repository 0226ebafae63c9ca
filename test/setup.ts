import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { i18n } from '../src/lib/i18n';
import { closeAllModals } from '../src/ui/modals';
import { forgetKeptLists } from '../src/ui/InfiniteList';
import { resetGroupSockets, setGroupSocketFactory } from '../src/lib/groupSocket';
import { FakeSocket } from './fakeSocket';
import { withTexts } from './texts';
// Loading the screen table marks the routes this build has, so linkTo() links to those only, as in the app.
import { screens } from '../src/app/screens';

// The same setup serves both projects (vitest.config.ts); what only a DOM needs is set up only in
// one, and the node project's logic tests do not load Testing Library at all.
if (typeof document !== 'undefined') {
  // Screens arrive through lazy chunks and chained requests. How long findBy*/waitFor wait is a hang
  // guard, not a speed limit (issue 22): 3 s failed a dozen screen tests on a machine with a load of 15,
  // which render in well under a second when it is quiet. A wait ends as soon as what it waits for shows.
  const { configure, getConfig } = await import('@testing-library/preact');
  // A query that fails inside findBy*/waitFor is retried on every change to the page and its error
  // thrown away; Testing Library still printed the whole page into each one, which was a quarter of
  // the rendering tests' CPU (README "The gate's time"). While it polls, the error says only what was
  // not found; the error a test finally fails with still shows the page, since the timeout builds
  // its message again outside the poll.
  // Kept on the global: this module runs once per file in a shared window (test/fresh-file.ts).
  const PRINTS_PAGE = Symbol.for('test.setup.getElementError');
  const kept = globalThis as typeof globalThis & { [PRINTS_PAGE]?: ReturnType<typeof getConfig>['getElementError'] };
  const printsPage = (kept[PRINTS_PAGE] ??= getConfig().getElementError);
  // Testing Library's own flag, set while findBy*/waitFor run their callback.
  const POLLING = '_disableExpensiveErrorDiagnostics';
  configure({
    asyncUtilTimeout: 15_000,
    getElementError(message, container) {
      if (!(getConfig() as unknown as Record<string, unknown>)[POLLING]) {
        return printsPage(message, container);
      }
      const error = new Error(message ?? '');
      error.name = 'TestingLibraryElementError';
      return error;
    },
  });
  // jsdom lacks scrollTo, which preact-iso's Router calls on navigation.
  window.scrollTo = (() => {}) as typeof window.scrollTo;
}

// Texts beyond the entry's and the opening chunk's are JSON files beside the app, fetched by URL (src/lib/i18n.ts): answered here
// from locales/, as the build or the dev server would (msw passes them through: test/msw.ts).
// Kept on the global: with one window for several files (test/fresh-file.ts) this module runs once
// per file, and each must wrap the real fetch, not the last file's wrapper.
const NETWORK_FETCH = Symbol.for('test.setup.networkFetch');
const withNetworkFetch = globalThis as typeof globalThis & { [NETWORK_FETCH]?: typeof fetch };
const networkFetch = (withNetworkFetch[NETWORK_FETCH] ??= globalThis.fetch);
globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const file = /\/assets\/texts-\w+\/(\w+)\/(\w+)\.json$/.exec(url);
  if (!file) return networkFetch(input, init);
  let body: string;
  try {
    body = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'locales', file[1], `${file[2]}.json`), 'utf8');
  } catch {
    return Promise.resolve(new Response('not found', { status: 404 }));
  }
  return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } }));
}) as typeof fetch;

// Preact 11 runs useEffect cleanups of unmounted components after the next
// paint (a ~35 ms timer in jsdom). After a file's last test unmounts, that
// timer would otherwise fire once the environment is torn down, and a cleanup
// touching window fails as an unhandled error. Let it run first: past the
// 35 ms frame timer, then past the 0 ms timer that timer queues the flush on.
afterAll(async () => {
  vi.useRealTimers();
  // Nothing renders in the node project (no DOM): nothing to wait for.
  if (typeof window === 'undefined') return;
  const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await tick(40);
  await tick(0);
  await tick(0);
});

// The error catalogue's texts beyond the core, which the app fetches right after its first paint.
beforeAll(() => withTexts('codes'));

// As in the app, only the shell's namespaces are there at the start: a screen gets its texts from
// the screen table's loader (renderApp), and a test that renders a component directly loads the
// namespaces it needs (test/texts.ts). A text asked for before its namespace is there (or missing
// from English altogether) fails the test that rendered it.
const missing: string[] = [];
i18n.options.saveMissing = true;
i18n.options.missingKeyHandler = (_languages: readonly string[], ns: string, key: string) => {
  missing.push(`${ns}:${key}`);
};
// No test opens a real socket: screens that hold the group's socket (the chat, the home's live
// state) get a FakeSocket, which a test plays the server of (FakeSocket.last()).
setGroupSocketFactory(FakeSocket.factory);
afterEach(() => {
  // A modal (a checkout among them) opened by one test is not there for the next one.
  closeAllModals();
  // A list's kept view (issue 26 point 1) is one test's, as a tab's last view is one session's.
  forgetKeptLists();
  resetGroupSockets();
  FakeSocket.reset();
  const found = missing.splice(0);
  if (found.length) throw new Error(`texts rendered without their namespace loaded, or missing in English: ${Array.from(new Set(found)).join(', ')}`);
});
if (!screens.length) throw new Error('test/setup: the screen table is empty');
