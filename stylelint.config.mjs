// The CSS's guard (issue 24): a feature the oldest engines we promise cannot use fails `npm run lint`.
// The engines are package.json's `browserslist` — Chrome 73 (the Android System WebView inside
// WeChat and wallet apps on old phones) and iOS 12.2 (Safari's) — the list the JS check reads too
// (scripts/check-es2019.mjs). The rule is doiuse's, over caniuse's data.
//
// Features let through, each because the engines that lack it lose nothing a person needs:
const ENHANCEMENTS = [
  // Twinned at build time with classes the focus-visible polyfill sets where the pseudo-class is
  // missing (vite.config.ts, src/lib/focusVisible.ts): keyboard focus keeps its ring there.
  'css-focus-visible',
  // Honoured where known; elsewhere the animations, which are short, play.
  'prefers-reduced-motion',
  // Touch-only tweaks: iOS 12 has no hover pointer media query and only some touch-action values.
  'pointer',
  'css-touch-action',
  // iOS has no textarea resize handle and no mouse cursors; neither is needed on a phone.
  'css-resize',
  'css-cursors-newer',
  // Performance hints: without them the page renders the same, a little later.
  'css-containment',
  'css-content-visibility',
  'css-overflow-anchor',
  // Font stacks name ui-monospace and system-ui first and end in fonts every engine has.
  'extended-system-fonts',
  // (iOS has no mouse cursors; the cursor on a draggable row is for desktop browsers.)
  'css3-cursors-newer',
];

export default {
  plugins: ['stylelint-no-unsupported-browser-features'],
  rules: {
    'plugin/no-unsupported-browser-features': [true, { severity: 'error', ignorePartialSupport: true, ignore: ENHANCEMENTS }],
  },
};
