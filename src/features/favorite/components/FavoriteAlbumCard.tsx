import { t } from '../../../lib/i18n';
import { linkTo } from '../../../lib/paths';
import type { Album } from '../../../../contract/album';
import './FavoriteAlbumCard.css';

/** A favourite album: cover, name and how many courses it holds; links to the album when this build has its page. */
export function FavoriteAlbumCard({ group, album }: { group: string; album: Album }) {
  const href = linkTo('group-albums-album', { group, album: album.album_id });
  const body = (
    <>
      {album.cover_url ? (
        <img class="favorite-album__cover" src={album.cover_url} alt="" width={64} height={64} loading="lazy" />
      ) : (
        <span class="favorite-album__cover" aria-hidden="true" />
      )}
      <span class="favorite-album__body">
        <span class="favorite-album__name">{album.name}</span>
        <span class="favorite-album__meta">{t('favorite:album_courses', { count: album.course_count })}</span>
      </span>
    </>
  );
  return href ? (
    <a class="favorite-album" href={href}>
      {body}
    </a>
  ) : (
    <div class="favorite-album">{body}</div>
  );
}
