import { t } from '../../../lib/i18n';
import './JoinTabs.css';

export type JoinTab = 'payment' | 'nft';
const TABS: JoinTab[] = ['payment', 'nft'];

export interface JoinTabsProps {
  value: JoinTab;
  onChange: (tab: JoinTab) => void;
  /** id prefix tying each tab to its panel. */
  idPrefix: string;
}

/** Payment and NFT tabs of the join screen, shown when the group takes NFT tickets (§2). */
export function JoinTabs({ value, onChange, idPrefix }: JoinTabsProps) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    const next = value === 'payment' ? 'nft' : 'payment';
    onChange(next);
    const el = document.getElementById(`${idPrefix}-tab-${next}`);
    if (el) el.focus();
  };
  return (
    <div class="join-tabs" role="tablist" aria-label={t('join:tabs.label')} onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab}`}
          aria-controls={`${idPrefix}-panel`}
          aria-selected={value === tab}
          tabIndex={value === tab ? 0 : -1}
          class={value === tab ? 'join-tabs__tab join-tabs__tab--active' : 'join-tabs__tab'}
          onClick={() => onChange(tab)}
        >
          {t(`join:tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
