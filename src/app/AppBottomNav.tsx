import { t } from '../lib/i18n';
import { to } from '../lib/paths';
import { tabScreen, type Tab } from './tabs';
import type { IconSetName } from '../ui/iconSet';
import '../ui/iconSet.css';
import './AppBottomNav.css';

export interface AppBottomNavProps {
  group: string;
  tabs: Tab[];
  active: Tab | null;
}

/** Each tab's icon of the set. */
export const TAB_ICONS: Record<Tab, IconSetName> = { home: 'home', courses: 'courses', discussions: 'discussions', me: 'person' };

/**
 * The group's sections (§2 Layout): each tab leads to the route `group-{tab}`, its icon (issue 26
 * point 14) drawn by the icon set's stylesheet, so the first paint's script carries none.
 */
export function AppBottomNav({ group, tabs, active }: AppBottomNavProps) {
  return (
    <nav class="app-bottom-nav" aria-label={t('common:tabs.label')}>
      {tabs.map((tab) => {
        return tabScreen(tab) ? (
          <a
            key={tab}
            class="app-bottom-nav__tab ui-iconed"
            data-icon={TAB_ICONS[tab]}
            href={to(`group-${tab}`, { group })}
            aria-current={tab === active ? 'page' : undefined}
          >
            {t(`common:tabs.${tab}`)}
          </a>
        ) : null;
      })}
    </nav>
  );
}
