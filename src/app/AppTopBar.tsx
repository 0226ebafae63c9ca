import { t } from '../lib/i18n';
import { Icon } from '../ui/Icon';
import './AppTopBar.css';

export interface AppTopBarProps {
  title: string;
  /** Absent on tab roots, which have nothing to go back to inside the group. */
  onBack?: () => void;
}

/** The screen's title is its one `h1` (issue 10): headings inside a screen start at `h2`. */
export function AppTopBar({ title, onBack }: AppTopBarProps) {
  return (
    <header class="app-top-bar">
      <div class="app-top-bar__side">
        {onBack && (
          <button type="button" class="ui-icon-btn" aria-label={t('common:actions.back')} onClick={onBack}>
            <Icon name="back" size={24} />
          </button>
        )}
      </div>
      <h1 class="app-top-bar__title">{title}</h1>
      <div class="app-top-bar__side" />
    </header>
  );
}
