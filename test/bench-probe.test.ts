// @vitest-environment jsdom
// The home benchmark's page probe (scripts/bench.mjs): it notes when the group home's content
// showed. It runs in jsdom here as it runs in the page, fed the DOM the app renders (src/app/Layout.tsx,
// src/features/home/components/HomeGroupHeader.tsx).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installProbes, type BenchProbe } from '../scripts/bench.mjs';

const NAME = 'Demo Academy';
const probe = () => (window as unknown as { benchProbe: BenchProbe }).benchProbe;
/** Lets the MutationObserver deliver. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The app's shell: the top bar's h1 (the screen's title, else the group's name until the screen's texts arrive) and the main. */
function renderShell(topBarTitle: string): HTMLElement {
  document.body.innerHTML = `<div id="app"><div class="app-layout"><header class="app-top-bar"><h1 class="app-top-bar__title">${topBarTitle}</h1></header><main id="main"></main></div></div>`;
  return document.getElementById('main')!;
}

let savedObserver: unknown;
let uninstall: () => void;
beforeEach(() => {
  // jsdom has no PerformanceObserver: paint timings are Chromium's, not what is tested here.
  savedObserver = (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = class {
    observe() {}
  };
  document.body.innerHTML = '';
  uninstall = installProbes(NAME);
  document.dispatchEvent(new Event('DOMContentLoaded'));
});
afterEach(() => {
  uninstall();
  (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = savedObserver;
});

describe('the benchmark notes when the group home shows its content', () => {
  it('when the home header with the group name is in, though the top bar already says "Home" (the screen\'s texts came before the data)', async () => {
    const main = renderShell('Home');
    await settle();
    expect(probe().contentAt).toBeNull();
    main.innerHTML = `<header class="home-group"><h2 class="home-group__name" lang="en">${NAME}</h2></header>`;
    await settle();
    expect(probe().contentAt).not.toBeNull();
  });

  it('not when only the top bar shows the group name, before the screen has rendered', async () => {
    renderShell(NAME);
    await settle();
    expect(probe().contentAt).toBeNull();
  });

  it('not for a dialog or another screen that names the group outside the home', async () => {
    const main = renderShell('Home');
    main.innerHTML = `<p>Welcome to ${NAME}</p>`;
    document.body.insertAdjacentHTML('beforeend', `<div role="dialog"><h2>${NAME}</h2></div>`);
    await settle();
    expect(probe().contentAt).toBeNull();
  });
});
