// Lucky-coin packs (issue 11 point 6): their screens are reached through the screen table only.
export { sendLuckycoinPack, type LuckycoinDraft } from './model';
