import { formatAssetAmount, formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import type { StreamInfo } from '../../../../contract/stream';

/**
 * What is on now, for the admin: the live stream's title, since when, who may watch it (public or
 * members only; free or its price) and its page; or that nothing is live (a stopped stream is over).
 */
export function StreamAdminStatus({ group, info }: { group: string; info: StreamInfo | null }) {
  const live = !!info && !info.disabled;
  return (
    <section class="stream-admin__status" aria-labelledby="stream-admin-status">
      <h2 id="stream-admin-status" class="stream-admin__title">
        {live && <span class="stream-page__live">{t('stream:page.live')}</span>}
        {live ? info.title : t('stream:page.not_live')}
      </h2>
      {live && (
        <>
          <p class="stream-admin__line">{t('admin_community:stream.since', { time: formatDateTime(info.started_at) })}</p>
          <p class="stream-page__tags">
            <span class="stream-page__tag">{t(info.public ? 'stream:page.public' : 'stream:page.members_only')}</span>
            <span class="stream-page__tag">
              {info.price
                ? t('stream:page.price', { price: `${formatAssetAmount(info.price.amount, info.price.asset_id)} ${info.price.asset_id.toUpperCase()}` })
                : t('stream:page.free')}
            </span>
            <span class="stream-page__tag">{t(`admin_community:stream.orientation.${info.orientation || 'landscape'}`)}</span>
          </p>
          <a class="ui-btn ui-btn--text stream-admin__link" href={to('group-stream', { group })}>
            {t('admin_community:stream.open_page')}
          </a>
        </>
      )}
    </section>
  );
}
