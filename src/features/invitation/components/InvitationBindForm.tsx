import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { brokenRules, required } from '../../../lib/rules';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { useForm } from '../../../ui/useForm';
import { bindInvitee } from '../model';
import './InvitationMine.css';

/**
 * §6: the owner makes a member of the group their invitee by identity number (no code typed). A
 * refusal is said under the field, which keeps the number.
 */
export function InvitationBindForm({ group }: { group: string }) {
  const form = useForm({ identity: '' });
  /** The identity number just bound, said under the button. */
  const bound = useSignal<string | null>(null);

  const submit = form.submit({
    check: (v) => brokenRules(v, { identity: [required()] }),
    send: (v) => bindInvitee(group, v.identity),
    done: (result, v) => {
      if (!result.ok) {
        bound.value = null;
        form.fail({ identity: result.message });
        return;
      }
      bound.value = v.identity.trim();
      form.reset();
    },
  });

  return (
    <form class="invitation-mine__card invitation-mine__actions" onSubmit={submit} noValidate>
      <p class="invitation-mine__muted">{t('invitation:owner.intro')}</p>
      <label class="invitation-mine__field" for={form.fieldId('identity')}>
        <span>{t('invitation:owner.identity')}</span>
        <input {...form.bind('identity')} name="identity_number" inputMode="numeric" autoComplete="off" maxLength={32} />
      </label>
      <FieldError {...form.errorOf('identity')} class="invitation-mine__error" />
      <Button type="submit" block disabled={form.busy || !form.values.identity.trim()}>{t('invitation:owner.bind')}</Button>
      {bound.value && (
        <p role="status" class="invitation-mine__good">{t('invitation:owner.bound', { id: bound.value })}</p>
      )}
    </form>
  );
}
