import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { OptionSection } from '../../../ui/OptionSection';
import { OptionSwitch } from '../../../ui/OptionSwitch';
import { toastApiError } from '../../../ui/toastApiError';
import { setPrivacyMode } from '../model';

export interface MePrivacySwitchProps {
  group: string;
  on: boolean;
}

/** Privacy mode: whether others in the group see the member's activity history. */
export function MePrivacySwitch({ group, on }: MePrivacySwitchProps) {
  // The switch shows the choice at once while it is saved; a refusal puts it back.
  const pending = useSignal<boolean | null>(null);
  const change = (next: boolean) => {
    pending.value = next;
    setPrivacyMode(group, next).then(
      () => {
        pending.value = null;
      },
      (err: unknown) => {
        pending.value = null;
        toastApiError(err);
      },
    );
  };
  return (
    <OptionSection id="me-privacy" title={t('me:privacy.title')} hint={t('me:privacy.hint')}>
      <OptionSwitch
        label={t('me:privacy.switch')}
        checked={pending.value === null ? on : pending.value}
        disabled={pending.value !== null}
        onChange={change}
      />
    </OptionSection>
  );
}
