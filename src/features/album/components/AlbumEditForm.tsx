import { useState } from 'preact/hooks';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { createAlbum, updateAlbum } from '../api';
import type { Album } from '../../../../contract/album';
import './AlbumEditForm.css';

export interface AlbumEditFormProps {
  group: string;
  album?: Album;
  onSaved: (album: Album, created: boolean) => void;
}

/** Name (required) and description of an album. */
export function AlbumEditForm({ group, album, onSaved }: AlbumEditFormProps) {
  const [name, setName] = useState(album ? album.name : '');
  const [description, setDescription] = useState(album ? album.description : '');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = (e: Event) => {
    e.preventDefault();
    if (!name.trim()) {
      setError(t('album:edit.name_required'));
      return;
    }
    setError('');
    if (saving) return;
    setSaving(true);
    setFailure('');
    const input = { name: name.trim(), description: description.trim() };
    (album ? updateAlbum(group, album.album_id, input) : createAlbum(group, input)).then(
      (saved) => {
        setSaving(false);
        toast(t(album ? 'album:edit.saved' : 'album:edit.created'), 'success');
        onSaved(saved, !album);
      },
      (err: unknown) => {
        setSaving(false);
        setFailure(apiErrorText(err));
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
        value={name}
        maxLength={100}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? 'album-edit-name-error' : undefined}
        onInput={(e) => setName(e.currentTarget.value)}
      />
      {error && (
        <p id="album-edit-name-error" class="album-edit-form__error" role="alert">
          {error}
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
        value={description}
        onInput={(e) => setDescription(e.currentTarget.value)}
      />
      {failure && (
        <p class="album-edit-form__error" role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" block loading={saving}>
        {t(album ? 'album:edit.save' : 'album:edit.create')}
      </Button>
    </form>
  );
}
