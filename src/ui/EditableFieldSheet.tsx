import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { t } from '../lib/i18n';
import { validate, type Rule } from '../lib/rules';
import { BottomSheet } from './BottomSheet';
import { Button } from './Button';
import './EditableFieldSheet.css';

export interface EditableFieldSheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The field's label; the title when missing. */
  label?: string;
  /** The value the field starts with each time the sheet opens. */
  value: string;
  rules?: Rule[];
  placeholder?: string;
  type?: 'text' | 'number' | 'tel' | 'url' | 'email';
  multiline?: boolean;
  maxLength?: number;
  okText?: string;
  /** Saves the value. The sheet closes when it resolves and stays open, value kept, when it rejects. */
  onSave: (value: string) => void | Promise<unknown>;
}

/** A sheet with one field whose OK stays disabled until every rule passes. */
export function EditableFieldSheet(props: EditableFieldSheetProps) {
  // The sheet renders its content only while open, so the form starts from `value` on every opening.
  return (
    <BottomSheet open={props.open} onClose={props.onClose} title={props.title}>
      <FieldForm {...props} />
    </BottomSheet>
  );
}

function FieldForm({
  onClose,
  title,
  label,
  value,
  rules = [],
  placeholder,
  type = 'text',
  multiline,
  maxLength,
  okText,
  onSave,
}: EditableFieldSheetProps) {
  const text = useSignal(value);
  const touched = useSignal(false);
  const saving = useSignal(false);
  const id = useId();

  const verdict = validate(text.value, rules);
  const ok = verdict === true;

  const save = async (e?: Event) => {
    e?.preventDefault();
    if (!ok || saving.value) return;
    saving.value = true;
    try {
      await onSave(text.value);
      saving.value = false;
      onClose();
    } catch {
      // The caller reports the error (usually the http layer's toast); the typed value stays for another try.
      saving.value = false;
    }
  };

  const onInput = (e: Event) => {
    text.value = (e.currentTarget as HTMLInputElement | HTMLTextAreaElement).value;
    touched.value = true;
  };
  const invalid = touched.value && !ok;
  const fieldProps = {
    id: `${id}-f`,
    class: 'ui-field__input',
    value: text.value,
    placeholder,
    maxLength,
    'aria-invalid': invalid ? ('true' as const) : undefined,
    'aria-describedby': invalid ? `${id}-m` : undefined,
    'data-autofocus': true,
    onInput,
  };

  return (
    <form class="ui-field" onSubmit={save} noValidate>
      <label class="ui-field__label" for={`${id}-f`}>
        {label || title}
      </label>
      {/* Preact types <input> per `type`; the allowed types are checked by this component's props instead. */}
      {multiline ? <textarea {...fieldProps} rows={4} /> : <input {...fieldProps} type={type as 'text'} />}
      {invalid && (
        <p id={`${id}-m`} class="ui-field__message" role="alert">
          {verdict}
        </p>
      )}
      <Button type="submit" variant="primary" block disabled={!ok} loading={saving.value}>
        {okText || t('ui:dialog.ok')}
      </Button>
    </form>
  );
}
