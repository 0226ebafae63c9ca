import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcssFocusVisible from 'postcss-focus-visible';
import { defineConfig, type Plugin } from 'vite';
import { OPENING_SCREEN_MODULE, OPENING_SCREEN_NAMESPACES } from './src/app/openingScreen';
import { buildTargets, targetEngines } from './scripts/engines.mjs';
import { i18nextQuiet } from './scripts/i18next-quiet.mjs';
import { contractBuild } from './scripts/contract-build.mjs';

/** The project's folder: paths below are read from it, wherever the build was started. */
const ROOT = dirname(fileURLToPath(import.meta.url));
const fromRoot = (path: string) => resolve(ROOT, path);

/** The engines package.json's browserslist names, as build targets: chrome73, ios12.2. */
const ENGINE_TARGETS = buildTargets(targetEngines(ROOT));

/**
 * The texts as plain JSON files beside the app (`assets/texts-<version>/<lang>/<ns>.json`), which
 * src/lib/i18n.ts fetches by URL: the first paint then carries no table of a chunk per file, and
 * the version (a hash of every text) in the path lets them be cached for good like the chunks.
 * (English of the core namespaces is in the entry, and of the opening screen's in its chunk;
 * their files are emitted too, unused.) The dev server serves them from the source folder.
 */
function localeFiles(): Plugin {
  const files = readdirSync(fromRoot('locales'))
    .filter((lang) => statSync(fromRoot(`locales/${lang}`)).isDirectory())
    .flatMap((lang) => readdirSync(fromRoot(`locales/${lang}`)).filter((f) => f.endsWith('.json')).map((f) => `${lang}/${f}`));
  const read = (file: string) => JSON.stringify(JSON.parse(readFileSync(fromRoot(`locales/${file}`), 'utf8')));
  const version = createHash('sha256')
    .update(files.map((file) => `${file}\n${read(file)}`).join('\n'))
    .digest('hex')
    .slice(0, 12);
  return {
    name: 'locale-files',
    config: () => ({ define: { 'import.meta.env.LOCALE_VERSION': JSON.stringify(version) } }),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const m = /^\/assets\/texts-\w+\/(\w+\/\w+\.json)$/.exec(req.url || '');
        if (!m || files.indexOf(m[1]) < 0) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(read(m[1]));
      });
    },
    generateBundle() {
      for (const file of files) this.emitFile({ type: 'asset', fileName: `assets/texts-${version}/${file}`, source: read(file) });
    },
  };
}

/**
 * Names 'opening' every module the opening screen reaches through static imports, and the English
 * texts it loads with: the group home then arrives as one script and one stylesheet instead of a
 * chunk from each feature it borrows a component from. Screens that share a module with it load
 * this chunk too; most visits have it already.
 */
function openingScreenChunk() {
  const texts = new Set(OPENING_SCREEN_NAMESPACES.map((ns) => fromRoot(`locales/en/${ns}.json`)));
  let reached: Set<string> | null = null;
  return (id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) => {
    if (!reached) {
      reached = new Set();
      const stack = [fromRoot(OPENING_SCREEN_MODULE)];
      while (stack.length > 0) {
        const next = stack.pop()!;
        if (reached.has(next)) continue;
        reached.add(next);
        const info = ctx.getModuleInfo(next);
        if (info) stack.push(...info.importedIds);
      }
    }
    return reached.has(id) || texts.has(id) ? 'opening' : null;
  };
}
import preact from '@preact/preset-vite';

/**
 * Vite wraps every lazy import() that has dependencies in its preload helper; this serves the
 * app's smaller one (src/lib/preload.ts) under the helper's id. If an upgrade of Vite changed the
 * helper's shape, the e2e journeys (screens with stylesheets, loaded lazily) would fail.
 */
function preloadHelper(): Plugin {
  const HELPER = '\0vite/preload-helper.js';
  return {
    name: 'app-preload-helper',
    enforce: 'pre',
    resolveId: (id) => (id === HELPER ? HELPER : null),
    load: (id) => (id === HELPER ? `export { preloadChunk as __vitePreload } from ${JSON.stringify(fromRoot('src/lib/preload.ts'))};` : null),
  };
}

