import { useSignal } from '@preact/signals';
import { apiErrorText } from '../../lib/http';
import { login } from './model';

/**
 * The login button's flow, shared by the login panel and the auth modal: busy while the login
 * starts, back to idle when the person declines the agreement (they may try again), and the
 * failure's translated text when it cannot start.
 */
export function useLoginAction(group: string) {
  const busy = useSignal(false);
  const failure = useSignal<string | null>(null);
  const start = () => {
    busy.value = true;
    failure.value = null;
    login(group).then(
      (started) => {
        if (!started) busy.value = false;
      },
      (e: unknown) => {
        busy.value = false;
        failure.value = apiErrorText(e);
      },
    );
  };
  return { busy, failure, start };
}
