import { CopyButton } from '../../../ui/CopyButton';
import { Icon } from '../../../ui/Icon';

/** A value the person will type in the app (group number, invitation code), with a copy button. */
export function OnboardingCopyField({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  return (
    // The copy button sits beside the list, not in it: a <dl> may hold only its terms and values.
    <div class="onboarding-card__field">
      <dl>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </dl>
      <CopyButton text={value} label={copyLabel} class="ui-icon-btn">
        <Icon name="copy" />
      </CopyButton>
    </div>
  );
}
