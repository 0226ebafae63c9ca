import { groupResource } from '../../lib/resource';
import { fetchWalletTokens } from './api';

// The wallet's holdings the buy hint reads (state); buying, which shows a sheet or a dialog, is
// open.ts (issue 26 point 16: models return data and state).

/**
 * What the wallet holds, for the hint under a form's amount (kudos, lucky-coin packs): read again
 * whenever such a form shows or the page becomes visible, since the person may come back from buying.
 */
export const walletTokens = groupResource((group: string) => fetchWalletTokens(group));
