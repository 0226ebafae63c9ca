import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { CheckinActivityDetail } from '../../../../contract/checkin';
import './CheckinTaskHead.css';

/** The task's title, type and start, and why no one can check in when that is so (draft, offline, not started). */
export function CheckinTaskHead({ activity }: { activity: CheckinActivityDetail }) {
  const started = activity.me.current_period !== null;
  const at = formatDateTime(activity.start_at);
  const note = !activity.published
    ? t('checkin:task.draft')
    : !activity.online
      ? t('checkin:task.offline')
      : !started
        ? t('checkin:task.not_started', { at })
        : null;
  return (
    <header class="checkin-head">
      <h2 class="checkin-head__title">{activity.title}</h2>
      <p class="checkin-head__meta">
        {t(`checkin:type.${activity.type}`)} · {started ? t('checkin:task.since', { at }) : t('checkin:task.starts', { at })} ·{' '}
        {t('checkin:list.participants', { count: activity.participant_count })}
      </p>
      {note && <p class="checkin-head__note">{note}</p>}
    </header>
  );
}
