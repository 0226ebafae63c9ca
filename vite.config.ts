import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';

// Target ES2019 engines (Android WebView / WeChat ~Chrome 73, iOS 12.2): the
// build lowers newer syntax; scripts/check-es2019.mjs verifies every chunk.
export default defineConfig({
  base: './',
  plugins: [preact({ prerender: { enabled: false } })],
  resolve: {
    alias: {
      react: 'preact/compat',
      'react-dom': 'preact/compat',
    },
  },
  build: {
    target: ['es2019', 'chrome73', 'safari12'],
    cssTarget: ['chrome73', 'safari12'],
    modulePreload: { polyfill: false },
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/sandbox': 'http://localhost:8080' },
  },
});
