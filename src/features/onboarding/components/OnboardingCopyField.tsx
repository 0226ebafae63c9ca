import { CopyButton } from '../../../ui/CopyButton';
import { Icon } from '../../../ui/Icon';

/** A value the person will type in the app (group number, invitation code), with a copy button. */
export function OnboardingCopyField({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  return (
    <dl class="onboarding-card__field">
      <div>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
      <CopyButton text={value} label={copyLabel} class="ui-icon-btn">
        <Icon name="copy" />
      </CopyButton>
    </dl>
  );
}
