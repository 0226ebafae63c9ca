import { ApiError, apiErrorCode, apiErrorText } from '../../lib/http';
import { t } from '../../lib/i18n';
import { ErrorCode } from '../../../contract/errors';

/** Texts for a refusal, by its code. */
export type RefusalTexts = Partial<Record<ErrorCode, () => string>>;

// §8's order refusals, each shown translated instead of the server's English.
const ORDER_MESSAGES: RefusalTexts = {
  [ErrorCode.orderOfOtherGroup]: () => t('order:errors.not_authorised'),
  [ErrorCode.orderNotForAccount]: () => t('order:errors.not_your_account'),
  [ErrorCode.orderNotOwner]: () => t('order:errors.not_owner'),
  [ErrorCode.amountTooSmall]: () => t('order:errors.amount_too_small'),
  [ErrorCode.orderAmountInvalid]: () => t('order:errors.order_amount'),
  [ErrorCode.groupNotRenewable]: () => t('order:errors.not_renewable'),
  [ErrorCode.productUnavailable]: () => t('order:errors.product_unavailable'),
  [ErrorCode.joinFailed]: () => t('order:errors.join_failed'),
};

// §8: these codes already log out or lead to their own page; a toast on top says nothing new.
const ROUTED_CODES: number[] = [
  ErrorCode.loginRequired, ErrorCode.forbidden, ErrorCode.permissionsRequired, ErrorCode.maintenance, ErrorCode.installRequired,
];

/** The translated text the table gives this error's code, or null. */
export function knownMessage(err: unknown, table: RefusalTexts): string | null {
  if (!(err instanceof ApiError)) return null;
  const text = (table as Record<number, (() => string) | undefined>)[err.code];
  return text ? text() : null;
}

/** What to tell the person about a failed order call: the §8 text when known, else the general one. */
export function orderErrorText(err: unknown): string {
  return knownMessage(err, ORDER_MESSAGES) || apiErrorText(err);
}

/** The code in small print beside orderErrorText's general sentence, or null when the text names the problem. */
export function orderErrorCode(err: unknown): string | null {
  return knownMessage(err, ORDER_MESSAGES) ? null : apiErrorCode(err);
}

/** True when the http client has already acted on this error (logout, maintenance, forbidden…). */
export function isRoutedError(err: unknown): boolean {
  return err instanceof ApiError && ROUTED_CODES.indexOf(err.code) >= 0;
}
