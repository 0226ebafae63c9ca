import { FieldError } from '../../../ui/FieldError';
import type { BindOptions, BoundField } from '../../../ui/useForm';
import { typedPin } from '../rules';

/** How a PIN field is bound to its form: `form.bind('pin', pinBinding)`, nothing but digits kept. */
export const pinBinding: BindOptions = { accept: (_before, typed) => typedPin(typed) };

export interface VaultPinFieldProps {
  label: string;
  /** The field from its form: `form.bind(name, pinBinding)`. */
  field: BoundField;
  /** Why it was not taken, said under it: `form.errorOf(name)`. */
  error: { id: string; error: unknown };
  disabled?: boolean;
}

/**
 * A 6-digit PIN: the phone's number pad, dots for digits, nothing but digits kept (a letter never
 * shows as a dot), never filled in by the browser; its error under it.
 */
export function VaultPinField({ label, field, error, disabled }: VaultPinFieldProps) {
  return (
    <div class="vault-field">
      <label class="vault-field__label" for={field.id}>{label}</label>
      <input
        {...field}
        class="vault-field__input vault-field__input--pin"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        disabled={disabled}
      />
      <FieldError {...error} class="vault-field__error" />
    </div>
  );
}
