import type { ChargeReport, ProviderNotice } from './payment.provider';

// The in-product coin (rc, "reborn"), over our own signed protocol (providers/signed-party.ts): the
// app sends the payer to the rc app's pay page with our charge id as `transfer_id` (the client's
// VITE_REBORN_PAY_BASE); the rc app reports the transfer paid, or cancelled, as a signed event to
// POST /api/payments/reborn/notify.

export interface RebornProvider {
  /** The rc app's event, verified as sent by it (else ApiError 401) and read (else 400), as a charge report. */
  readEvent(notice: ProviderNotice): ChargeReport;
}
