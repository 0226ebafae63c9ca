import type { GroupSettings } from '../features/group';
import { screenFor, type ScreenDef } from './screens';

/** Bottom-navigation tabs (§2); each leads to the route `group-{tab}`. */
export type Tab = 'home' | 'courses' | 'discussions' | 'me';
export const TABS: Tab[] = ['home', 'courses', 'discussions', 'me'];

export type TabSettings = Pick<
  GroupSettings,
  'home_enabled' | 'custom_enabled' | 'course-enabled' | 'discussion_enabled' | 'profile_enabled'
>;

/** The bottom-nav tabs a group's settings turn on (§2 Layout), in bar order. */
export function visibleTabs(settings: TabSettings | null | undefined): Tab[] {
  if (!settings) return [];
  const tabs: Tab[] = [];
  if (settings.home_enabled || settings.custom_enabled) tabs.push('home');
  if (settings['course-enabled']) tabs.push('courses');
  if (settings.discussion_enabled) tabs.push('discussions');
  if (settings.profile_enabled) tabs.push('me');
  return tabs;
}

/** The bar shows only on a tab's own route, and only when there is more than one tab to switch between. */
export function showBottomNav(tabs: Tab[], activeTab: Tab | null): boolean {
  return activeTab !== null && tabs.indexOf(activeTab) >= 0 && tabs.length > 1;
}

/** The screen a tab leads to (`group-{tab}`, §2), when this build has it. */
export function tabScreen(tab: Tab): ScreenDef | undefined {
  return screenFor(`group-${tab}`);
}
