import './OptionSection.css';

export interface OptionSwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** While a change is being saved. */
  disabled?: boolean;
}

/** An on/off row, a native checkbox exposed as a switch. */
export function OptionSwitch({ label, checked, onChange, disabled }: OptionSwitchProps) {
  return (
    <label class="ui-option">
      <span>{label}</span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)}
      />
    </label>
  );
}
