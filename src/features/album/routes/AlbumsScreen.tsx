import { useRoute } from 'preact-iso';
import { to } from '../../../lib/paths';
import { t } from '../../../lib/i18n';
import { InfiniteList } from '../../../ui/InfiniteList';
import { account } from '../../account';
import { hasLecturerAuthority } from '../../account';
import { loadAlbumPage } from '../model';
import { AlbumCard } from '../components/AlbumCard';
import type { Album } from '../../../../contract/album';
import '../../../ui/Button.css';
import './AlbumsScreen.css';
import { useGroupResource } from '../../../lib/resource';

/**
 * `group-albums` (§2): the group's albums, 100 at a time (§9); lecturers may start a new one or
 * manage them. `managing` is `group-albums-edit`: the same list, with each album's edit action
 * for lecturers (albums/{album}/edit); anyone else sees the plain list there.
 */
export default function AlbumsScreen({ managing = false }: { managing?: boolean }) {
  const { params } = useRoute();
  const group = params.group;
  const me = useGroupResource(account, group).data;
  const lecturer = !!me && hasLecturerAuthority(me.role);
  const editing = managing && lecturer;

  return (
    <div class="albums-screen">
      {lecturer && (
        <div class="albums-screen__tools">
          {editing ? (
            <a class="ui-btn ui-btn--secondary" href={to('group-albums', { group })}>
              {t('album:list.done')}
            </a>
          ) : (
            <a class="ui-btn ui-btn--secondary" href={to('group-albums-edit', { group })}>
              {t('album:list.manage')}
            </a>
          )}
          <a class="ui-btn ui-btn--primary" href={to('group-albums-create', { group })}>
            {t('album:list.create')}
          </a>
        </div>
      )}
      <InfiniteList
        resetKey={group}
        load={({ offset }) => loadAlbumPage(group, offset)}
        getKey={(album: Album) => album.album_id}
        renderItem={(album: Album) =>
          editing ? (
            <div class="albums-screen__row">
              <AlbumCard group={group} album={album} />
              <a
                class="ui-btn ui-btn--secondary albums-screen__edit"
                href={to('group-albums-album-edit', { group, album: album.album_id })}
                aria-label={t('album:list.edit_named', { name: album.name })}
              >
                {t('album:list.edit')}
              </a>
            </div>
          ) : (
            <AlbumCard group={group} album={album} />
          )
        }
        emptyText={t('album:list.empty')}
        label={t('album:routes.group-albums')}
      />
    </div>
  );
}
