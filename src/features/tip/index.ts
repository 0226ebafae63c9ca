// Kudos (issue 11 point 5): other features link to them with linkTo('group-tip-send', {group}, {to}); the screens are reached by route only.
export type { TipRank, TipRankEntry, TipRankPeriod, TipTransfer } from '../../../contract/tip';
