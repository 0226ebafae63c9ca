import { createPortal } from 'preact';
import { useRef } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { Icon } from '../../../ui/Icon';
import { useOverlay } from '../../../ui/overlay';
import { JoinScreen } from './JoinScreen';
import './JoinDialog.css';

export interface JoinDialogProps {
  group: string;
  onJoined: () => void;
  onClose: () => void;
}

/** The join screen as a full-screen dialog (§6: non-members see it where content needs membership). */
export function JoinDialog({ group, onJoined, onClose }: JoinDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  useOverlay(ref, true, { onClose });
  if (typeof document === 'undefined') return null;
  return createPortal(
    <div ref={ref} class="join-dialog" role="dialog" aria-modal="true" aria-label={t('join:dialog.title')} tabIndex={-1}>
      <div class="join-dialog__bar">
        <span class="join-dialog__title">{t('join:dialog.title')}</span>
        <button type="button" class="ui-icon-btn join-dialog__close" aria-label={t('ui:close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <div class="join-dialog__body">
        <JoinScreen group={group} onJoined={onJoined} />
      </div>
    </div>,
    document.body,
  );
}
