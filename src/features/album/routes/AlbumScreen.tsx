import { useEffect, useState } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { to } from '../../../app/routes';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { isLoggedIn } from '../../../lib/session';
import { Skeleton } from '../../../ui/Skeleton';
import { account } from '../../account';
import { CourseCard } from '../../course';
import { hasLecturerAuthority } from '../../course-edit';
import { fetchAlbum } from '../api';
import { AlbumFavorButton } from '../components/AlbumFavorButton';
import type { Album } from '../schemas';
import '../../../ui/Button.css';
import './AlbumScreen.css';

/** `group-albums-album` (§2, public): an album and its courses; scroll comes back to where it was. */
export default function AlbumScreen() {
  const { params } = useRoute();
  const group = params.group;
  const id = params.album;
  const [album, setAlbum] = useState<Album | null>(null);
  const [failure, setFailure] = useState('');
  const loggedIn = isLoggedIn(group);
  const me = loggedIn ? account.of(group).data : undefined;

  useEffect(() => {
    setAlbum(null);
    setFailure('');
    fetchAlbum(group, id).then(setAlbum, (err: unknown) => setFailure(apiErrorText(err)));
    if (loggedIn) account.load(group).catch(() => {});
  }, [group, id, loggedIn]);

  if (failure) {
    return (
      <p class="album-screen__failure" role="alert">
        {t('album:detail.load_failed')} {failure}
      </p>
    );
  }
  if (!album) return <Skeleton block="120px" repeat={3} />;

  const records = album.course_records || [];
  return (
    <div class="album-screen">
      <header class="album-screen__head">
        <h1 class="album-screen__name">{album.name}</h1>
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
