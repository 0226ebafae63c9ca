import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { ApiErrorLines } from '../../../ui/ApiErrorLines';
import { OptionSection } from '../../../ui/OptionSection';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import type { GroupPublic } from '../../../../contract/group';
import {
  GROUP_BIO_MAX, GROUP_LANGUAGES, GROUP_NAME_MAX, textLength, type GroupInfoUpdate, type GroupLanguage,
} from '../../../../contract/groupInfo';
import { saveGroupAvatar, saveGroupInfo } from '../admin';
import { groupAvatarProblem, groupBioProblem, groupNameProblem } from '../adminRules';
import './GroupAdmin.css';

/**
 * The group's face (§3 admin group settings: name, avatar, bio, language; §7 PUT /app/info, POST
 * /app/avatar). The avatar saves as it is picked; the name, introduction and language with Save,
 * checked first by the server's rules. A refusal is shown under the form, what was typed kept.
 */
export function GroupAdminInfoForm({ group, info }: { group: string; info: GroupPublic }) {
  const name = useSignal(info.name);
  const bio = useSignal(info.group_bio);
  const language = useSignal<GroupLanguage>(info.language || 'en');
  const shownErrors = useSignal(false);
  const saving = useSignal(false);
  const uploading = useSignal(false);
  const refusal = useSignal<unknown>(null);

  const nameProblem = groupNameProblem(name.value);
  const bioProblem = groupBioProblem(bio.value);
  const change: GroupInfoUpdate = {};
  if (name.value.trim() !== info.name) change.name = name.value.trim();
  if (bio.value.trim() !== info.group_bio) change.bio = bio.value.trim();
  if (language.value !== (info.language || 'en')) change.language = language.value;
  const unchanged = Object.keys(change).length === 0;
  const bioLength = textLength(bio.value.trim());

  const submit = (e: Event) => {
    e.preventDefault();
    if (saving.value || unchanged) return;
    if (nameProblem || bioProblem) {
      shownErrors.value = true;
      return;
    }
    saving.value = true;
    refusal.value = null;
    saveGroupInfo(group, change).then(
      (saved) => {
        saving.value = false;
        shownErrors.value = false;
        name.value = saved.name;
        bio.value = saved.group_bio;
        toast(t('admin_settings:saved'), 'success');
      },
      (err: unknown) => {
        saving.value = false;
        refusal.value = err;
      },
    );
  };

  const pick = (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files && input.files[0];
    input.value = '';
    if (!file || uploading.value) return;
    const problem = groupAvatarProblem(file);
    if (problem) {
      toast(t(`admin_settings:info.avatar_errors.${problem}`), 'error');
      return;
    }
    uploading.value = true;
    saveGroupAvatar(group, file).then(
      () => {
        uploading.value = false;
        toast(t('admin_settings:info.avatar_saved'), 'success');
      },
      (err: unknown) => {
        uploading.value = false;
        toastApiError(err);
      },
    );
  };

  const nameError = shownErrors.value && nameProblem ? t(`admin_settings:info.name_errors.${nameProblem}`, { max: GROUP_NAME_MAX }) : null;
  const bioError = shownErrors.value && bioProblem ? t(`admin_settings:info.bio_errors.${bioProblem}`, { max: GROUP_BIO_MAX }) : null;
  return (
    <OptionSection id="group-admin-info" title={t('admin_settings:info.title')} hint={t('admin_settings:info.hint')}>
      <div class="group-admin__body">
        <div class="group-admin__avatar">
          <Avatar url={info.avatar_url} name={info.name} size={64} alt={t('admin_settings:info.avatar_alt', { name: info.name })} />
          <div>
            <label class={`ui-btn ui-btn--secondary group-admin__file${uploading.value ? ' group-admin__file--busy' : ''}`}>
              {t('admin_settings:info.avatar_choose')}
              <input class="group-admin__file-input" type="file" accept="image/jpeg,image/png" disabled={uploading.value} onChange={pick} />
            </label>
            <p class="group-admin__hint">{t('admin_settings:info.avatar_hint')}</p>
          </div>
        </div>
      </div>
      <form class="group-admin__body" onSubmit={submit} noValidate>
        <label class="group-admin__label" for="group-admin-name">
          {t('admin_settings:info.name')}
        </label>
        <input
          id="group-admin-name"
          class="group-admin__input"
          value={name.value}
          autoComplete="off"
          aria-invalid={nameError ? 'true' : undefined}
          aria-describedby={nameError ? 'group-admin-name-error' : undefined}
          onInput={(e) => (name.value = e.currentTarget.value)}
        />
        {nameError && (
          <p id="group-admin-name-error" class="group-admin__error" role="alert">
            {nameError}
          </p>
        )}
        <label class="group-admin__label" for="group-admin-bio">
          {t('admin_settings:info.bio')}
        </label>
        <textarea
          id="group-admin-bio"
          class="group-admin__input"
          rows={3}
          value={bio.value}
          aria-invalid={bioError ? 'true' : undefined}
          aria-describedby={bioError ? 'group-admin-bio-hint group-admin-bio-error' : 'group-admin-bio-hint'}
          onInput={(e) => (bio.value = e.currentTarget.value)}
        />
        <p id="group-admin-bio-hint" class="group-admin__hint group-admin__count">
          <span>{t('admin_settings:info.bio_hint')}</span>
          <span class={bioLength > GROUP_BIO_MAX ? 'group-admin__over' : undefined}>
            {t('admin_settings:info.count', { count: bioLength, max: GROUP_BIO_MAX })}
          </span>
        </p>
        {bioError && (
          <p id="group-admin-bio-error" class="group-admin__error" role="alert">
            {bioError}
          </p>
        )}
        <label class="group-admin__label" for="group-admin-language">
          {t('admin_settings:info.language')}
        </label>
        <select
          id="group-admin-language"
          class="group-admin__input"
          value={language.value}
          onChange={(e) => (language.value = e.currentTarget.value as GroupLanguage)}
        >
          {GROUP_LANGUAGES.map((lang) => (
            <option key={lang} value={lang}>
              {t(`admin_settings:info.languages.${lang}`)}
            </option>
          ))}
        </select>
        {refusal.value !== null && (
          <div class="group-admin__error" role="alert">
            <ApiErrorLines error={refusal.value} />
          </div>
        )}
        <div class="group-admin__actions">
          <Button type="submit" loading={saving.value} disabled={unchanged}>
            {t('admin_settings:info.save')}
          </Button>
        </div>
      </form>
    </OptionSection>
  );
}
