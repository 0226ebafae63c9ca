// The buy-crypto hint (issue 13 point 7): when the wallet holds less than a payment needs, how much
// it holds and needs, and "Buy {symbol}" leading to the ways to buy what is missing. The checkout
// shows it for its wallet channels, the kudos and lucky-coin forms under their amount. A feature of
// its own so that those screens load it without the checkout's sheet. Texts: coupon:buy.*.
export { fetchWalletTokens } from './api';
export { buyHint, type BuyHint } from './hint';
export { BuyHintNotice } from './components/BuyHintNotice';
export { BuyWalletHint } from './components/BuyWalletHint';
