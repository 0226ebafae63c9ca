import { ApiError, apiErrorText } from '../../lib/http';
import { t } from '../../lib/i18n';

// The server states §8's order refusals in English; each known one is shown translated.
// Matched on the text before any ':' (the server may add a detail after it).
const ORDER_MESSAGES: Record<string, () => string> = {
  'not authorised to view this order': () => t('order:errors.not_authorised'),
  'order not created for your account': () => t('order:errors.not_your_account'),
  'order not owner': () => t('order:errors.not_owner'),
  'amount too small': () => t('order:errors.amount_too_small'),
  'Error Order Amount': () => t('order:errors.order_amount'),
  'group not renewable': () => t('order:errors.not_renewable'),
  'product unavailable': () => t('order:errors.product_unavailable'),
  'join failed': () => t('order:errors.join_failed'),
};

// §8: these codes already log out or lead to their own page; a toast on top says nothing new.
const ROUTED_CODES = [100401, 100403, 100416, 100500, 100110];

function serverMessage(err: unknown): string | null {
  if (!(err instanceof ApiError) || err.code < 0 || !err.message) return null;
  const colon = err.message.indexOf(':');
  return colon < 0 ? err.message : err.message.slice(0, colon);
}

/** A translated text for one of the given server messages, or null. */
export function knownMessage(err: unknown, table: Record<string, () => string>): string | null {
  const message = serverMessage(err);
  return message !== null && Object.prototype.hasOwnProperty.call(table, message) ? table[message]() : null;
}

/** What to tell the person about a failed order call: the §8 text when known, else the general one. */
export function orderErrorText(err: unknown): string {
  return knownMessage(err, ORDER_MESSAGES) || apiErrorText(err);
}

/** True when the http client has already acted on this error (logout, maintenance, forbidden…). */
export function isRoutedError(err: unknown): boolean {
  return err instanceof ApiError && ROUTED_CODES.indexOf(err.code) >= 0;
}
