import { t } from '../lib/i18n';
import './Spinner.css';

export function Spinner({ size = 20, label }: { size?: number; label?: string }) {
  const px = `${size}px`;
  return (
    <span class="ui-spinner" role="status" aria-label={label || t('ui:loading')} style={{ width: px, height: px }} />
  );
}
