import { t } from '../../../lib/i18n';
import { QrCode } from '../../../ui/QrCode';
import './CheckoutPrompt.css';

export type CheckoutPromptKind = 'wallet' | 'wechat_unsupported' | 'alipay_in_wechat';

export interface CheckoutPromptProps {
  kind: CheckoutPromptKind;
  url: string;
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
 * Paying somewhere else: the wallet's payment as a QR code outside the wallet app, and the
 * open-in-browser prompt when this browser cannot pay on the chosen channel (WeChat Pay
 * outside WeChat, Alipay inside it). The link opens the same page here, for a phone that
 * has the app.
 */
export function CheckoutPrompt({ kind, url }: CheckoutPromptProps) {
  const text = texts(kind);
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
