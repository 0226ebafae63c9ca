import { useRoute } from 'preact-iso';
import { to } from '../../../lib/paths';
import { t } from '../../../lib/i18n';
import { isLoggedIn } from '../../../lib/session';
import { Skeleton } from '../../../ui/Skeleton';
import { account, hasLecturerAuthority } from '../../account';
import { CourseCard } from '../../course';
import { useGroupResource, useResource } from '../../../lib/resource';
import { ExceptionLoaded } from '../../exception/parts';
import { AlbumFavorButton } from '../components/AlbumFavorButton';
import { albumDetail } from '../model';
import '../../../ui/Button.css';
import './AlbumScreen.css';

/** `group-albums-album` (§2, public): an album and its courses; scroll comes back to where it was. */
export default function AlbumScreen() {
  const { params } = useRoute();
  const group = params.group;
  const id = params.album;
  const loggedIn = isLoggedIn(group);
  const me = useGroupResource(account, loggedIn ? group : null).data;
  // Fresh: its courses and favourite flag change elsewhere (the editor, logging in).
  const state = useResource(albumDetail, group, id, true);
  const album = state.data;

  if (!album) {
    return (
      <ExceptionLoaded state={state} title={t('album:detail.load_failed')} onRetry={() => albumDetail.refresh(group, id)} skeleton={<Skeleton block="120px" repeat={3} />}>
        {() => null}
      </ExceptionLoaded>
    );
  }

  const records = album.course_records || [];
  return (
    <div class="album-screen">
      <header class="album-screen__head">
        <h2 class="album-screen__name">{album.name}</h2>
        {album.description && <p class="album-screen__desc">{album.description}</p>}
        <div class="album-screen__tools">
          <AlbumFavorButton group={group} albumId={album.album_id} favored={album.favored} />
          {me && hasLecturerAuthority(me.role) && (
            <a class="ui-btn ui-btn--secondary" href={to('group-albums-album-edit', { group, album: album.album_id })}>
              {t('album:detail.edit')}
            </a>
          )}
        </div>
      </header>
      {records.length === 0 ? (
        <p class="album-screen__empty">{t('album:detail.empty')}</p>
      ) : (
        <ul class="album-screen__list" aria-label={album.name}>
          {records.map((r) => (
            <li key={r.course_id}>
              <CourseCard group={group} course={r.course} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
