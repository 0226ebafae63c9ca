import { ApiErrorLines } from './ApiErrorLines';

/**
 * Why a field was not saved, under it: a rule broken (a translated sentence) or a call's refusal
 * (the error catalogue's text, with its code when unnamed). Nothing when there is nothing to say.
 */
export function FieldError({ id, error, class: cls }: { id?: string; error: unknown; class: string }) {
  if (error === null || error === undefined || error === '') return null;
  return (
    <div id={id} class={cls} role="alert">
      {typeof error === 'string' ? <p>{error}</p> : <ApiErrorLines error={error} />}
    </div>
  );
}
