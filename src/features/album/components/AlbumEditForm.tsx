import { t } from '../../../lib/i18n';
import { brokenRules, type Rule } from '../../../lib/rules';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { toast } from '../../../ui/toast';
import { useForm } from '../../../ui/useForm';
import { saveAlbum } from '../model';
import type { Album } from '../../../../contract/album';
import './AlbumEditForm.css';

export interface AlbumEditFormProps {
  group: string;
  album?: Album;
  onSaved: (album: Album, created: boolean) => void;
}

/** An album needs a name, said in the album's words. */
const nameRule: Rule = (value) => value.trim() !== '' || t('album:edit.name_required');

/**
 * Name (required) and description of an album. A missing name is said under it before sending, a
 * refusal under the form; what was typed stays.
 */
export function AlbumEditForm({ group, album, onSaved }: AlbumEditFormProps) {
  const form = useForm({ name: album ? album.name : '', description: album ? album.description : '' });

  const submit = form.submit({
    check: (v) => brokenRules(v, { name: [nameRule] }),
    send: (v) => saveAlbum(group, { name: v.name.trim(), description: v.description.trim() }, album && album.album_id),
    done: (saved) => {
      toast(t(album ? 'album:edit.saved' : 'album:edit.created'), 'success');
      onSaved(saved, !album);
    },
  });

  return (
    <form class="album-edit-form" onSubmit={submit} noValidate>
      <label class="album-edit-form__label" for={form.fieldId('name')}>
        {t('album:edit.name')}
      </label>
      <input {...form.bind('name')} class="album-edit-form__input" maxLength={100} />
      <FieldError {...form.errorOf('name')} class="album-edit-form__error" />
      <label class="album-edit-form__label" for={form.fieldId('description')}>
        {t('album:edit.description')}
      </label>
      <textarea {...form.bind('description')} class="album-edit-form__input" rows={3} maxLength={2000} />
      <FieldError {...form.errorOf('form')} class="album-edit-form__error" />
      <Button type="submit" block loading={form.busy}>
        {t(album ? 'album:edit.save' : 'album:edit.create')}
      </Button>
    </form>
  );
}
