import { useSignal } from '@preact/signals';
import { useCallback } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { listVersion } from '../../../lib/lists';
import { useGroupResource, useResource } from '../../../lib/resource';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { InfiniteList } from '../../../ui/InfiniteList';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import { account, hasAdminAuthority } from '../../account';
import { LinkedText } from '../../../ui/LinkedText';
import type { CheckinActivityDetail, CheckinPost } from '../../../../contract/checkin';
import { CheckinAdminTools } from '../components/CheckinAdminTools';
import { CheckinCalendar } from '../components/CheckinCalendar';
import { CheckinComposer } from '../components/CheckinComposer';
import { CheckinPostItem } from '../components/CheckinPostItem';
import { CheckinStreak } from '../components/CheckinStreak';
import { CheckinTaskHead } from '../components/CheckinTaskHead';
import { checkinDetail, checkinPostListName, joinCheckin, loadCheckinPostPage, quitCheckin } from '../model';
import { ExceptionLoaded } from '../../exception/parts';
import '../../../ui/Button.css';
import '../components/CheckinStreak.css';
import '../components/CheckinTaskHead.css';

/** The composer: closed, open for the current period, or open to patch a past one. */
type Composing = { period: string | null } | null;

/**
 * Join, or check in. While the composer is open its Send is the screen's one primary button
 * (issue 26 point 14): Check in steps back to secondary, still there to switch a patch to today.
 */
function PrimaryAction({
  activity, busy, composing, onJoin, onCompose,
}: { activity: CheckinActivityDetail; busy: boolean; composing: boolean; onJoin: () => void; onCompose: () => void }) {
  const { me } = activity;
  if (!me.joined) {
    if (!activity.published || !activity.online) return null;
    return (
      <>
        <Button block loading={busy} onClick={onJoin}>
          {t('checkin:task.join')}
        </Button>
        <p class="checkin-streak__note">{t('checkin:task.join_hint')}</p>
      </>
    );
  }
  if (me.done_this_period) return <p class="checkin-streak__done">{t(`checkin:task.done.${activity.type}`)}</p>;
  if (me.can_post) {
    return (
      <Button block variant={composing ? 'secondary' : 'primary'} onClick={onCompose}>
        {t('checkin:task.check_in')}
      </Button>
    );
  }
  // Joined, not done, and yet no post: not started, offline or muted (the head says which of the first two).
  return me.current_period !== null && activity.online ? <p class="checkin-streak__note">{t('checkin:task.closed')}</p> : null;
}

/**
 * `group-checkin-id-preview`: the task page. The streak and the one primary action (join, or check
 * in) lead; the month calendar marks the member's days (a missed day they may patch opens the
 * composer for it); then what the task is about and the check-ins of everyone, newest first.
 */
export default function CheckinTaskScreen() {
  const { params } = useRoute();
  const group = params.group;
  const id = params.id;
  const state = useResource(checkinDetail, group, id, true);
  return (
    <ExceptionLoaded
      state={state}
      title={t('checkin:task.load_failed')}
      onRetry={() => checkinDetail.refresh(group, id)}
      skeleton={<Skeleton lines={6} />}
    >
      {(activity) => <CheckinTask group={group} id={id} activity={activity} />}
    </ExceptionLoaded>
  );
}

/** The loaded task: its head, the composer, the calendar, and the feed. */
function CheckinTask({ group, id, activity }: { group: string; id: string; activity: CheckinActivityDetail }) {
  const me = useGroupResource(account, group).data;
  const composing = useSignal<Composing>(null);
  const busy = useSignal<'join' | 'quit' | null>(null);

  const load = useCallback(({ offset }: { offset: number }) => loadCheckinPostPage(group, id, offset), [group, id]);
  const renderItem = useCallback((post: CheckinPost) => <CheckinPostItem post={post} />, []);
  const getKey = useCallback((post: CheckinPost) => post.post_id, []);

  const join = () => {
    busy.value = 'join';
    joinCheckin(group, id).then(
      () => {
        busy.value = null;
        toast(t('checkin:task.joined'), 'success');
      },
      (err: unknown) => {
        busy.value = null;
        toastApiError(err);
      },
    );
  };
  const quit = () =>
    confirm({ message: t('checkin:task.quit_confirm'), danger: true }).then((ok) => {
      if (!ok) return;
      busy.value = 'quit';
      composing.value = null;
      quitCheckin(group, id).then(
        () => {
          busy.value = null;
          toast(t('checkin:task.quit_done'), 'success');
        },
        (err: unknown) => {
          busy.value = null;
          toastApiError(err);
        },
      );
    });
  const sent = () => {
    // The feed reads its first page again itself: the model invalidates its list.
    composing.value = null;
  };

  const admin = !!me && hasAdminAuthority(me.role);
  const open = composing.value;
  return (
    <div class="checkin-task">
      <div>
        <CheckinTaskHead activity={activity} />
        <CheckinStreak
          group={group}
          activity={activity}
          action={
            <PrimaryAction
              activity={activity}
              busy={busy.value === 'join'}
              composing={!!open}
              onJoin={join}
              onCompose={() => (composing.value = { period: null })}
            />
          }
        />
      </div>
      {open && (
        <CheckinComposer
          key={open.period || 'current'}
          group={group}
          activityId={id}
          period={open.period}
          onSent={sent}
          onCancel={() => (composing.value = null)}
        />
      )}
      <CheckinCalendar activity={activity} onPatch={(period) => (composing.value = { period })} />
      {(activity.description || activity.me.joined) && (
        <section class="checkin-about">
          {activity.description && <LinkedText class="checkin-about__text" text={activity.description} />}
          {activity.me.joined && (
            <Button variant="danger-outline" loading={busy.value === 'quit'} onClick={quit}>
              {t('checkin:task.quit')}
            </Button>
          )}
        </section>
      )}
      {admin && <CheckinAdminTools group={group} activity={activity} />}
      <section class="checkin-feed" aria-labelledby="checkin-feed-heading">
        <h2 id="checkin-feed-heading" class="checkin-feed__heading">
          {t('checkin:feed.heading')}
        </h2>
        <InfiniteList
          resetKey={listVersion(group, checkinPostListName(id))}
          load={load}
          getKey={getKey}
          renderItem={renderItem}
          skeletonRows={2}
          emptyText={t('checkin:feed.empty')}
          label={t('checkin:feed.heading')}
        />
      </section>
    </div>
  );
}
