import type { ComponentChildren } from 'preact';
import { t } from '../lib/i18n';
import { Button } from './Button';
import { DateField } from './DateField';
import { Dialog, DIALOG_WIDTH } from './Dialog';

export interface DateDialogFieldProps {
  id?: string;
  title: string;
  /** What the field shows: the chosen value, formatted, or '' for none. */
  text: string;
  placeholder?: string;
  disabled?: boolean;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** OK is enabled only while the draft passes the picker's limits. */
  allowed: boolean;
  onCommit: () => void;
  /** Shown under the inputs when the draft is outside the limits. */
  showUnavailable: boolean;
  children: ComponentChildren;
}

/** The field and its 400 px Cancel/OK dialog, shared by the date and date-time pickers. */
export function DateDialogField(props: DateDialogFieldProps) {
  return (
    <>
      <DateField
        id={props.id}
        label={props.title}
        text={props.text}
        placeholder={props.placeholder || t('widgets:date.placeholder')}
        disabled={props.disabled}
        onOpen={props.onOpen}
      />
      <Dialog
        open={props.open}
        onClose={props.onClose}
        title={props.title}
        width={DIALOG_WIDTH.date}
        footer={
          <>
            <Button variant="text" onClick={props.onClose}>
              {t('ui:dialog.cancel')}
            </Button>
            <Button variant="primary" disabled={!props.allowed} onClick={props.onCommit}>
              {t('ui:dialog.ok')}
            </Button>
          </>
        }
      >
        {props.children}
        {props.showUnavailable && (
          <p class="ui-date__error" role="alert">
            {t('widgets:date.unavailable')}
          </p>
        )}
      </Dialog>
    </>
  );
}
