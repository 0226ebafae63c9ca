import { apiErrorCode, apiErrorText } from '../lib/http';

/**
 * A failed call's sentence, and under it the code in small print when the catalogue does not
 * name it (apiErrorCode), for a notice where the person may need to quote it.
 */
export function ApiErrorLines({ error }: { error: unknown }) {
  const code = apiErrorCode(error);
  return (
    <>
      <p>{apiErrorText(error)}</p>
      {code && (
        <p>
          <small>{code}</small>
        </p>
      )}
    </>
  );
}
