import { to } from '../../../lib/paths';
import { t } from '../../../lib/i18n';
import type { CheckinActivity } from '../../../../contract/checkin';
import './CheckinCard.css';

/** A task in the list: its title, type and size; the caller's streak and today's state once joined; drafts and offline tasks labelled. */
export function CheckinCard({ group, activity }: { group: string; activity: CheckinActivity }) {
  const { me } = activity;
  return (
    <a class="checkin-card" href={to('group-checkin-id-preview', { group, id: activity.activity_id })}>
      <span class="checkin-card__head">
        <span class="checkin-card__title">{activity.title}</span>
        {!activity.published ? (
          <span class="checkin-card__label">{t('checkin:list.draft')}</span>
        ) : (
          !activity.online && <span class="checkin-card__label">{t('checkin:list.offline')}</span>
        )}
      </span>
      <span class="checkin-card__meta">
        {t(`checkin:type.${activity.type}`)} · {t('checkin:list.participants', { count: activity.participant_count })}
      </span>
      {me.joined && (
        <span class="checkin-card__mine">
          <span class="checkin-card__joined">{t('checkin:list.joined')}</span>
          <span>{t('checkin:list.streak', { count: me.streak })}</span>
          <span class={me.done_this_period ? 'checkin-card__done' : 'checkin-card__todo'}>
            {t(me.done_this_period ? 'checkin:list.done' : 'checkin:list.todo')}
          </span>
        </span>
      )}
    </a>
  );
}
