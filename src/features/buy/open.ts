import { h } from 'preact';
import { openInHost } from '../../lib/host/actions';
import { t } from '../../lib/i18n';
import { go } from '../../lib/paths';
import { absoluteUrl } from '../../lib/urls';
import { confirm } from '../../ui/ConfirmDialog';
import { openModal } from '../../ui/modals';
import { fetchBuyKycStatus } from './api';
import { buyUrl, type BuyChoice, type BuyHint, type BuyTarget } from './hint';
import { BuySheet } from './components/BuySheet';

// Buying: the choice sheet, the KYC dialog, the buy page in the host.

/**
 * §5: buying through fiat peer-to-peer needs kyc_status approved; otherwise a dialog leads to the
 * KYC page. A status that cannot be read is only logged (§8) and counts as not approved, so the
 * person learns the real state on the KYC page. The other choices open their page directly.
 */
export function startBuy(group: string, choice: BuyChoice, target: BuyTarget): Promise<void> {
  const open = () => openInHost(absoluteUrl(buyUrl(choice, target)));
  if (choice !== 'c2c') {
    open();
    return Promise.resolve();
  }
  return fetchBuyKycStatus(group)
    .then(
      (status) => status.kyc_status === 'approved',
      (err: unknown) => {
        // §8: a failure to read the buy hint's KYC status is only logged, never shown.
        // oxlint-disable-next-line no-console
        console.warn('buy hint: the KYC status could not be read', err);
        return false;
      },
    )
    .then((approved) => {
      if (approved) {
        open();
        return;
      }
      return confirm({
        title: t('coupon:buy.kyc_title'),
        message: t('coupon:buy.kyc_message'),
        confirmText: t('coupon:buy.kyc_confirm'),
        narrow: true,
      }).then((yes) => {
        if (yes) go('group-kyc', { group });
      });
    });
}

/** The hint's button: §4 'approach' opens the choice sheet; 'rc' goes to its page directly. */
export function offerBuy(group: string, hint: BuyHint): Promise<void> {
  if (hint.kind === 'rc') return startBuy(group, 'rc', hint.target);
  return openModal<BuyChoice | null>(
    (close) => h(BuySheet, { target: hint.target, onChoose: close, onClose: () => close(null) }),
    null,
  ).then((choice) => (choice ? startBuy(group, choice, hint.target) : undefined));
}