// Target the engines of package.json's browserslist (Android WebView / WeChat ~Chrome 73, iOS
// 12.2; ES2019): the build lowers newer syntax; scripts/check-es2019.mjs verifies every chunk.
export default defineConfig({
  base: './',
  plugins: [preact({ prerender: { enabled: false } }), localeFiles(), preloadHelper(), i18nextQuiet(), contractBuild()],
  // Every :focus-visible rule gets a twin on `.js-focus-visible … .focus-visible`, the classes the
  // focus-visible polyfill sets on engines without the pseudo-class (Chrome 73–85, Safari before
  // 15.4; src/lib/focusVisible.ts loads it there): keyboard focus shows its ring, a tap or a
  // sheet's programmatic focus does not. The twins match nothing where the polyfill is not loaded.
  css: { postcss: { plugins: [postcssFocusVisible()] } },
  resolve: {
    alias: [
      { find: /^react(-dom)?$/, replacement: 'preact/compat' },
      // dayjs's ES modules: its CommonJS build needs Rolldown's interop helpers, which lazy chunks
      // then import from a chunk of their own (one more request beside the opening screen's).
      { find: /^dayjs(\/.*)?$/, replacement: 'dayjs/esm$1' },
    ],
  },
  build: {
    target: ['es2019', ...ENGINE_TARGETS],
    cssTarget: ENGINE_TARGETS,
    modulePreload: { polyfill: false },
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      // Constants (the error codes above all) are written where they are used, not kept as exports of
      // the entry for every chunk that compares with one.
      optimization: { inlineConst: { mode: 'all' } },
      output: {
        // The entry names every lazy chunk it may load, each with its content hash: hex digits compress
        // better than base-64 ones (about 90 B less of the first paint's brotli for the same 8 characters).
        hashCharacters: 'hex',
        codeSplitting: {
          groups: [
            // Everything the first paint runs, in one file: one request, no cross-chunk glue.
            { name: 'app', tags: ['$initial'], priority: 30 },
            { name: openingScreenChunk(), priority: 25 },
            { name: 'admin-app', test: /[\\/]src[\\/]app[\\/]admin[\\/]/, priority: 20 },
            // Big libraries only some screens need: each its own chunk, fetched by those screens.
            { name: 'qrcode', test: /node_modules[\\/](qrcode|dijkstrajs|pngjs)[\\/]/, priority: 20 },
            { name: 'dayjs', test: /node_modules[\\/]dayjs[\\/]/, priority: 20 },
            // uPlot (about 20 KB brotli) for the admin's statistics charts: its own chunk, fetched by those sections only.
            { name: 'uplot', test: /node_modules[\\/]uplot[\\/]/, priority: 20 },
            // Posters drawn on a canvas (issue 13 point 11): the invitation poster's drawing code and the
            // shared helpers load only with a poster (the invitation poster imports it when shown).
            { name: 'poster', test: /[\\/]src[\\/](lib[\\/]poster|features[\\/]invitation[\\/]poster)\.ts$/, priority: 20 },
            // The group's socket and the home's follower of the live state (issue 12 point 8): fetched by
            // a member's home after it painted, and shared with the chat, without the stream's screens or the kit.
            { name: 'live', test: /[\\/](src[\\/]features[\\/]stream[\\/]follow|src[\\/]lib[\\/]groupSocket|contract[\\/]chat)\.ts$/, priority: 16 },
            // The member home's feed (issue 26 point 3): fetched by the home after it painted, on its own so
            // that fetching it takes no other feature's chunk along.
            { name: 'home-feed', test: /[\\/]src[\\/]features[\\/]home[\\/](feed\.ts|components[\\/]HomeFeed\.(tsx|css))$/, priority: 16 },
            // One chunk per feature for its lazy screens and components.
            {
              name: (id: string) => {
                const m = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(id);
                return m ? `f-${m[1]}` : null;
              },
              priority: 10,
            },
            // The shared kit, contract structs and libraries that screens load lazily (hls.js stays apart).
            { name: 'kit', test: (id: string) => /[\\/](src[\\/](ui|lib|app)|contract)[\\/]|node_modules/.test(id) && !/hls\.js/.test(id), priority: 15 },
          ],
        },
      },
    },
  },
  server: {
    // 127.0.0.1, not localhost: the demo server listens on IPv4 loopback only, and localhost may resolve to ::1.
    proxy: { '/api': 'http://127.0.0.1:8080', '/sandbox': 'http://127.0.0.1:8080' },
  },
});
