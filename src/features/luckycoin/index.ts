// Lucky-coin packs (issue 11 point 6): their screens are reached through the screen table; the chat
// opens a shared pack in place with openLuckycoinPackSheet (importing this module lazily, on the first tap).
export { sendLuckycoinPack, type LuckycoinDraft } from './model';
export { openLuckycoinPackSheet } from './components/LuckycoinPackSheet';
