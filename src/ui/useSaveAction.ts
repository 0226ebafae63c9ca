import { useSignal } from '@preact/signals';
import { toast } from './toast';

/**
 * A form's or switch's save, the way the admin sections do it: what is being saved (null when
 * nothing is), why the last save failed (a refusal to show under the field, what was typed kept),
 * and `run`, which waits for the action and says "done" in a toast.
 */
export function useSaveAction<P = true>() {
  const pending = useSignal<P | null>(null);
  const error = useSignal<unknown>(null);
  const run = (what: P, action: Promise<unknown>, done: string, after?: () => void) => {
    pending.value = what;
    error.value = null;
    action.then(
      () => {
        pending.value = null;
        if (after) after();
        toast(done, 'success');
      },
      (err: unknown) => {
        pending.value = null;
        error.value = err;
      },
    );
  };
  return { pending, error, run };
}
