import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { bindInvitee } from '../model';
import './InvitationMine.css';

/** §6: the owner makes a member of the group their invitee by identity number (no code typed). */
export function InvitationBindForm({ group }: { group: string }) {
  const identity = useSignal('');
  const busy = useSignal(false);
  const outcome = useSignal<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: Event) => {
    event.preventDefault();
    if (!identity.value.trim() || busy.value) return;
    busy.value = true;
    const result = await bindInvitee(group, identity.value);
    busy.value = false;
    outcome.value = result.ok
      ? { ok: true, text: t('invitation:owner.bound', { id: identity.value.trim() }) }
      : { ok: false, text: result.message };
    if (result.ok) identity.value = '';
  };
  return (
    <form class="invitation-mine__card invitation-mine__actions" onSubmit={submit}>
      <p class="invitation-mine__muted">{t('invitation:owner.intro')}</p>
      <label class="invitation-mine__field">
        <span>{t('invitation:owner.identity')}</span>
        <input
          name="identity_number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={32}
          value={identity.value}
          onInput={(e) => (identity.value = (e.target as HTMLInputElement).value)}
        />
      </label>
      <Button type="submit" block disabled={busy.value || !identity.value.trim()}>{t('invitation:owner.bind')}</Button>
      {outcome.value && (
        <p role={outcome.value.ok ? 'status' : 'alert'} class={outcome.value.ok ? 'invitation-mine__good' : undefined}>{outcome.value.text}</p>
      )}
    </form>
  );
}
