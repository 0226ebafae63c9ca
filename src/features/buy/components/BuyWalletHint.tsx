import { useGroupResource } from '../../../lib/resource';
import { useRefreshOnVisible } from '../../../lib/refreshOnVisible';
import { walletBuyHint, type BuyAsset } from '../hint';
import { walletTokens } from '../model';
import { BuyHintNotice } from './BuyHintNotice';

export interface BuyWalletHintProps {
  group: string;
  /** The asset chosen to pay in; nothing while none is. */
  asset: BuyAsset | null | undefined;
  /** The amount as typed. */
  amount: string;
}

/**
 * Issue 13 point 7 outside the checkout: under a form's amount paid from the wallet (kudos, a
 * lucky-coin pack), the buy hint once the wallet's balance of the asset is known and below the
 * amount. It only informs: the wallet refuses a payment it cannot make. The balances are read when
 * the form shows and again when the page becomes visible (back from buying); while a read fails,
 * nothing shows.
 */
export function BuyWalletHint({ group, asset, amount }: BuyWalletHintProps) {
  const state = useGroupResource(walletTokens, group, true);
  useRefreshOnVisible(walletTokens, group);
  const hint = walletBuyHint(asset, amount.trim(), state.error || !state.data ? null : state.data);
  return hint ? <BuyHintNotice group={group} hint={hint} /> : null;
}
