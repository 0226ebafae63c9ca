import { useEffect } from 'preact/hooks';
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
  useEffect(() => {
    walletTokens.refresh(group);
    const onVisible = () => {
      if (document.visibilityState === 'visible') walletTokens.refresh(group);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [group]);

  const state = walletTokens.of(group);
  const hint = walletBuyHint(asset, amount.trim(), state.error || !state.data ? null : state.data);
  return hint ? <BuyHintNotice group={group} hint={hint} /> : null;
}
