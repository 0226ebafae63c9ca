import { escape, page } from './sandbox.pages';

const PROVIDER_NAMES = { mixin: 'Sandbox wallet', wechat: 'Sandbox WeChat Pay', alipay: 'Sandbox Alipay', reborn: 'Sandbox Reborn' } as const;
export type ProviderName = keyof typeof PROVIDER_NAMES;

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
export function checkoutPage(view: CheckoutView): string {
  const name = PROVIDER_NAMES[view.provider];
  return page(name, `<span class="badge">${escape(name)}</span>
<h1>Pay ${escape(view.groupName)}</h1>
<div class="card"><div class="amount">${escape(view.amount)} ${escape(view.symbol)}</div>
<small>${escape(view.memo || 'Membership order')}</small><small>Order ${escape(view.orderId)}</small></div>
<form method="post">${hidden(view.fields)}
<div class="actions"><button type="submit" name="action" value="cancel">Cancel</button>
<button class="primary" type="submit" name="action" value="pay">Pay</button></div></form>`);
}

/** After Pay or Cancel when there is no return address: where to go from here. */
export function checkoutDonePage(provider: ProviderName, paid: boolean, backUrl: string): string {
  const name = PROVIDER_NAMES[provider];
  const title = paid ? 'Payment sent' : 'Payment cancelled';
  const note = paid ? 'The app will show the order as paid once the provider confirms it.' : 'Nothing was charged.';
  return page(title, `<span class="badge">${escape(name)}</span><h1>${title}</h1><p>${note}</p>
<div class="actions"><a class="button primary" href="${escape(backUrl)}">Back to the app</a></div>`);
}

export function providerErrorPage(provider: ProviderName, message: string): string {
  const name = PROVIDER_NAMES[provider];
  return page(`${name}: payment failed`, `<span class="badge">${escape(name)}</span><h1>Payment failed</h1>
<p class="error">${escape(message)}</p>`);
}
