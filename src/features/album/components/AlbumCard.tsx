import { to } from '../../../lib/paths';
import { t } from '../../../lib/i18n';
import type { Album } from '../../../../contract/album';
import './AlbumCard.css';

export interface AlbumCardProps {
  group: string;
  album: Album;
}

/** An album in the list: cover (its first course's poster), name, description and course count. */
export function AlbumCard({ group, album }: AlbumCardProps) {
  return (
    <a class="album-card" href={to('group-albums-album', { group, album: album.album_id })}>
      {album.cover_url ? (
        <img class="album-card__cover" src={album.cover_url} alt="" width={72} height={72} loading="lazy" decoding="async" />
      ) : (
        <span class="album-card__cover album-card__cover--none" aria-hidden="true">
          {album.name.charAt(0)}
        </span>
      )}
      <span class="album-card__body">
        <span class="album-card__name">{album.name}</span>
        {album.description && <span class="album-card__desc">{album.description}</span>}
        <span class="album-card__meta">{t('album:list.courses', { count: album.course_count })}</span>
      </span>
    </a>
  );
}
