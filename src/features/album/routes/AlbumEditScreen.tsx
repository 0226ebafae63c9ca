import { useEffect, useState } from 'preact/hooks';
import { useLocation, useRoute } from 'preact-iso';
import { routeUrl } from '../../../app/routes';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import { CourseEditGate } from '../../course-edit';
import { deleteAlbum, fetchAlbum } from '../api';
import { AlbumCourseManager } from '../components/AlbumCourseManager';
import { AlbumEditForm } from '../components/AlbumEditForm';
import type { Album } from '../schemas';
import './AlbumEditScreen.css';

/** `group-albums-create` and `group-albums-album-edit` (§2): name and description; an existing album also gets its courses and delete. */
export default function AlbumEditScreen() {
  const { params } = useRoute();
  const { route } = useLocation();
  const group = params.group;
  const id = params.album as string | undefined;
  const [album, setAlbum] = useState<Album | null>(null);
  const [failure, setFailure] = useState('');
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    setAlbum(null);
    setFailure('');
    if (id) fetchAlbum(group, id).then(setAlbum, (err: unknown) => setFailure(apiErrorText(err)));
  }, [group, id]);

  const onSaved = (saved: Album, created: boolean) => {
    // A new album goes on to its edit page, where courses are added.
    if (created) route(routeUrl('group-albums-album-edit', { group, album: saved.album_id }), true);
    else setAlbum({ ...saved, course_records: album ? album.course_records : saved.course_records });
  };

  const remove = () =>
    confirm({ message: t('album:edit.delete_confirm') }).then((ok) => {
      if (!ok || !album) return;
      setDeleting(true);
      deleteAlbum(group, album.album_id).then(
        () => {
          toast(t('album:edit.deleted'), 'success');
          route(routeUrl('group-albums', { group }), true);
        },
        (err: unknown) => {
          setDeleting(false);
          toast(apiErrorText(err), 'error');
        },
      );
    });

  let body;
  if (!id) body = <AlbumEditForm group={group} onSaved={onSaved} />;
  else if (failure)
    body = (
      <p class="album-edit-screen__failure" role="alert">
        {t('album:detail.load_failed')} {failure}
      </p>
    );
  else if (!album) body = <Skeleton lines={4} />;
  else
    body = (
      <>
        <AlbumEditForm key={album.album_id} group={group} album={album} onSaved={onSaved} />
        <AlbumCourseManager key={`c-${album.album_id}`} group={group} albumId={album.album_id} records={album.course_records || []} />
        <div class="album-edit-screen__danger">
          <Button variant="danger" block loading={deleting} onClick={remove}>
            {t('album:edit.delete')}
          </Button>
        </div>
      </>
    );

  return (
    <CourseEditGate group={group} deniedText={t('album:edit.not_lecturer')}>
      {body}
    </CourseEditGate>
  );
}
