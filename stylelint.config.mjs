// The CSS's guard (issue 24): a rule the oldest engines we promise cannot use fails `npm run lint`.
// The engines are package.json's `browserslist` (Chrome 73 for the Android WebViews inside WeChat
// and wallet apps on old phones, iOS 12.2 for Safari's), the same list the JS check and the build read.
export default {
  plugins: ['stylelint-no-unsupported-browser-features'],
  rules: {
    'plugin/no-unsupported-browser-features': [true, { severity: 'error', ignorePartialSupport: true }],
  },
};
