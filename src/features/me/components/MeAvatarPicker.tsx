import { useSignal } from '@preact/signals';
import type { Me } from '../../../../contract/user';
import { t } from '../../../lib/i18n';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import { avatarFileProblem, clearGroupAvatar, setGroupAvatar } from '../model';
import './MeAvatarPicker.css';

/** The member's avatar in this group: an image of their own, or the wallet's. */
export function MeAvatarPicker({ group, me }: { group: string; me: Me }) {
  const busy = useSignal(false);
  const run = (request: () => Promise<Me>) => {
    busy.value = true;
    request().then(
      () => {
        busy.value = false;
        toast(t('me:avatar_edit.saved'), 'success');
      },
      (err: unknown) => {
        busy.value = false;
        toastApiError(err);
      },
    );
  };
  const pick = (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files && input.files[0];
    input.value = '';
    if (!file || busy.value) return;
    const problem = avatarFileProblem(file);
    if (problem) toast(t(`me:avatar_edit.errors.${problem}`), 'error');
    else run(() => setGroupAvatar(group, file));
  };
  return (
    <div class="me-avatar-picker">
      <Avatar url={me.avatar_url} name={me.full_name} size={64} alt={t('me:avatar', { name: me.full_name })} />
      <div class="me-avatar-picker__actions">
        <label class={`ui-btn ui-btn--secondary${busy.value ? ' me-avatar-picker__busy' : ''}`}>
          {t(me.avatar_attachment_id ? 'me:avatar_edit.change' : 'me:avatar_edit.choose')}
          <input class="me-avatar-picker__input" type="file" accept="image/jpeg,image/png" disabled={busy.value} onChange={pick} />
        </label>
        {me.avatar_attachment_id && (
          <Button variant="text" loading={busy.value} onClick={() => run(() => clearGroupAvatar(group))}>
            {t('me:avatar_edit.use_wallet')}
          </Button>
        )}
      </div>
      <p class="me-avatar-picker__hint">{t('me:avatar_edit.hint')}</p>
    </div>
  );
}
