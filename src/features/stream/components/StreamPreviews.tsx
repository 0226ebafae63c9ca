import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { streamPreviews } from '../live';
import { StreamPreviewCover } from './StreamPreviewCover';
import './StreamPreviews.css';

/** §4 streaming previews: pending, living, or announced with a live time. */
export function StreamPreviews({ group }: { group: string }) {
  // Fresh on every visit, showing the last list meanwhile: previews are announced and go live between visits.
  const state = useGroupResource(streamPreviews, group, true);
  // The previews are an extra: the stream page stands without them.
  const items = state.data || (state.error ? [] : null);

  return (
    <section class="stream-previews">
      <h2 class="stream-previews__title">{t('stream:previews.title')}</h2>
      {!items ? (
        <Skeleton lines={2} />
      ) : items.length === 0 ? (
        <p class="stream-previews__empty">{t('stream:previews.empty')}</p>
      ) : (
        <ul class="stream-previews__list">
          {items.map((p) => (
            <li key={p.preview_id} class="stream-previews__item">
              <StreamPreviewCover src={p.cover_url} />
              <div class="stream-previews__body">
                <p class="stream-previews__name">{p.title}</p>
                <p class="stream-previews__when">
                  <span class={`stream-previews__state stream-previews__state--${p.state}`}>{t(`stream:previews.${p.state}`)}</span>
                  {p.live_at && t('stream:previews.live_time', { time: formatDateTime(p.live_at) })}
                </p>
                {p.description && <p class="stream-previews__desc">{p.description}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
