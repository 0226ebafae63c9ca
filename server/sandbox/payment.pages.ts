import { escape, page, type PageTexts } from './sandbox.pages';
import type { Translate } from './sandbox.texts';

export type ProviderName = 'mixin' | 'wechat' | 'alipay' | 'reborn';

const providerName = (t: Translate, provider: ProviderName) => t(`pay.provider_${provider}`);

export type CheckoutView = {
  provider: ProviderName;
  groupName: string;
  amount: string;
  symbol: string;
  memo: string;
  orderId: string;
  /** Posted back with the chosen action. */
  fields: Record<string, string>;
};

const hidden = (fields: Record<string, string>) => Object.entries(fields)
  .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`).join('');

/** The provider's pay screen: what is charged, for whom, and Pay / Cancel. */
export function checkoutPage(texts: PageTexts, view: CheckoutView): string {
  const { t } = texts;
  const name = providerName(t, view.provider);
  return page(texts, name, `<span class="badge">${escape(name)}</span>
<h1>${escape(t('pay.heading', { group: view.groupName }))}</h1>
<div class="card"><div class="amount">${escape(view.amount)} ${escape(view.symbol)}</div>
<small>${escape(view.memo || t('pay.memo_default'))}</small><small>${escape(t('pay.order', { id: view.orderId }))}</small></div>
<form method="post">${hidden(view.fields)}
<div class="actions"><button type="submit" name="action" value="cancel">${escape(t('pay.cancel'))}</button>
<button class="primary" type="submit" name="action" value="pay">${escape(t('pay.pay'))}</button></div></form>`);
}

/** After Pay or Cancel when there is no return address: where to go from here. */
export function checkoutDonePage(texts: PageTexts, provider: ProviderName, paid: boolean, backUrl: string): string {
  const { t } = texts;
  const name = providerName(t, provider);
  const title = t(paid ? 'pay.sent' : 'pay.cancelled');
  const note = t(paid ? 'pay.sent_note' : 'pay.cancelled_note');
  return page(texts, title, `<span class="badge">${escape(name)}</span><h1>${escape(title)}</h1><p>${escape(note)}</p>
<div class="actions"><a class="button primary" href="${escape(backUrl)}">${escape(t('common.back_to_app'))}</a></div>`);
}

export function providerErrorPage(texts: PageTexts, provider: ProviderName, message: string): string {
  const { t } = texts;
  const name = providerName(t, provider);
  return page(texts, t('pay.failed_title', { provider: name }), `<span class="badge">${escape(name)}</span><h1>${escape(t('pay.failed'))}</h1>
<p class="error">${escape(message)}</p>`);
}
