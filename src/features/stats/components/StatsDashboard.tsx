import type { ComponentChildren } from 'preact';
import { formatAssetAmount, formatDateTime, formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { useGroupResource } from '../../../lib/resource';
import { Icon } from '../../../ui/Icon';
import { SkeletonRegion, SkeletonShape } from '../../../ui/Skeleton';
import type { AdminDashboard } from '../../../../contract/stats';
import { ExceptionLoaded } from '../../exception/parts';
import { adminDashboard } from '../model';
import './StatsDashboard.css';

/**
 * The admin portal's landing (issue 26 point 13): members, the last 30 days' income, the week's
 * activity, each a link to the section with the detail, and what needs attention, each a link to
 * the screen that deals with it. Asked again each time the portal's index shows.
 */
export function StatsDashboard({ group }: { group: string }) {
  const state = useGroupResource(adminDashboard, group, true);
  return (
    <ExceptionLoaded
      state={state}
      title={t('admin_stats:dashboard.load_failed')}
      onRetry={() => adminDashboard.refresh(group)}
      skeleton={
        <SkeletonRegion class="stats-dashboard">
          <div class="stats-dashboard__tiles">
            {[0, 1, 2].map((i) => (
              <div key={i} class="stats-dashboard__tile">
                <SkeletonShape width="60%" />
                <SkeletonShape width="40%" height="24px" />
              </div>
            ))}
          </div>
          <div class="stats-dashboard__card">
            <SkeletonShape width="50%" />
            <SkeletonShape height="44px" />
          </div>
        </SkeletonRegion>
      }
    >
      {(data) => <StatsDashboardView group={group} data={data} />}
    </ExceptionLoaded>
  );
}

function StatsDashboardView({ group, data }: { group: string; data: AdminDashboard }) {
  const { members, income, activity, attention } = data;
  const items: { key: string; href: string; text: string }[] = [];
  if (attention.pending_withdrawals > 0) {
    items.push({ key: 'withdrawals', href: to('group-admin-vaults', { group }), text: t('admin_stats:dashboard.attention.withdrawals', { count: attention.pending_withdrawals }) });
  }
  if (attention.pin_missing) {
    items.push({ key: 'pin', href: to('group-admin-vaults', { group }), text: t('admin_stats:dashboard.attention.pin_missing') });
  }
  if (attention.next_stream) {
    items.push({
      key: 'stream',
      href: to('group-admin-setting-stream_prepare', { group }),
      text: t('admin_stats:dashboard.attention.stream', { title: attention.next_stream.title, time: formatDateTime(attention.next_stream.live_at) }),
    });
  }
  if (attention.restricted_members > 0) {
    items.push({ key: 'restricted', href: to('group-members', { group }), text: t('admin_stats:dashboard.attention.restricted', { count: attention.restricted_members }) });
  }
  return (
    <section class="stats-dashboard" aria-labelledby="stats-dashboard-title">
      <h2 id="stats-dashboard-title" class="visually-hidden">
        {t('admin_stats:dashboard.title')}
      </h2>
      <div class="stats-dashboard__tiles">
        <Tile href={to('group-admin-user_stat', { group })} label={t('admin_stats:dashboard.members.label')} figure={String(members.active)}>
          {t('admin_stats:dashboard.members.new', { count: members.new })}
        </Tile>
        <Tile href={to('group-admin-profit_stat', { group })} label={t('admin_stats:dashboard.income.label')} figure={formatMoney(income.value_cny, 'cny')}>
          {income.assets.length === 0
            ? t('admin_stats:dashboard.income.none')
            : income.assets.map((a) => `${formatAssetAmount(a.amount, a.symbol)} ${a.symbol}`).join(t('admin_stats:dashboard.separator'))}
        </Tile>
        <Tile href={to('group-admin-user_stat', { group })} label={t('admin_stats:dashboard.activity.label')} figure={String(activity.messages + activity.posts + activity.checkins)}>
          {t('admin_stats:dashboard.activity.detail', { messages: activity.messages, posts: activity.posts, checkins: activity.checkins })}
        </Tile>
      </div>
      <div class="stats-dashboard__card">
        <h3 class="stats-dashboard__heading">{t('admin_stats:dashboard.attention.title')}</h3>
        {items.length === 0 ? (
          <p class="stats-dashboard__calm">{t('admin_stats:dashboard.attention.none')}</p>
        ) : (
          <ul class="stats-dashboard__attention">
            {items.map((item) => (
              <li key={item.key}>
                <a class="stats-dashboard__item" href={item.href}>
                  <span class="stats-dashboard__dot" aria-hidden="true" />
                  <span class="stats-dashboard__text">{item.text}</span>
                  <Icon name="chevron" size={20} class="stats-dashboard__chevron" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function Tile({ href, label, figure, children }: { href: string; label: string; figure: string; children: ComponentChildren }) {
  return (
    <a class="stats-dashboard__tile" href={href}>
      <span class="stats-dashboard__label">{label}</span>
      <span class="stats-dashboard__figure">{figure}</span>
      <span class="stats-dashboard__detail">{children}</span>
    </a>
  );
}
