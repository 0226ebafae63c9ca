import { t } from '../lib/i18n';
import { brokenRules, validate, type Rule } from '../lib/rules';
import { BottomSheet } from './BottomSheet';
import { Button } from './Button';
import { FieldError } from './FieldError';
import { useForm } from './useForm';
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
  /**
   * Saves the value. The sheet closes when it resolves; when it rejects, the refusal is said under
   * the field and the sheet stays open with the value kept.
   */
  onSave: (value: string) => void | Promise<unknown>;
}

/**
 * A sheet with one field whose OK stays disabled until every rule passes; the broken rule is said
 * under the field as it is typed.
 */
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
  const form = useForm({ text: value });
  const ok = validate(form.values.text, rules) === true;

  const save = form.submit({
    check: (v) => brokenRules(v, { text: rules }),
    // A plain value (or a throw) from onSave counts as a promise's.
    send: (v) => Promise.resolve().then(() => onSave(v.text)),
    refusal: (error) => ({ text: error }),
    done: () => onClose(),
  });

  const field = form.bind('text');
  // Once typed into, the first broken rule shows at once (the field's error, so it is tied to it).
  const onInput = (e: Event) => {
    field.onInput(e);
    const verdict = validate(form.values.text, rules);
    if (verdict !== true) form.fail({ text: verdict });
  };
  const fieldProps = {
    ...field,
    onInput,
    class: 'ui-field__input',
    placeholder,
    maxLength,
    'data-autofocus': true,
  };

  return (
    <form class="ui-field" onSubmit={save} noValidate>
      <label class="ui-field__label" for={form.fieldId('text')}>
        {label || title}
      </label>
      {/* Preact types <input> per `type`; the allowed types are checked by this component's props instead. */}
      {multiline ? <textarea {...fieldProps} rows={4} /> : <input {...fieldProps} type={type as 'text'} />}
      <FieldError {...form.errorOf('text')} class="ui-field__message" />
      <Button type="submit" variant="primary" block disabled={!ok} loading={form.busy}>
        {okText || t('ui:dialog.ok')}
      </Button>
    </form>
  );
}
