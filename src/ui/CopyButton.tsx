import { useSignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { t } from '../lib/i18n';
import { copyText } from './clipboard';
import { Icon } from './Icon';
import { toast } from './toast';

export interface CopyButtonProps {
  text: string;
  /** Visible content; an icon with the translated "Copy" by default. */
  children?: ComponentChildren;
  /** Accessible name when the content is only an icon. */
  label?: string;
  class?: string;
}

/** Copies `text` and says so with a 'Copied' or 'Copy failed' toast. */
export function CopyButton({ text, children, label, class: cls }: CopyButtonProps) {
  const busy = useSignal(false);
  const onClick = async () => {
    busy.value = true;
    const ok = await copyText(text);
    busy.value = false;
    if (ok) toast(t('widgets:copy.copied'), 'success');
    else toast(t('widgets:copy.failed'), 'error');
  };
  return (
    <button type="button" class={cls || 'ui-btn ui-btn--text'} aria-label={label} disabled={busy.value} onClick={onClick}>
      {children || (
        <>
          <Icon name="copy" size={18} />
          {t('widgets:copy.copy')}
        </>
      )}
    </button>
  );
}
