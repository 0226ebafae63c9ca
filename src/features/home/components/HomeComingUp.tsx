import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { linkTo } from '../../../lib/paths';
import { useGroupResource } from '../../../lib/resource';
import { streamPreviews } from '../../stream';
import './HomeComingUp.css';

/** How many announced streams the home lists; the stream page has them all. */
export const COMING_UP_LIMIT = 3;

/**
 * "Coming up" on the group home: the next announced live sessions (§4 previews), each leading to
 * the stream page. Nothing when none are announced or they fail to load: the home stands without it.
 */
export function HomeComingUp({ group }: { group: string }) {
  // Fresh on every visit: previews are announced and go live between visits.
  const items = (useGroupResource(streamPreviews, group, true).data || []).slice(0, COMING_UP_LIMIT);
  if (!items.length) return null;
  const page = linkTo('group-stream', { group });
  return (
    <section class="home-coming" aria-labelledby="home-coming-title">
      <h2 id="home-coming-title" class="home-coming__title">
        {t('stream:previews.title')}
      </h2>
      <ul class="home-coming__list">
        {items.map((p) => {
          const body = (
            <>
              <span class="home-coming__name">{p.title}</span>
              <span class="home-coming__when">
                <span class={`home-coming__state home-coming__state--${p.state}`}>{t(`stream:previews.${p.state}`)}</span>
                {p.live_at && formatDateTime(p.live_at)}
              </span>
            </>
          );
          return (
            <li key={p.preview_id}>
              {page ? (
                <a class="home-coming__item" href={page}>
                  {body}
                </a>
              ) : (
                <div class="home-coming__item">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
