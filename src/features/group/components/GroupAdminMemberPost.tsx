import { t } from '../../../lib/i18n';
import { brokenRules, type Rule } from '../../../lib/rules';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { FieldError } from '../../../ui/FieldError';
import { OptionSection } from '../../../ui/OptionSection';
import { toast } from '../../../ui/toast';
import { useForm } from '../../../ui/useForm';
import { MEMBER_POST_MAX_LENGTH } from '../../../../contract/member';
import { sendMemberPost } from '../../member';
import './GroupAdmin.css';

/** Something to send, counted trimmed as the server counts it. */
const postRule: Rule = (value) => {
  const length = value.trim().length;
  if (length === 0) return t('admin_settings:member_post.empty');
  return length <= MEMBER_POST_MAX_LENGTH || t('admin_settings:member_post.too_long', { max: MEMBER_POST_MAX_LENGTH });
};

/**
 * "Message every member" (issue 25 point 7; POST /users/members/post): the group's bot sends the text
 * to each active member's wallet. Send asks first, saying how it goes out; the count is of the text
 * trimmed, as the server counts it. A refusal (a bound, the ten-minute limit) is shown under the
 * field and the text is kept; once sent, a toast says to how many and the field empties.
 */
export function GroupAdminMemberPost({ group }: { group: string }) {
  const form = useForm({ text: '' });
  const length = form.values.text.trim().length;
  const over = length > MEMBER_POST_MAX_LENGTH;

  const submit = form.submit({
    check: (v) => brokenRules(v, { text: [postRule] }),
    confirm: () =>
      confirm({
        title: t('admin_settings:member_post.confirm_title'),
        message: t('admin_settings:member_post.confirm'),
        confirmText: t('admin_settings:member_post.send'),
      }),
    send: (v) => sendMemberPost(group, v.text),
    refusal: (err) => ({ text: err }),
    done: (sent) => {
      form.reset({ text: '' });
      toast(t('admin_settings:member_post.sent', { count: sent.recipients }), 'success');
    },
  });

  const count = `${form.fieldId('text')}-count`;
  const field = form.bind('text', { hint: count });
  return (
    <OptionSection id="group-admin-member-post" title={t('admin_settings:member_post.title')} hint={t('admin_settings:member_post.hint')}>
      <form class="group-admin__body" onSubmit={submit} noValidate>
        <label class="group-admin__label" for={form.fieldId('text')}>
          {t('admin_settings:member_post.label')}
        </label>
        <textarea {...field} class="group-admin__input" rows={4} aria-invalid={over ? 'true' : field['aria-invalid']} />
        <p id={count} class="group-admin__hint group-admin__count">
          <span>{t('admin_settings:member_post.how')}</span>
          <span class={over ? 'group-admin__over' : undefined}>
            {t('admin_settings:info.count', { count: length, max: MEMBER_POST_MAX_LENGTH })}
          </span>
        </p>
        <FieldError {...form.errorOf('text')} class="group-admin__error" />
        <div class="group-admin__actions">
          <Button type="submit" loading={form.busy}>
            {t('admin_settings:member_post.send')}
          </Button>
        </div>
      </form>
    </OptionSection>
  );
}
