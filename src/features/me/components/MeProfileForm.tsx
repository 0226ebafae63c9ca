import { PROFILE_BIO_MAX, PROFILE_NICKNAME_MAX, type Me } from '../../../../contract/user';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { toast } from '../../../ui/toast';
import { useForm } from '../../../ui/useForm';
import { saveMyProfile } from '../model';
import { MeAvatarPicker } from './MeAvatarPicker';
import './MeProfileForm.css';

export interface MeProfileFormProps {
  group: string;
  me: Me;
}

/**
 * The avatar, nickname and bio the member goes by in this group; the wallet's name stays as it is.
 * A refusal is said above Save, keeping what was typed.
 */
export function MeProfileForm({ group, me }: MeProfileFormProps) {
  const form = useForm({ nickname: me.nickname || '', bio: me.bio || '' });
  const { nickname, bio } = form.values;
  const unchanged = nickname.trim() === (me.nickname || '') && bio.trim() === (me.bio || '');
  const nicknameHint = `${form.id}-nickname-hint`;
  const bioCount = `${form.id}-bio-count`;

  const save = form.submit({
    send: (v) => saveMyProfile(group, { nickname: v.nickname.trim(), bio: v.bio.trim() }),
    done: (saved) => {
      form.reset({ nickname: saved.nickname || '', bio: saved.bio || '' });
      toast(t('me:edit.saved'), 'success');
    },
  });
  // Enter in the nickname sends nothing while nothing changed (Save is off then).
  const submit = (e: Event) => (unchanged ? e.preventDefault() : save(e));

  return (
    <form class="me-profile-form" onSubmit={submit} aria-labelledby="me-profile-form-title">
      <h2 id="me-profile-form-title" class="me-profile-form__title">
        {t('me:edit.title')}
      </h2>
      <MeAvatarPicker group={group} me={me} />
      <label class="me-profile-form__label" for={form.fieldId('nickname')}>
        {t('me:edit.nickname')}
      </label>
      <input
        {...form.bind('nickname', { hint: nicknameHint })}
        class="me-profile-form__input"
        maxLength={PROFILE_NICKNAME_MAX}
        autoComplete="nickname"
      />
      <p id={nicknameHint} class="me-profile-form__hint">
        {t('me:edit.nickname_hint', { name: me.full_name })}
      </p>
      <label class="me-profile-form__label" for={form.fieldId('bio')}>
        {t('me:edit.bio')}
      </label>
      <textarea {...form.bind('bio', { hint: bioCount })} class="me-profile-form__input" rows={4} maxLength={PROFILE_BIO_MAX} />
      <p id={bioCount} class="me-profile-form__hint me-profile-form__count">
        {t('me:edit.bio_count', { count: bio.length, max: PROFILE_BIO_MAX })}
      </p>
      <FieldError {...form.errorOf('form')} class="me-profile-form__error" />
      <Button type="submit" block loading={form.busy} disabled={unchanged}>
        {t('me:edit.save')}
      </Button>
    </form>
  );
}
