import type { KycStatus } from '../../contract/kyc';
import { escape, page, type PageTexts } from './sandbox.pages';

/**
 * Reasons the sandbox reviewer can give; the app shows the message (or the code). These English
 * messages are what is stored; the page shows each reason in its own language (`kyc.reason.*`).
 */
export const KYC_REJECT_REASONS = {
  INFO_MISMATCH: 'KYC information does not match',
  FACE_MISMATCH: 'The face does not match the ID photo',
  ID_EXPIRED: 'The ID card has expired',
} as const;
export type KycRejectReason = keyof typeof KYC_REJECT_REASONS;

export function kycPage(texts: PageTexts, options: { session: string; groupName: string; fullName: string; status: KycStatus['kyc_status'] }): string {
  const { t } = texts;
  const badge = `<span class="badge">${escape(t('kyc.badge'))}</span>`;
  if (options.status === 'processing') {
    return page(texts, t('kyc.title'), `${badge}<h1>${escape(t('kyc.under_review'))}</h1>
<p>${escape(t('kyc.under_review_text', { group: options.groupName }))}</p>`);
  }
  const reasons = (Object.keys(KYC_REJECT_REASONS) as KycRejectReason[])
    .map((code) => `<option value="${escape(code)}">${escape(code)} · ${escape(t(`kyc.reason.${code}`))}</option>`).join('');
  return page(texts, t('kyc.title'), `${badge}
<h1>${escape(t('kyc.heading'))}</h1><p>${escape(t('kyc.intro', { group: options.groupName }))}</p>
<form method="post" class="card"><input type="hidden" name="session" value="${escape(options.session)}">
<label for="kyc-name">${escape(t('kyc.name'))}</label><input id="kyc-name" name="name" value="${escape(options.fullName)}" maxlength="100">
<label for="kyc-reason">${escape(t('kyc.reason'))}</label><select id="kyc-reason" name="error_code">${reasons}</select>
<label for="kyc-message">${escape(t('kyc.message'))}</label><input id="kyc-message" name="error_message" maxlength="200">
<div class="actions"><button type="submit" name="decision" value="reject">${escape(t('kyc.reject'))}</button>
<button class="primary" type="submit" name="decision" value="approve">${escape(t('kyc.approve'))}</button></div></form>`);
}

export function kycSubmittedPage(texts: PageTexts, returnUrl: string, reviewSeconds: number): string {
  const { t } = texts;
  return page(texts, t('kyc.submitted_title'), `<span class="badge">${escape(t('kyc.badge'))}</span><h1>${escape(t('kyc.submitted'))}</h1>
<p>${escape(t('kyc.submitted_text', { seconds: reviewSeconds }))}</p>
<div class="actions"><a class="button primary" href="${escape(returnUrl)}">${escape(t('common.back_to_app'))}</a></div>`);
}

export function kycExpiredPage(texts: PageTexts): string {
  const { t } = texts;
  return page(texts, t('kyc.title'), `<span class="badge">${escape(t('kyc.badge'))}</span><h1>${escape(t('kyc.expired'))}</h1>
<p class="error">${escape(t('kyc.expired_text'))}</p>`);
}

/** An SMS in the inbox; `state` is a sign-in code's (null for other messages). */
export type SmsRow = { phone: string; text: string; sent: string; state: 'used' | 'expired' | 'valid' | null };

export function smsInboxPage(texts: PageTexts, rows: SmsRow[]): string {
  const { t } = texts;
  const body = rows.length === 0
    ? `<p>${escape(t('sms.none'))}</p>`
    : `<table><thead><tr><th>${escape(t('sms.phone'))}</th><th>${escape(t('sms.message'))}</th><th>${escape(t('sms.sent'))}</th>`
      + `<th>${escape(t('sms.state'))}</th></tr></thead><tbody>${rows.map((r) =>
        `<tr><td>${escape(r.phone)}</td><td>${escape(r.text)}</td><td>${escape(r.sent)}</td>`
        + `<td>${r.state === null ? '' : escape(t(`sms.state_${r.state}`))}</td></tr>`).join('')}</tbody></table>`;
  return page(texts, t('sms.title'), `<span class="badge">${escape(t('sms.badge'))}</span><h1>${escape(t('sms.heading'))}</h1>
<p>${escape(t('sms.intro'))}</p>${body}`);
}
