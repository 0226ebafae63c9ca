import { useSignal } from '@preact/signals';
import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { useResource } from '../../../lib/resource';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import type { CheckinStatistics } from '../../../../contract/checkin';
import { CheckinChart } from '../components/CheckinChart';
import { CheckinMemberTable } from '../components/CheckinMemberTable';
import { checkinStatistics, downloadCheckinCsv } from '../model';
import { ExceptionLoaded } from '../../exception/parts';
import '../components/CheckinStatistics.css';

/** `group-checkin-id-statistics` (admins): the totals, check-ins per period as a chart, the members, and the CSV. */
export default function CheckinStatisticsScreen() {
  const { params } = useRoute();
  const group = params.group;
  const id = params.id;
  const state = useResource(checkinStatistics, group, id, true);
  return (
    <ExceptionLoaded
      state={state}
      title={t('checkin:stats.load_failed')}
      onRetry={() => checkinStatistics.refresh(group, id)}
      skeleton={<Skeleton lines={8} />}
    >
      {(stats) => <CheckinStatisticsView group={group} id={id} stats={stats} />}
    </ExceptionLoaded>
  );
}

/** A task's loaded statistics, and the CSV to download. */
function CheckinStatisticsView({ group, id, stats }: { group: string; id: string; stats: CheckinStatistics }) {
  const downloading = useSignal(false);

  const download = () => {
    downloading.value = true;
    downloadCheckinCsv(group, id).then(
      () => {
        downloading.value = false;
        toast(t('checkin:stats.downloaded'), 'success');
      },
      (err: unknown) => {
        downloading.value = false;
        toastApiError(err);
      },
    );
  };

  const { activity } = stats;
  return (
    <div class="checkin-stats">
      <section class="checkin-stats__section" aria-labelledby="checkin-stats-title">
        <h2 id="checkin-stats-title" class="checkin-stats__title">
          {activity.title}
        </h2>
        <dl class="checkin-stats__counts" aria-label={t('checkin:stats.counts')}>
          <div>
            <dt>{t('checkin:stats.participants')}</dt>
            <dd>{stats.participants}</dd>
          </div>
          <div>
            <dt>{t('checkin:stats.posts')}</dt>
            <dd>{stats.posts}</dd>
          </div>
          <div>
            <dt>{t('checkin:stats.qualified')}</dt>
            <dd>{activity.qualify_count > 0 ? stats.qualified : '–'}</dd>
          </div>
        </dl>
        <Button class="checkin-stats__download" block loading={downloading.value} onClick={download}>
          {t('checkin:stats.download')}
        </Button>
      </section>
      <CheckinChart days={stats.by_day} type={activity.type} />
      <CheckinMemberTable members={stats.members} rule={activity.qualify_count > 0} />
    </div>
  );
}
