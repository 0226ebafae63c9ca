import { useSignal } from '@preact/signals';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { setVaultPin } from '../model';
import { pinRepeatProblem } from '../rules';
import { VaultPinField } from './VaultPinField';
import './Vault.css';

/**
 * The owner sets the withdrawal PIN, the first time: typed twice. The problem is said under the
 * field before anything is sent; the server's refusal likewise, the digits kept.
 */
export function VaultPinSetup({ group }: { group: string }) {
  const pin = useSignal('');
  const again = useSignal('');
  const error = useSignal<{ field: 'pin' | 'again' | 'form'; text: string } | null>(null);
  const busy = useSignal(false);

  const submit = (e: Event) => {
    e.preventDefault();
    const problem = pinRepeatProblem(pin.value, again.value);
    if (problem) {
      error.value = problem === 'digits'
        ? { field: 'pin', text: t('admin_money:pin.digits') }
        : { field: 'again', text: t('admin_money:pin.mismatch') };
      return;
    }
    error.value = null;
    busy.value = true;
    setVaultPin(group, pin.value).then(
      () => {
        busy.value = false;
        toast(t('admin_money:pin.saved'), 'success');
      },
      (err: unknown) => {
        busy.value = false;
        error.value = { field: 'form', text: apiErrorText(err) };
      },
    );
  };

  const errorOf = (field: 'pin' | 'again') => (error.value && error.value.field === field ? error.value.text : null);
  return (
    <section class="vault-card vault-pin" aria-labelledby="vault-pin-title">
      <h2 id="vault-pin-title" class="vault-card__title">{t('admin_money:pin.title')}</h2>
      <p class="vault-card__hint">{t('admin_money:pin.hint')}</p>
      <form onSubmit={submit} noValidate>
        <VaultPinField id="vault-pin-new" label={t('admin_money:pin.new')} value={pin.value} error={errorOf('pin')}
          onInput={(v) => { pin.value = v; if (error.value && error.value.field !== 'form') error.value = null; }} />
        <VaultPinField id="vault-pin-again" label={t('admin_money:pin.again')} value={again.value} error={errorOf('again')}
          onInput={(v) => { again.value = v; if (error.value && error.value.field !== 'form') error.value = null; }} />
        {error.value && error.value.field === 'form' && <p class="vault-field__error" role="alert">{error.value.text}</p>}
        <div class="vault-actions">
          <Button type="submit" loading={busy.value}>{t('admin_money:pin.save')}</Button>
        </div>
      </form>
    </section>
  );
}
