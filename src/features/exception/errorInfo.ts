import { ApiError } from '../../lib/http';
import { t } from '../../lib/i18n';

export interface ErrorInfo {
  code: number;
  message: string;
}

/**
 * Code and message for the error page (§2): the API's code, else an HTTP
 * status the error carries, else 500 as for any unexpected failure (§8).
 */
export function errorInfo(error: unknown): ErrorInfo {
  if (error instanceof ApiError) {
    const code = error.code < 0 && error.status ? error.status : error.code;
    return { code, message: error.message || t('errors:unknown') };
  }
  const e = error as { status?: unknown; message?: unknown } | null;
  const status = e && typeof e.status === 'number' ? e.status : 500;
  const message = e && typeof e.message === 'string' && e.message ? e.message : t('errors:unknown');
  return { code: status, message };
}
