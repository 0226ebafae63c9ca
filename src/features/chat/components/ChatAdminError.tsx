import { ApiErrorLines } from '../../../ui/ApiErrorLines';

/**
 * Why a chat setting was not saved, under its field: a rule the admin broke (a translated sentence)
 * or the server's refusal (its catalogue text, the code in small print when unnamed). Nothing when
 * there is nothing to say.
 */
export function ChatAdminError({ id, error }: { id?: string; error: unknown }) {
  if (error === null || error === undefined || error === '') return null;
  return (
    <div id={id} class="chat-admin__error" role="alert">
      {typeof error === 'string' ? <p>{error}</p> : <ApiErrorLines error={error} />}
    </div>
  );
}
