// The shortcut section's list (issue 14, admin/shortcut): every favourite bot once, the ones shown
// on the home first in their order, then the others in the favourites' order.

export interface ShortcutRow {
  app_id: string;
  shown: boolean;
}

/** The rows for the favourites and the group's shortcut setting (null: every favourite is shown). */
export function shortcutRows(favourites: readonly { app_id: string }[], setting: readonly string[] | null | undefined): ShortcutRow[] {
  if (!setting) return favourites.map((app) => ({ app_id: app.app_id, shown: true }));
  const ids = favourites.map((app) => app.app_id);
  const shown = setting.filter((id) => ids.indexOf(id) >= 0);
  return shown
    .map((app_id) => ({ app_id, shown: true }))
    .concat(ids.filter((id) => shown.indexOf(id) < 0).map((app_id) => ({ app_id, shown: false })));
}

/** What is saved: the shown ones' ids, in the rows' order. */
export const shownIds = (rows: readonly ShortcutRow[]): string[] => rows.filter((row) => row.shown).map((row) => row.app_id);

/** §5-like bounds of the search field: an identity number or an app id, trimmed, 1–64 characters. */
export const SEARCH_ID_MAX = 64;
export const searchIdProblem = (raw: string): 'empty' | 'too_long' | null => {
  const id = raw.trim();
  if (!id) return 'empty';
  return id.length > SEARCH_ID_MAX ? 'too_long' : null;
};
