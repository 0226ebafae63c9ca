import type { ComponentChildren } from 'preact';
import { to } from '../../../lib/paths';
import { t } from '../../../lib/i18n';
import type { CheckinActivityDetail } from '../../../../contract/checkin';
import './CheckinStreak.css';

/**
 * The head of the task page: the streak large, the longest and the total beside it, whether the
 * member qualifies, and the page's one primary action (join, or check in) under it.
 */
export function CheckinStreak({ group, activity, action }: { group: string; activity: CheckinActivityDetail; action: ComponentChildren }) {
  const { me } = activity;
  return (
    <section class="checkin-streak" aria-label={t(`checkin:task.streak.${activity.type}`, { count: me.streak })}>
      <p class="checkin-streak__number">
        <strong>{me.streak}</strong>
        <span>{t(`checkin:task.streak.${activity.type}`, { count: me.streak })}</span>
      </p>
      <p class="checkin-streak__facts">
        <span>{t('checkin:task.longest', { count: me.longest_streak })}</span>
        <span>{t('checkin:task.total', { count: me.post_count })}</span>
        {me.qualified && <span class="checkin-streak__qualified">{t('checkin:task.qualified')}</span>}
        {activity.qualify_count > 0 && !me.qualified && (
          <a href={to('group-checkin-qualify', { group }, { id: activity.activity_id })}>
            {t('checkin:task.rule', { count: activity.qualify_count })}
          </a>
        )}
      </p>
      <div class="checkin-streak__action">{action}</div>
    </section>
  );
}
