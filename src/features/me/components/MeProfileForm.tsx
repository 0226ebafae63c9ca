import { useSignal } from '@preact/signals';
import { PROFILE_BIO_MAX, PROFILE_NICKNAME_MAX, type Me } from '../../../../contract/user';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import { saveMyProfile } from '../model';
import { MeAvatarPicker } from './MeAvatarPicker';
import './MeProfileForm.css';

export interface MeProfileFormProps {
  group: string;
  me: Me;
}

/** The avatar, nickname and bio the member goes by in this group; the wallet's name stays as it is. */
export function MeProfileForm({ group, me }: MeProfileFormProps) {
  const nickname = useSignal(me.nickname || '');
  const bio = useSignal(me.bio || '');
  const saving = useSignal(false);
  const unchanged = nickname.value.trim() === (me.nickname || '') && bio.value.trim() === (me.bio || '');

  const submit = (e: Event) => {
    e.preventDefault();
    if (saving.value || unchanged) return;
    saving.value = true;
    saveMyProfile(group, { nickname: nickname.value.trim(), bio: bio.value.trim() }).then(
      (saved) => {
        saving.value = false;
        nickname.value = saved.nickname || '';
        bio.value = saved.bio || '';
        toast(t('me:edit.saved'), 'success');
      },
      (err: unknown) => {
        saving.value = false;
        toastApiError(err);
      },
    );
  };

  return (
    <form class="me-profile-form" onSubmit={submit} aria-labelledby="me-profile-form-title">
      <h2 id="me-profile-form-title" class="me-profile-form__title">
        {t('me:edit.title')}
      </h2>
      <MeAvatarPicker group={group} me={me} />
      <label class="me-profile-form__label" for="me-profile-nickname">
        {t('me:edit.nickname')}
      </label>
      <input
        id="me-profile-nickname"
        class="me-profile-form__input"
        value={nickname.value}
        maxLength={PROFILE_NICKNAME_MAX}
        autoComplete="nickname"
        aria-describedby="me-profile-nickname-hint"
        onInput={(e) => (nickname.value = e.currentTarget.value)}
      />
      <p id="me-profile-nickname-hint" class="me-profile-form__hint">
        {t('me:edit.nickname_hint', { name: me.full_name })}
      </p>
      <label class="me-profile-form__label" for="me-profile-bio">
        {t('me:edit.bio')}
      </label>
      <textarea
        id="me-profile-bio"
        class="me-profile-form__input"
        rows={4}
        value={bio.value}
        maxLength={PROFILE_BIO_MAX}
        aria-describedby="me-profile-bio-count"
        onInput={(e) => (bio.value = e.currentTarget.value)}
      />
      <p id="me-profile-bio-count" class="me-profile-form__hint me-profile-form__count">
        {t('me:edit.bio_count', { count: bio.value.length, max: PROFILE_BIO_MAX })}
      </p>
      <Button type="submit" block loading={saving.value} disabled={unchanged}>
        {t('me:edit.save')}
      </Button>
    </form>
  );
}
