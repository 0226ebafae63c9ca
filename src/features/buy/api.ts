import type { RequestOptions } from '../../lib/http';
import { kycCalls } from '../../../contract/api/kyc';
import { walletCalls } from '../../../contract/api/wallet';
import { callApi } from '../../lib/call';

// The buy-crypto hint (issue 13 point 7). Paths are relative to /api/groups/{group}.

/** What the person's wallet holds (§7 GET /users/me/tokens?provider=mixin), for the buy hint. */
export const fetchWalletTokens = (group: string, opts?: Pick<RequestOptions, 'signal' | 'silent'>) =>
  callApi(group, walletCalls.tokens, { query: { provider: 'mixin' } }, { silent: true, ...opts });

/**
 * The person's KYC status as shared with this group (§7 GET /kyc/me/status), read afresh when a
 * peer-to-peer purchase is chosen. Called here rather than through the KYC feature, whose screen
 * code would otherwise come with every screen that shows the hint.
 */
export const fetchBuyKycStatus = (group: string) => callApi(group, kycCalls.status, {}, { silent: true });
