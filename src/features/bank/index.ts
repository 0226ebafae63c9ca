// Bank cards (issue 13 point 5): reached by route only (the me screen links to group-accounts with linkTo).
export type { BankAccount } from '../../../contract/bank';
