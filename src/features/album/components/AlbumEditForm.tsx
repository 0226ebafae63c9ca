import { useSignal } from '@preact/signals';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { saveAlbum } from '../model';
import type { Album } from '../../../../contract/album';
import './AlbumEditForm.css';

export interface AlbumEditFormProps {
  group: string;
  album?: Album;
  onSaved: (album: Album, created: boolean) => void;
}

/** Name (required) and description of an album. */
export function AlbumEditForm({ group, album, onSaved }: AlbumEditFormProps) {
  const name = useSignal(album ? album.name : '');
  const description = useSignal(album ? album.description : '');
  const error = useSignal('');
  const failure = useSignal('');
  const saving = useSignal(false);

  const submit = (e: Event) => {
    e.preventDefault();
    if (!name.value.trim()) {
      error.value = t('album:edit.name_required');
      return;
    }
    error.value = '';
    if (saving.value) return;
    saving.value = true;
    failure.value = '';
    const input = { name: name.value.trim(), description: description.value.trim() };
    saveAlbum(group, input, album && album.album_id).then(
      (saved) => {
        saving.value = false;
        toast(t(album ? 'album:edit.saved' : 'album:edit.created'), 'success');
        onSaved(saved, !album);
      },
      (err: unknown) => {
        saving.value = false;
        failure.value = apiErrorText(err);
      },
    );
  };

  return (
    <form class="album-edit-form" onSubmit={submit} noValidate>
      <label class="album-edit-form__label" for="album-edit-name">
        {t('album:edit.name')}
      </label>
      <input
        id="album-edit-name"
        class="album-edit-form__input"
        value={name.value}
        maxLength={100}
        aria-invalid={error.value ? 'true' : undefined}
        aria-describedby={error.value ? 'album-edit-name-error' : undefined}
        onInput={(e) => (name.value = e.currentTarget.value)}
      />
      {error.value && (
        <p id="album-edit-name-error" class="album-edit-form__error" role="alert">
          {error.value}
        </p>
      )}
      <label class="album-edit-form__label" for="album-edit-description">
        {t('album:edit.description')}
      </label>
      <textarea
        id="album-edit-description"
        class="album-edit-form__input"
        rows={3}
        maxLength={2000}
        value={description.value}
        onInput={(e) => (description.value = e.currentTarget.value)}
      />
      {failure.value && (
        <p class="album-edit-form__error" role="alert">
          {failure.value}
        </p>
      )}
      <Button type="submit" block loading={saving.value}>
        {t(album ? 'album:edit.save' : 'album:edit.create')}
      </Button>
    </form>
  );
}
