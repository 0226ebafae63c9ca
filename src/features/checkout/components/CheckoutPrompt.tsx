import { useSignal } from '@preact/signals';
import { host } from '../../../lib/host';
import { t } from '../../../lib/i18n';
import { QrCode } from '../../../ui/QrCode';
import { isPhoneHost } from '../channels';
import './CheckoutPrompt.css';

export type CheckoutPromptKind = 'wallet' | 'wechat_unsupported' | 'alipay_in_wechat';

export interface CheckoutPromptProps {
  kind: CheckoutPromptKind;
  url: string;
  /** Whether the page runs on a phone (isPhoneHost); read from the host when not given. */
  phone?: boolean;
}

function texts(kind: CheckoutPromptKind): { title: string; body: string; link: string } {
  if (kind === 'wallet') {
    return { title: t('checkout:prompt.wallet_title'), body: t('checkout:prompt.wallet_body'), link: t('checkout:prompt.wallet_link') };
  }
  if (kind === 'wechat_unsupported') {
    return { title: t('checkout:prompt.wechat_title'), body: t('checkout:prompt.wechat_body'), link: t('checkout:prompt.open_link') };
  }
  return { title: t('checkout:prompt.browser_title'), body: t('checkout:prompt.browser_body'), link: t('checkout:prompt.open_link') };
}

/**
 * Paying somewhere else: the wallet's payment outside the wallet app, and the open-in-browser
 * prompt when this browser cannot pay on the chosen channel (WeChat Pay outside WeChat, Alipay
 * inside it). The wallet's payment on a phone (issue 26 point 10): 'Open in the wallet app' is the
 * primary action and the QR code waits behind 'Show QR code'; on a desktop the QR code comes first
 * and the link after it, for a desktop that has the app.
 */
export function CheckoutPrompt({ kind, url, phone = isPhoneHost(host.value) }: CheckoutPromptProps) {
  const text = texts(kind);
  const qrShown = useSignal(false);
  if (kind === 'wallet' && phone) {
    return (
      <div class="checkout-prompt">
        <h3 class="checkout-prompt__title">{text.title}</h3>
        <p class="checkout-prompt__body">{t('checkout:prompt.wallet_body_phone')}</p>
        <a class="ui-btn ui-btn--primary ui-btn--block checkout-prompt__open" href={url} rel="noopener noreferrer">
          {text.link}
        </a>
        <button
          type="button"
          class="ui-btn ui-btn--secondary ui-btn--block checkout-prompt__qr-toggle"
          aria-expanded={qrShown.value ? 'true' : 'false'}
          onClick={() => {
            qrShown.value = !qrShown.value;
          }}
        >
          {qrShown.value ? t('checkout:prompt.hide_qr') : t('checkout:prompt.show_qr')}
        </button>
        {qrShown.value && (
          <div class="checkout-prompt__qr checkout-prompt__qr--below">
            <QrCode value={url} size={180} label={t('checkout:prompt.qr_label')} />
          </div>
        )}
      </div>
    );
  }
  return (
    <div class="checkout-prompt">
      <h3 class="checkout-prompt__title">{text.title}</h3>
      <p class="checkout-prompt__body">{text.body}</p>
      <div class="checkout-prompt__qr">
        <QrCode value={url} size={180} label={t('checkout:prompt.qr_label')} />
      </div>
      <a class="checkout-prompt__link" href={url} rel="noopener noreferrer">
        {text.link}
      </a>
    </div>
  );
}
