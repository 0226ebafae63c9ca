import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { OptionSection } from '../../../ui/OptionSection';
import { toast } from '../../../ui/toast';
import { useFollowSaved, useForm } from '../../../ui/useForm';
import { saveGroupSettings } from '../../group/admin';
import {
  BONUS_PERCENT_MAX, BONUS_PERCENT_PLACES, bonusPercentProblem, percentOfRate, rateOfPercent, type BonusPercentProblem,
} from '../settingsRules';
import './InvitationAdmin.css';

function problemText(problem: Exclude<BonusPercentProblem, null>): string {
  if (problem === 'places') return t('admin_payment:invitation.rate.places', { places: BONUS_PERCENT_PLACES });
  if (problem === 'max') return t('admin_payment:invitation.rate.max', { max: BONUS_PERCENT_MAX });
  return t('admin_payment:invitation.rate.number', { max: BONUS_PERCENT_MAX });
}

/**
 * The inviter's bonus (README "Invitation bonus"): the share of an invitee's join payment, typed as
 * a percentage from 0 to 50 and saved as the rate the payment reads when it lands. A refusal stays
 * under the field with what was typed.
 */
export function InvitationAdminRate({ group, rate }: { group: string; rate: string | undefined }) {
  const saved = percentOfRate(rate);
  const form = useForm({ percent: saved });
  useFollowSaved(form, { percent: saved });
  const text = form.values.percent;

  const save = form.submit({
    check: (v) => {
      const problem = bonusPercentProblem(v.percent);
      return { percent: problem ? problemText(problem) : undefined };
    },
    send: (v) => saveGroupSettings(group, { invitation_bonus_rate: rateOfPercent(v.percent) }),
    refusal: (error) => ({ percent: error }),
    done: (next) => {
      form.reset({ percent: percentOfRate(next.invitation_bonus_rate) });
      toast(t('admin_payment:saved'), 'success');
    },
  });

  const noteId = `${form.id}-note`;
  return (
    <OptionSection id="invitation-admin-rate" title={t('admin_payment:invitation.rate.title')} hint={t('admin_payment:invitation.rate.hint')}>
      <form class="invitation-admin__body" onSubmit={save} noValidate>
        <label class="invitation-admin__label" for={form.fieldId('percent')}>
          {t('admin_payment:invitation.rate.label')}
        </label>
        <div class="invitation-admin__field">
          <input {...form.bind('percent', { hint: noteId })} class="invitation-admin__input" type="text" inputMode="decimal" autoComplete="off" />
          <span class="invitation-admin__suffix" aria-hidden="true">
            {t('admin_payment:invitation.rate.percent_sign')}
          </span>
        </div>
        <FieldError {...form.errorOf('percent')} class="invitation-admin__error" />
        <p id={noteId} class="invitation-admin__note">
          {t('admin_payment:invitation.rate.note')}
        </p>
        <div class="invitation-admin__actions">
          <Button type="submit" loading={form.busy} disabled={text.trim() === saved}>
            {t('admin_payment:invitation.rate.save')}
          </Button>
        </div>
      </form>
    </OptionSection>
  );
}
