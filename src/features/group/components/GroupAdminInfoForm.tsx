import { t } from '../../../lib/i18n';
import { brokenRules, type Rule } from '../../../lib/rules';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { OptionSection } from '../../../ui/OptionSection';
import { toast } from '../../../ui/toast';
import { useForm } from '../../../ui/useForm';
import type { GroupPublic } from '../../../../contract/group';
import {
  GROUP_BIO_MAX, GROUP_LANGUAGES, GROUP_NAME_MAX, textLength, type GroupInfoUpdate, type GroupLanguage,
} from '../../../../contract/groupInfo';
import { saveGroupAvatar, saveGroupInfo } from '../admin';
import { groupAvatarProblem, groupBioProblem, groupNameProblem } from '../adminRules';
import './GroupAdmin.css';

/** The server's name rule (contract/groupInfo), said in the admin's words. */
const nameRule: Rule = (value) => {
  const problem = groupNameProblem(value);
  return problem ? t(`admin_settings:info.name_errors.${problem}`, { max: GROUP_NAME_MAX }) : true;
};

/** The server's introduction rule, said in the admin's words. */
const bioRule: Rule = (value) => {
  const problem = groupBioProblem(value);
  return problem ? t(`admin_settings:info.bio_errors.${problem}`, { max: GROUP_BIO_MAX }) : true;
};

/**
 * The group's face (§3 admin group settings: name, avatar, bio, language; §7 PUT /app/info, POST
 * /app/avatar). The avatar saves as it is picked, a file that is not a JPEG or PNG up to 2 MB refused
 * under it before sending; the name, introduction and language with Save, checked first by the
 * server's rules, each broken one said under its field. A refusal is shown under the avatar or the
 * form, what was typed kept.
 */
export function GroupAdminInfoForm({ group, info }: { group: string; info: GroupPublic }) {
  const form = useForm({ name: info.name, bio: info.group_bio, language: (info.language || 'en') as GroupLanguage });
  const face = useForm<{ avatar: File | null }>({ avatar: null });

  /** What differs from the saved info, trimmed as the server keeps it. */
  const changeOf = (v: typeof form.values): GroupInfoUpdate => {
    const change: GroupInfoUpdate = {};
    if (v.name.trim() !== info.name) change.name = v.name.trim();
    if (v.bio.trim() !== info.group_bio) change.bio = v.bio.trim();
    if (v.language !== (info.language || 'en')) change.language = v.language;
    return change;
  };
  const unchanged = Object.keys(changeOf(form.values)).length === 0;
  const bioLength = textLength(form.values.bio.trim());

  const save = form.submit({
    check: (v) => brokenRules(v, { name: [nameRule], bio: [bioRule] }),
    send: (v) => saveGroupInfo(group, changeOf(v)),
    done: (saved) => {
      form.reset({ name: saved.name, bio: saved.group_bio });
      toast(t('admin_settings:saved'), 'success');
    },
  });
  const submit = (e: Event) => {
    e.preventDefault();
    if (!unchanged) save();
  };

  const upload = face.submit({
    check: (v) => {
      const problem = v.avatar && groupAvatarProblem(v.avatar);
      return problem ? { avatar: t(`admin_settings:info.avatar_errors.${problem}`) } : {};
    },
    send: (v) => saveGroupAvatar(group, v.avatar as File),
    refusal: (err) => ({ avatar: err }),
    done: () => {
      face.reset();
      toast(t('admin_settings:info.avatar_saved'), 'success');
    },
  });

  const pick = (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files && input.files[0];
    input.value = '';
    if (!file || face.busy) return;
    face.set('avatar', file);
    upload();
  };

  const bioHint = `${form.fieldId('bio')}-hint`;
  const languageField = form.bind('language');
  return (
    <OptionSection id="group-admin-info" title={t('admin_settings:info.title')} hint={t('admin_settings:info.hint')}>
      <div class="group-admin__body">
        <div class="group-admin__avatar">
          <Avatar url={info.avatar_url} name={info.name} size={64} alt={t('admin_settings:info.avatar_alt', { name: info.name })} />
          <div>
            <label class={`ui-btn ui-btn--secondary group-admin__file${face.busy ? ' group-admin__file--busy' : ''}`}>
              {t('admin_settings:info.avatar_choose')}
              <input
                id={face.fieldId('avatar')}
                class="group-admin__file-input"
                type="file"
                accept="image/jpeg,image/png"
                disabled={face.busy}
                aria-invalid={face.errors.avatar ? 'true' : undefined}
                aria-describedby={face.errors.avatar ? face.errorId('avatar') : undefined}
                onChange={pick}
              />
            </label>
            <p class="group-admin__hint">{t('admin_settings:info.avatar_hint')}</p>
            <FieldError {...face.errorOf('avatar')} class="group-admin__error" />
          </div>
        </div>
      </div>
      <form class="group-admin__body" onSubmit={submit} noValidate>
        <label class="group-admin__label" for={form.fieldId('name')}>
          {t('admin_settings:info.name')}
        </label>
        <input {...form.bind('name')} class="group-admin__input" autoComplete="off" />
        <FieldError {...form.errorOf('name')} class="group-admin__error" />
        <label class="group-admin__label" for={form.fieldId('bio')}>
          {t('admin_settings:info.bio')}
        </label>
        <textarea {...form.bind('bio', { hint: bioHint })} class="group-admin__input" rows={3} />
        <p id={bioHint} class="group-admin__hint group-admin__count">
          <span>{t('admin_settings:info.bio_hint')}</span>
          <span class={bioLength > GROUP_BIO_MAX ? 'group-admin__over' : undefined}>
            {t('admin_settings:info.count', { count: bioLength, max: GROUP_BIO_MAX })}
          </span>
        </p>
        <FieldError {...form.errorOf('bio')} class="group-admin__error" />
        <label class="group-admin__label" for={form.fieldId('language')}>
          {t('admin_settings:info.language')}
        </label>
        {/* A pick sends input, then change; some older webviews only change. */}
        <select {...languageField} class="group-admin__input" onChange={languageField.onInput}>
          {GROUP_LANGUAGES.map((lang) => (
            <option key={lang} value={lang}>
              {t(`admin_settings:info.languages.${lang}`)}
            </option>
          ))}
        </select>
        <FieldError {...form.errorOf('form')} class="group-admin__error" />
        <div class="group-admin__actions">
          <Button type="submit" loading={form.busy} disabled={unchanged}>
            {t('admin_settings:info.save')}
          </Button>
        </div>
      </form>
    </OptionSection>
  );
}
