import { typedPin } from '../rules';

export interface VaultPinFieldProps {
  id: string;
  label: string;
  value: string;
  onInput: (value: string) => void;
  /** Said under the field; the field is marked invalid while it shows. */
  error?: string | null;
  disabled?: boolean;
}

/**
 * A 6-digit PIN: the phone's number pad, dots for digits, nothing but digits kept, never filled in
 * by the browser.
 */
export function VaultPinField({ id, label, value, onInput, error, disabled }: VaultPinFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div class="vault-field">
      <label class="vault-field__label" for={id}>{label}</label>
      <input
        id={id}
        class="vault-field__input vault-field__input--pin"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={value}
        disabled={disabled}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? errorId : undefined}
        onInput={(e) => {
          const input = e.currentTarget as HTMLInputElement;
          const digits = typedPin(input.value);
          // Put the kept digits back at once, so a letter never shows as a dot.
          if (input.value !== digits) input.value = digits;
          onInput(digits);
        }}
      />
      {error && <p id={errorId} class="vault-field__error" role="alert">{error}</p>}
    </div>
  );
}
