// The rendering tests of one worker share one process and one window instead of a new process
// with a new jsdom for every file (vitest.config.ts): loading jsdom was about a third of their CPU.
// This runs first for every file, before test/setup.ts and the file's imports, and puts back what
// the last file could have left, so each file starts as it would in a new process:
// - the app's modules and the test helpers are evaluated again, so their state is new. Libraries
//   from node_modules (Preact, Testing Library, msw, dayjs) stay loaded: the one global choice the
//   app makes in them (dayjs's locale) is put back, and the app does not load preact/compat, whose
//   hooks would change every later file's event names (test/preact-core.test.ts);
// - the page: storage, cookies, the URL, the document's nodes and attributes, its title;
// - listeners the last file's modules left on the window or the document; globals stubbed with
//   vi.stubGlobal. (Fake timers are already gone: test/setup.ts ends every file on the real clock.)
import dayjs from 'dayjs';
import { vi } from 'vitest';

type Listener = [EventTarget, string, EventListenerOrEventListenerObject | null, boolean | EventListenerOptions | undefined];

const LISTENERS = Symbol.for('test.fresh-file.listeners');
type Kept = typeof globalThis & { [LISTENERS]?: Listener[] };
const kept = globalThis as Kept;

vi.unstubAllGlobals();
vi.resetModules();
dayjs.locale('en');

// The last file's modules are gone: nothing they listened for may still run.
for (const [target, type, listener, options] of kept[LISTENERS] ?? []) target.removeEventListener(type, listener, options);
if (!kept[LISTENERS]) {
  const listeners: Listener[] = (kept[LISTENERS] = []);
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    target.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
      listeners.push([target, type, listener, options]);
      add(type, listener, options);
    };
  }
}
kept[LISTENERS]!.length = 0;

localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0].trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
history.replaceState(null, '', '/');
document.title = '';
document.head.replaceChildren();
document.body.replaceChildren();
for (const element of [document.documentElement, document.body]) {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
}
