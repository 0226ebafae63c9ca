import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { toast } from '../../../ui/toast';
import { useForm } from '../../../ui/useForm';
import { setVaultPin } from '../model';
import { pinRepeatProblem } from '../rules';
import { pinBinding, VaultPinField } from './VaultPinField';
import './Vault.css';

/**
 * The owner sets the withdrawal PIN, the first time: typed twice. The problem is said under its
 * field before anything is sent; the server's refusal under the form, the digits kept.
 */
export function VaultPinSetup({ group }: { group: string }) {
  const form = useForm({ pin: '', again: '' });

  const submit = form.submit({
    check: (v) => {
      const problem = pinRepeatProblem(v.pin, v.again);
      if (problem === 'digits') return { pin: t('admin_money:pin.digits') };
      if (problem === 'mismatch') return { again: t('admin_money:pin.mismatch') };
      return null;
    },
    send: (v) => setVaultPin(group, v.pin),
    done: () => toast(t('admin_money:pin.saved'), 'success'),
  });

  return (
    <section class="vault-card vault-pin" aria-labelledby="vault-pin-title">
      <h2 id="vault-pin-title" class="vault-card__title">{t('admin_money:pin.title')}</h2>
      <p class="vault-card__hint">{t('admin_money:pin.hint')}</p>
      <form onSubmit={submit} noValidate>
        <VaultPinField label={t('admin_money:pin.new')} field={form.bind('pin', pinBinding)} error={form.errorOf('pin')} />
        <VaultPinField label={t('admin_money:pin.again')} field={form.bind('again', pinBinding)} error={form.errorOf('again')} />
        <FieldError {...form.errorOf('form')} class="vault-field__error" />
        <div class="vault-actions">
          <Button type="submit" loading={form.busy}>{t('admin_money:pin.save')}</Button>
        </div>
      </form>
    </section>
  );
}
