import { useSignal } from '@preact/signals';
import { useEffect, useId, useMemo } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { confirm } from '../../../ui/ConfirmDialog';
import { FieldError } from '../../../ui/FieldError';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast';
import { orderCreating } from '../../checkout';
import { createCodeScheduler } from '../codeTiming';
import { applyInvitation, invitationTyping, linkCodeInviter } from '../model';
import { InvitationUseCodeMessage } from './InvitationUseCodeMessage';
import './InvitationInput.css';

export interface InvitationInputProps {
  group: string;
  /** The code is required to join (shown in the label). */
  required?: boolean;
}

/**
 * Codes from links already asked about in this page's life, so remounting the field (a tab
 * switch, the join dialog) never asks twice. The link itself is left alone: rewriting the URL
 * would remount the screen and lose a refused code the person may want to correct.
 */
const promptedCodes: Record<string, true> = {};

/**
 * The invitation-code field (§5): applied 800 ms after it is left or pasted into, when non-empty
 * after trimming; a code in the link's `invitation_code` asks first, naming the code's owner when it
 * decodes in time (`linkCodeInviter`). Disabled while an order is being created, so the code cannot
 * change under a purchase. A refused code stays in the field.
 */
export function InvitationInput({ group, required }: InvitationInputProps) {
  const id = useId();
  // The scheduler reads the value when its timer fires, after renders it did not see: a signal holds the latest.
  const value = useSignal('');
  const applying = useSignal(false);
  // Why the last code was refused, under the field until it is typed into again.
  const refusal = useSignal('');
  const { query } = useLocation();
  const linkCode = (query.invitation_code || '').trim();

  const scheduler = useMemo(
    () =>
      createCodeScheduler({
        read: () => value.value,
        onTyping: (typing) => {
          invitationTyping.value = typing;
        },
        apply: async (code) => {
          // On success my inviter is stored and the section shows them instead of this field.
          applying.value = true;
          const outcome = await applyInvitation(group, code);
          applying.value = false;
          if (!outcome) return;
          if ('refusal' in outcome) refusal.value = outcome.refusal;
          else toast(t('invitation:applied', { name: outcome.relation.inviter.full_name }), 'success');
        },
      }),
    [group, value, applying, refusal],
  );

  useEffect(
    () => () => {
      scheduler.dispose();
      invitationTyping.value = false;
    },
    [scheduler],
  );

  useEffect(() => {
    const key = `${group}:${linkCode}`;
    if (!linkCode || promptedCodes[key]) return;
    promptedCodes[key] = true;
    let mounted = true;
    let asked = false;
    linkCodeInviter(group, linkCode).then((inviter) => {
      // Gone before the answer: the field's next mount asks instead.
      if (!mounted) return;
      asked = true;
      return confirm({
        title: t('invitation:use_code.title'),
        message: inviter
          ? <InvitationUseCodeMessage code={linkCode} inviter={inviter} />
          : t('invitation:use_code.message', { code: linkCode }),
        confirmText: t('invitation:use_code.confirm'),
      }).then((ok) => {
        if (!ok) return;
        value.value = linkCode;
        scheduler.applyNow();
      });
    });
    return () => {
      mounted = false;
      if (!asked) delete promptedCodes[key];
    };
  }, [group, linkCode, scheduler, value]);

  return (
    <div class="invitation-input">
      <label class="invitation-input__label" for={id}>
        {required ? t('invitation:input.label_required') : t('invitation:input.label')}
      </label>
      <div class="invitation-input__row">
        <input
          id={id}
          class="invitation-input__field"
          type="text"
          value={value.value}
          placeholder={t('invitation:input.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellcheck={false}
          maxLength={64}
          disabled={orderCreating.value || applying.value}
          aria-describedby={refusal.value ? `${id}-error ${id}-hint` : `${id}-hint`}
          aria-invalid={refusal.value ? 'true' : undefined}
          onInput={(e) => {
            const next = e.currentTarget.value;
            value.value = next;
            refusal.value = '';
            scheduler.input(next);
          }}
          onPaste={() => scheduler.paste()}
          onBlur={() => scheduler.blur()}
        />
        {applying.value && <Spinner size={18} label={t('invitation:input.applying')} />}
      </div>
      <FieldError id={`${id}-error`} class="invitation-input__error" error={refusal.value} />
      <p id={`${id}-hint`} class="invitation-input__hint">
        {t('invitation:input.hint')}
      </p>
    </div>
  );
}
