import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { CheckinMemberStat } from '../../../../contract/checkin';
import './CheckinStatistics.css';

/** Who took part: check-ins (most first, as the server sorts), streak, last check-in and, with a rule, who qualifies. */
export function CheckinMemberTable({ members, rule }: { members: readonly CheckinMemberStat[]; rule: boolean }) {
  return (
    <section class="checkin-members" aria-labelledby="checkin-members-heading">
      <h2 id="checkin-members-heading" class="checkin-stats__heading">
        {t('checkin:stats.members')}
      </h2>
      {members.length === 0 ? (
        <p class="checkin-stats__note">{t('checkin:stats.no_members')}</p>
      ) : (
        <table class="checkin-members__table">
          <thead>
            <tr>
              <th scope="col">{t('checkin:stats.member')}</th>
              <th scope="col">{t('checkin:stats.count')}</th>
              <th scope="col">{t('checkin:stats.streak')}</th>
              <th scope="col">{t('checkin:stats.last')}</th>
              {rule && <th scope="col">{t('checkin:stats.qualified_col')}</th>}
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.user.user_id}>
                <th scope="row">
                  <span class="checkin-members__name">{m.user.nickname || m.user.full_name}</span>
                  <span class="checkin-members__sub">
                    {t('checkin:stats.joined_at')} {formatDate(m.joined_at)}
                    {!m.active && ` · ${t('checkin:stats.left')}`}
                  </span>
                </th>
                <td>{m.post_count}</td>
                <td>{m.streak}</td>
                <td>{m.last_period ? formatDate(m.last_period, 'MM/DD') : '–'}</td>
                {rule && <td>{t(m.qualified ? 'checkin:stats.yes' : 'checkin:stats.no')}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
