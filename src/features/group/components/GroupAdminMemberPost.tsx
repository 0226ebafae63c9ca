import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { FieldError } from '../../../ui/FieldError';
import { OptionSection } from '../../../ui/OptionSection';
import { toast } from '../../../ui/toast';
import { MEMBER_POST_MAX_LENGTH } from '../../../../contract/member';
import { sendMemberPost } from '../../member';
import './GroupAdmin.css';

/**
 * "Message every member" (issue 25 point 7; POST /users/members/post): the group's bot sends the text
 * to each active member's wallet. Send asks first, saying how it goes out; the count is of the text
 * trimmed, as the server counts it. A refusal (a bound, the ten-minute limit) is shown under the
 * field and the text is kept; once sent, a toast says to how many and the field empties.
 */
export function GroupAdminMemberPost({ group }: { group: string }) {
  const text = useSignal('');
  const sending = useSignal(false);
  const problem = useSignal<unknown>(null);
  const length = text.value.trim().length;
  const over = length > MEMBER_POST_MAX_LENGTH;

  const submit = (e: Event) => {
    e.preventDefault();
    if (sending.value) return;
    if (length === 0) {
      problem.value = t('admin_settings:member_post.empty');
      return;
    }
    if (over) {
      problem.value = t('admin_settings:member_post.too_long', { max: MEMBER_POST_MAX_LENGTH });
      return;
    }
    problem.value = null;
    sending.value = true;
    void confirm({
      title: t('admin_settings:member_post.confirm_title'),
      message: t('admin_settings:member_post.confirm'),
      confirmText: t('admin_settings:member_post.send'),
    }).then((ok) => {
      if (!ok) {
        sending.value = false;
        return;
      }
      sendMemberPost(group, text.value).then(
        (sent) => {
          sending.value = false;
          text.value = '';
          toast(t('admin_settings:member_post.sent', { count: sent.recipients }), 'success');
        },
        (err: unknown) => {
          sending.value = false;
          problem.value = err;
        },
      );
    });
  };

  return (
    <OptionSection id="group-admin-member-post" title={t('admin_settings:member_post.title')} hint={t('admin_settings:member_post.hint')}>
      <form class="group-admin__body" onSubmit={submit} noValidate>
        <label class="group-admin__label" for="group-admin-member-post-text">
          {t('admin_settings:member_post.label')}
        </label>
        <textarea
          id="group-admin-member-post-text"
          class="group-admin__input"
          rows={4}
          value={text.value}
          aria-invalid={problem.value !== null || over ? 'true' : undefined}
          aria-describedby="group-admin-member-post-count group-admin-member-post-error"
          onInput={(e) => (text.value = e.currentTarget.value)}
        />
        <p id="group-admin-member-post-count" class="group-admin__hint group-admin__count">
          <span>{t('admin_settings:member_post.how')}</span>
          <span class={over ? 'group-admin__over' : undefined}>
            {t('admin_settings:info.count', { count: length, max: MEMBER_POST_MAX_LENGTH })}
          </span>
        </p>
        <FieldError id="group-admin-member-post-error" class="group-admin__error" error={problem.value} />
        <div class="group-admin__actions">
          <Button type="submit" loading={sending.value}>
            {t('admin_settings:member_post.send')}
          </Button>
        </div>
      </form>
    </OptionSection>
  );
}
