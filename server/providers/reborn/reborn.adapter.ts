import { enums, size, string, type } from 'superstruct';
import { AmountText } from '../../../contract/amount';
import type { ProviderNotice } from '../payment.provider';
import type { RebornProvider } from '../reborn.provider';
import { readPartyEvent } from '../signed-party';

// The rc coin's reports over our own signed protocol (providers/signed-party.ts); the sandbox's rc
// pay page (server/sandbox/payment.handlers.ts rebornCheckout) is its reference implementation.
//
//   The rc app → POST <server>/api/payments/reborn/notify, signed with REBORN_SECRET:
//     {"event_id", "transfer_id", "status": "PAID"|"CANCELLED"|"FAILED", "currency": "RC", "amount"}
//   transfer_id is the charge id the app sent the payer with; the amount must be the order's.

const Event = type({
  event_id: size(string(), 1, 200),
  transfer_id: size(string(), 1, 200),
  status: enums(['PAID', 'CANCELLED', 'FAILED'] as const),
  currency: size(string(), 1, 20),
  amount: AmountText,
});

export function rebornAdapter(config: { secret: () => string; clock: () => number }): RebornProvider {
  return {
    readEvent(notice: ProviderNotice) {
      const event = readPartyEvent('rc app', config.secret(), config.clock(), notice, Event);
      return {
        notification_id: `rc:${event.event_id}`, reference: event.transfer_id, status: event.status,
        currency: event.currency.toUpperCase(), amount: event.amount,
      };
    },
  };
}
