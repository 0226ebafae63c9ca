import { useEffect } from 'preact/hooks';
import type { StreamInfo } from '../../../../contract/stream';
import { formatAssetAmount } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { isLoggedIn } from '../../../lib/session';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { account, hasAdminAuthority, type Me } from '../../account';
import { ExceptionLoaded } from '../../exception/parts';
import { requireLogin } from '../../auth';
import { purchase } from '../../checkout';
import { groupPublic, groupSettings } from '../../group';
import { openJoinDialog } from '../../join';
import { streamInfo } from '../model';
import { watchStreamEnd } from '../live';
import { streamWatchGate } from '../watch';
import { StreamPreviews } from './StreamPreviews';
import { StreamTools } from './StreamTools';
import { StreamWatch } from './StreamWatch';
import './StreamPage.css';


/**
 * The stream page (§2, public route): what the stream is, the way to watch
 * it (log in, join, pay, or the player), the previews, and the tools for admins.
 */
export function StreamPage({ group }: { group: string }) {
  const loggedIn = isLoggedIn(group);
  // Not useGroupResource(streamInfo, group, true): the stream is also read again when the person logs
  // in here (what they may watch changes), which its options do not follow.
  useEffect(() => {
    streamInfo.refresh(group);
    groupSettings.ensure(group);
    groupPublic.ensure(group);
  }, [group, loggedIn]);
  useEffect(() => {
    if (loggedIn) account.ensure(group);
  }, [group, loggedIn]);

  const state = streamInfo.of(group);
  const me = loggedIn ? account.of(group).data : undefined;
  const reload = () => streamInfo.refresh(group);
  // While something is live, its stop is noticed within seconds (pushed, else polled): the player goes.
  const liveNow = !!state.data && !state.data.disabled;
  useEffect(() => (liveNow ? watchStreamEnd(group) : undefined), [group, liveNow, loggedIn]);

  return (
    <ExceptionLoaded
      state={state}
      title={t('stream:page.load_failed')}
      onRetry={reload}
      skeleton={
        <div class="stream-page">
          <Skeleton block="200px" />
          <Skeleton lines={2} />
        </div>
      }
    >
      {(info) => <StreamPageView group={group} info={info} loggedIn={loggedIn} me={me} reload={reload} />}
    </ExceptionLoaded>
  );
}

interface StreamPageViewProps {
  group: string;
  info: StreamInfo | null;
  loggedIn: boolean;
  me: Me | undefined;
  reload: () => void;
}

function StreamPageView({ group, info, loggedIn, me, reload }: StreamPageViewProps) {
  const gate = streamWatchGate(info, loggedIn, me);
  const pay = () => {
    if (!info) return;
    purchase({ group, productId: info.product_id, quantity: 1, title: info.title }).then((r) => {
      if (r === 'success') reload();
    });
  };
  const join = () => {
    openJoinDialog(group).then((joined) => {
      if (joined) {
        account.refresh(group);
        reload();
      }
    });
  };

  return (
    <div class="stream-page">
      {info && !info.disabled ? (
        <header class="stream-page__head">
          <h2 class="stream-page__title">
            <span class="stream-page__live">{t('stream:page.live')}</span>
            {info.title}
          </h2>
          <p class="stream-page__tags">
            <span class="stream-page__tag">{t(info.public ? 'stream:page.public' : 'stream:page.members_only')}</span>
            <span class="stream-page__tag">{t(info.paid ? 'stream:page.paid' : 'stream:page.free')}</span>
            {info.paid && info.price && (
              <span class="stream-page__tag">
                {t('stream:page.price', { price: `${formatAssetAmount(info.price.amount, info.price.asset_id)} ${info.price.asset_id.toUpperCase()}` })}
              </span>
            )}
          </p>
        </header>
      ) : info ? (
        // `disabled` is how the server says the last stream stopped: it has ended (a stopped stream is never resumed).
        <div class="stream-page__notice stream-page__ended" role="status">
          <h2 class="stream-page__title">{t('stream:page.ended')}</h2>
          <p>{t('stream:page.ended_detail', { title: info.title })}</p>
        </div>
      ) : (
        <p class="stream-page__notice">{t('stream:page.not_live')}</p>
      )}

      {gate === 'watch' && info && <StreamWatch group={group} streamId={info.stream_id} orientation={info.orientation} />}
      {gate === 'login' && (
        <div class="stream-page__notice">
          <p>{t('stream:page.login_required')}</p>
          <Button onClick={() => void requireLogin(group)}>{t('stream:page.login')}</Button>
        </div>
      )}
      {gate === 'join' && (
        <div class="stream-page__notice">
          <p>{t('stream:page.join_required')}</p>
          <Button onClick={join}>{t('stream:page.join')}</Button>
        </div>
      )}
      {gate === 'pay' && (
        <div class="stream-page__notice">
          <p>{t('stream:page.pay_required')}</p>
          <Button onClick={pay}>{t('stream:page.pay')}</Button>
        </div>
      )}

      {me && hasAdminAuthority(me.role) && <StreamTools group={group} info={info} />}
      <StreamPreviews group={group} />
    </div>
  );
}
