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

/** `group-albums` (§2): the group's albums, 100 at a time (§9); lecturers may start a new one. */
export default function AlbumsScreen() {
  const { params } = useRoute();
  const group = params.group;
  const me = useGroupResource(account, group).data;

  return (
    <div class="albums-screen">
      {me && hasLecturerAuthority(me.role) && (
        <div class="albums-screen__tools">
          <a class="ui-btn ui-btn--primary" href={to('group-albums-create', { group })}>
            {t('album:list.create')}
          </a>
        </div>
      )}
      <InfiniteList
        resetKey={group}
        load={({ offset }) => loadAlbumPage(group, offset)}
        getKey={(album: Album) => album.album_id}
        renderItem={(album: Album) => <AlbumCard group={group} album={album} />}
        emptyText={t('album:list.empty')}
        label={t('album:routes.group-albums')}
      />
    </div>
  );
}
