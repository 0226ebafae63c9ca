import { useSignal } from '@preact/signals';
import { useLocation, useRoute } from 'preact-iso';
import { routeUrl } from '../../../lib/paths';
import { apiErrorText } from '../../../lib/http';
import { toastApiError } from '../../../ui/toastApiError';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import { useResource } from '../../../lib/resource';
import { albumDetail, removeAlbum } from '../model';
import { AlbumCourseManager } from '../components/AlbumCourseManager';
import { AlbumEditForm } from '../components/AlbumEditForm';
import type { Album } from '../../../../contract/album';
import './AlbumEditScreen.css';

/** `group-albums-create` and `group-albums-album-edit` (§2): name and description; an existing album also gets its courses and delete. */
export default function AlbumEditScreen() {
  const { params } = useRoute();
  const { route } = useLocation();
  const group = params.group;
  const id = (params.album as string | undefined) || null;
  const state = useResource(albumDetail, group, id, true);
  const album = state.data || null;
  const deleting = useSignal(false);

  // A new album goes on to its edit page, where courses are added.
  const onSaved = (saved: Album, created: boolean) => {
    if (created) route(routeUrl('group-albums-album-edit', { group, album: saved.album_id }), true);
  };

  const remove = () =>
    confirm({ message: t('album:edit.delete_confirm'), danger: true }).then((ok) => {
      if (!ok || !album) return;
      deleting.value = true;
      removeAlbum(group, album.album_id).then(
        () => {
          toast(t('album:edit.deleted'), 'success');
          route(routeUrl('group-albums', { group }), true);
        },
        (err: unknown) => {
          deleting.value = false;
          toastApiError(err);
        },
      );
    });

  let body;
  if (!id) body = <AlbumEditForm group={group} onSaved={onSaved} />;
  else if (!album && state.error)
    body = (
      <p class="album-edit-screen__failure" role="alert">
        {t('album:detail.load_failed')} {apiErrorText(state.error)}
      </p>
    );
  else if (!album) body = <Skeleton lines={4} />;
  else
    body = (
      <>
        <AlbumEditForm key={album.album_id} group={group} album={album} onSaved={onSaved} />
        <AlbumCourseManager key={`c-${album.album_id}`} group={group} albumId={album.album_id} records={album.course_records || []} />
        <div class="album-edit-screen__danger">
          <Button variant="danger" block loading={deleting.value} onClick={remove}>
            {t('album:edit.delete')}
          </Button>
        </div>
      </>
    );

  return body;
}
