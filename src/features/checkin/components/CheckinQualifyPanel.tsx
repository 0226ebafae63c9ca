import { to } from '../../../lib/paths';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { toast } from '../../../ui/toast';
import { useForm } from '../../../ui/useForm';
import { CHECKIN_QUALIFY_MAX, type CheckinActivityDetail } from '../../../../contract/checkin';
import { qualifyCountOf } from '../form';
import { setCheckinQualifyCount } from '../model';
import './CheckinQualifyPanel.css';

/**
 * The qualification rule (N check-ins) and the member's progress towards it; admins change N here,
 * a wrong number or a refusal said under the field.
 */
export function CheckinQualifyPanel({ group, activity, admin }: { group: string; activity: CheckinActivityDetail; admin: boolean }) {
  const { me } = activity;
  const need = activity.qualify_count;
  const id = activity.activity_id;
  const form = useForm({ count: String(need) });

  const save = form.submit({
    check: (v) => (qualifyCountOf(v.count) === null ? { count: t('checkin:form.errors.qualify') } : {}),
    send: (v) => setCheckinQualifyCount(group, id, qualifyCountOf(v.count)!),
    refusal: (error) => ({ count: error }),
    done: () => toast(t('checkin:qualify.saved'), 'success'),
  });

  return (
    <div class="checkin-qualify">
      <h2 class="checkin-qualify__title">{activity.title}</h2>
      <p class="checkin-qualify__rule">{need > 0 ? t('checkin:qualify.rule', { count: need }) : t('checkin:qualify.none')}</p>
      {need > 0 &&
        (me.joined || me.post_count > 0 ? (
          <section class="checkin-qualify__progress" aria-labelledby="checkin-qualify-progress">
            <h3 id="checkin-qualify-progress" class="checkin-qualify__label">
              {t('checkin:qualify.progress_label')}
            </h3>
            <progress max={need} value={Math.min(me.post_count, need)} aria-labelledby="checkin-qualify-progress" />
            <p class="checkin-qualify__count">{t('checkin:qualify.progress', { done: me.post_count, count: need })}</p>
            <p class={me.qualified ? 'checkin-qualify__yes' : 'checkin-qualify__more'}>
              {me.qualified ? t('checkin:qualify.qualified') : t('checkin:qualify.more', { count: need - me.post_count })}
            </p>
          </section>
        ) : (
          <p class="checkin-qualify__more">{t('checkin:qualify.not_joined')}</p>
        ))}
      {admin && (
        <form class="checkin-qualify__form" onSubmit={save} noValidate>
          <label class="checkin-qualify__label" for={form.fieldId('count')}>
            {t('checkin:qualify.admin_label')}
          </label>
          <input {...form.bind('count')} class="checkin-qualify__input" inputMode="numeric" max={CHECKIN_QUALIFY_MAX} />
          <FieldError {...form.errorOf('count')} class="checkin-qualify__error" />
          <Button type="submit" loading={form.busy}>
            {t('checkin:qualify.save')}
          </Button>
        </form>
      )}
      <a class="checkin-qualify__back" href={to('group-checkin-id-preview', { group, id })}>
        {t('checkin:qualify.back')}
      </a>
    </div>
  );
}
