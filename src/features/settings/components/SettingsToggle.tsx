import './SettingsSection.css';

export interface SettingsToggleProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off row, a native checkbox exposed as a switch. */
export function SettingsToggle({ label, checked, onChange }: SettingsToggleProps) {
  return (
    <label class="settings-option">
      <span>{label}</span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)}
      />
    </label>
  );
}
