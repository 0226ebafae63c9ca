import type { HomeSection } from '../../../contract/group';
import { resolveHomeSections, type HomeSectionKey } from '../../../contract/homeSections';

// What the admin portal decides about the home (issue 14, admin/home and admin/shortcut): read from
// the group's settings, which the app loads at boot anyway, so the home costs no request more.

/** The home's sections to show, in the group's order; all of them, in the default order, without a setting. */
export function shownSections(setting: readonly HomeSection[] | undefined): HomeSectionKey[] {
  return resolveHomeSections(setting)
    .filter((s) => s.visible)
    .map((s) => s.key);
}

/**
 * The favourite bots shown as home shortcuts, in the group's order; every favourite bot, in their
 * order, without a setting (null). An id that is no longer a favourite is skipped.
 */
export function shownShortcuts<T extends { app_id: string }>(favourites: readonly T[], setting: readonly string[] | null | undefined): T[] {
  if (!setting) return favourites.slice();
  const shown: T[] = [];
  for (const id of setting) {
    for (const app of favourites) if (app.app_id === id) shown.push(app);
  }
  return shown;
}
