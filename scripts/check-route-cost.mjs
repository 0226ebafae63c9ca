#!/usr/bin/env node
// `npm run check:route-cost`: what a route costs the first paint. Builds the app a second time with
// 50 more routes (patterns in src/lib/paths.ts, lines in the screen table, each with a lazy screen
// that imports a shared component, as real screens do, three to a feature as the spec's unbuilt
// member routes are: about 50 in 16 features) and compares the first-paint JS with dist/. Issue 8 allows at most 1 KB brotli for those 50: the rest of the spec's screens must
// not push the first paint over its budget. Needs `npm run build` first.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeDist } from './check-budgets.mjs';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
export const EXTRA_ROUTES = 50;
export const LIMIT_KB = 1;

/** Routes per probe feature: the spec's member screens still to build come about three to a feature. */
export const ROUTES_PER_FEATURE = 3;

/**
 * A Vite plugin adding `count` routes, each with its own lazy screen module under `dir`, grouped
 * into features of ROUTES_PER_FEATURE (a `screens.ts` each, as real features have).
 */
export function extraRoutes(count, dir) {
  const names = Array.from({ length: count }, (_, i) => `group-probe${i}-item-id`);
  const features = Math.ceil(count / ROUTES_PER_FEATURE);
  const featureOf = (i) => Math.floor(i / ROUTES_PER_FEATURE);
  mkdirSync(dir, { recursive: true });
  names.forEach((_, i) => {
    writeFileSync(
      join(dir, `Probe${i}Screen.tsx`),
      `import { Skeleton } from '${join(ROOT, 'src/ui/Skeleton')}';\nexport default function Probe${i}Screen() { return <Skeleton lines={${(i % 5) + 1}} />; }\n`,
    );
  });
  for (let f = 0; f < features; f++) {
    const mine = names.map((name, i) => ({ name, i })).filter(({ i }) => featureOf(i) === f);
    writeFileSync(
      join(dir, `probe${f}screens.ts`),
      mine.map(({ i }) => `import Probe${i}Screen from './Probe${i}Screen';\n`).join('') +
        `export const screens = { ${mine.map(({ name, i }) => `'${name}': Probe${i}Screen`).join(', ')} };\n`,
    );
  }
  return {
    name: 'route-cost-probe',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (file.endsWith('/src/lib/paths.ts')) {
        const patterns = names.map((_, i) => `  '/:group/probe${i}/item/:id',`).join('\n');
        return code.replace("] as const;", `${patterns}\n] as const;`);
      }
      if (file.endsWith('/src/app/screens.ts')) {
        const loaders = Array.from({ length: features }, (_, f) => `const probe${f} = () => import('${join(dir, `probe${f}screens.ts`)}');`);
        const lines = names.map((name, i) => `  s('${name}', probe${featureOf(i)}, ['common']),`).join('\n');
        return code.replace(
          'export const screens: ScreenDef[] = [',
          `${loaders.join('\n')}\nexport const screens: ScreenDef[] = [\n${lines}`,
        );
      }
      return null;
    },
  };
}

async function main() {
  const dist = process.argv[2] ?? join(ROOT, 'dist');
  const budgets = { firstPaintJs: { brotliKB: 1000 }, routeChunk: { brotliKB: 1000 }, firstPaintCss: { brotliKB: 1000 }, exempt: [] };
  const base = analyzeDist(dist, budgets).totals['first-paint-js'].brotli;

  const work = mkdtempSync(join(tmpdir(), 'route-cost-'));
  // Inside the project, so the probe screens resolve preact as the real ones do (git-ignored).
  const probe = join(ROOT, '.route-cost');
  try {
    const { build } = await import('vite');
    const outDir = join(work, 'dist');
    await build({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      logLevel: 'error',
      plugins: [extraRoutes(EXTRA_ROUTES, probe)],
      build: { outDir, emptyOutDir: true },
    });
    const more = analyzeDist(outDir, budgets).totals['first-paint-js'].brotli;
    const delta = (more - base) / 1024;
    const perRoute = ((more - base) / EXTRA_ROUTES).toFixed(0);
    const line = `${EXTRA_ROUTES} more routes add ${delta.toFixed(2)} KB brotli to the first paint (${perRoute} B a route; limit ${LIMIT_KB} KB)`;
    if (delta > LIMIT_KB) {
      console.error(`check-route-cost: ${line}`);
      process.exit(1);
    }
    console.log(`check-route-cost: ${line}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(probe, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err) => {
    console.error(`check-route-cost: ${err && err.stack ? err.stack : err}`);
    process.exit(1);
  });
}
