import type { KycStatus } from '../../contract/kyc';
import { escape, page } from './sandbox.pages';

/** Reasons the sandbox reviewer can give; the app shows the message (or the code). */
export const KYC_REJECT_REASONS = {
  INFO_MISMATCH: 'KYC information does not match',
  FACE_MISMATCH: 'The face does not match the ID photo',
  ID_EXPIRED: 'The ID card has expired',
} as const;
export type KycRejectReason = keyof typeof KYC_REJECT_REASONS;

export function kycPage(options: { session: string; groupName: string; fullName: string; status: KycStatus['kyc_status'] }): string {
  if (options.status === 'processing') {
    return page('Identity verification', `<span class="badge">Sandbox KYC</span><h1>Under review</h1>
<p>A verification for you is already being reviewed. Go back to ${escape(options.groupName)} and refresh.</p>`);
  }
  const reasons = Object.entries(KYC_REJECT_REASONS)
    .map(([code, text]) => `<option value="${escape(code)}">${escape(code)} · ${escape(text)}</option>`).join('');
  return page('Identity verification', `<span class="badge">Sandbox KYC</span>
<h1>Verify your identity</h1><p>${escape(options.groupName)} asks for a face check. As the sandbox reviewer, decide the outcome.</p>
<form method="post" class="card"><input type="hidden" name="session" value="${escape(options.session)}">
<label for="kyc-name">Name on the ID</label><input id="kyc-name" name="name" value="${escape(options.fullName)}" maxlength="100">
<label for="kyc-reason">Reason if rejected</label><select id="kyc-reason" name="error_code">${reasons}</select>
<label for="kyc-message">Message if rejected (optional)</label><input id="kyc-message" name="error_message" maxlength="200">
<div class="actions"><button type="submit" name="decision" value="reject">Reject</button>
<button class="primary" type="submit" name="decision" value="approve">Approve</button></div></form>`);
}

export function kycSubmittedPage(groupId: string, reviewSeconds: number): string {
  return page('Verification submitted', `<span class="badge">Sandbox KYC</span><h1>Submitted</h1>
<p>The result is ready in about ${reviewSeconds} s; until then the app shows it as processing.</p>
<div class="actions"><a class="button primary" href="/#/${escape(groupId)}/kyc">Back to the app</a></div>`);
}

export function kycExpiredPage(): string {
  return page('Identity verification', `<span class="badge">Sandbox KYC</span><h1>Link expired</h1>
<p class="error">This verification link was used or has expired. Start the verification again from the app.</p>`);
}

export function smsInboxPage(rows: { phone: string; code: string; sent: string; state: string }[]): string {
  const body = rows.length === 0
    ? '<p>No SMS sent yet.</p>'
    : `<table><thead><tr><th>Phone</th><th>Code</th><th>Sent</th><th></th></tr></thead><tbody>${rows.map((r) =>
      `<tr><td>${escape(r.phone)}</td><td><strong>${escape(r.code)}</strong></td><td>${escape(r.sent)}</td><td>${escape(r.state)}</td></tr>`).join('')}</tbody></table>`;
  return page('Sandbox SMS inbox', `<span class="badge">Sandbox SMS</span><h1>SMS inbox</h1>
<p>The latest code sent to each phone. Reload to see new ones.</p>${body}`);
}
