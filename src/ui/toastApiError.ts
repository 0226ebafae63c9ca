import { apiErrorCode, apiErrorText } from '../lib/http';
import { toast } from './toast';

/**
 * A failed call as an error toast: its sentence (or `message`), and the code in small print when
 * the catalogue does not name it, so the person can quote it to the group's staff.
 */
export function toastApiError(err: unknown, message = apiErrorText(err)): void {
  toast(message, 'error', undefined, apiErrorCode(err) || undefined);
}
