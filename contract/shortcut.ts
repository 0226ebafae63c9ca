import { array, nullable, size, string, type, type Infer } from './struct';

// Shapes shared by the client (validating responses) and the reference server (building them).
// All paths are relative to /api/groups/{group}.

/** A bot (app) as GET /app/{id} describes it (public). */
export const AppInfo = type({
  app_id: string(),
  name: string(),
  icon_url: string(),
  description: string(),
  /** Where opening the bot goes (https URL). */
  home_uri: string(),
});
export type AppInfo = Infer<typeof AppInfo>;

/**
 * A shortcut on the group home: a favourite bot (§3 Shortcut: bot app_id). GET /favorite_apps (public)
 * lists them in the order added, with each bot's details so the home needs one call.
 */
export const Shortcut = type({
  app_id: string(),
  name: string(),
  icon_url: string(),
  description: string(),
  home_uri: string(),
  created_at: string(),
});
export type Shortcut = Infer<typeof Shortcut>;
export const ShortcutList = array(Shortcut);

/** POST /favorite_apps body (admin) → the added Shortcut; 404 for an unknown app, 100409 when already added. */
export const ShortcutAdd = type({ app_id: size(string(), 1, 64) });
export type ShortcutAdd = Infer<typeof ShortcutAdd>;
/** DELETE /favorite_apps/{app_id} (admin) → `{app_id}`; 404 when it is not a shortcut. */
export const ShortcutRemoved = type({ app_id: string() });

/** Most favourite bots a group keeps (and so most home shortcuts). */
export const FAVORITE_APPS_MAX = 24;

/** PUT /favorite_apps/order body (admin): every favourite bot's app id once, in the new order → the list. */
export const FavoriteAppOrder = type({ app_ids: size(array(size(string(), 1, 64)), 0, 100) });
export type FavoriteAppOrder = Infer<typeof FavoriteAppOrder>;

/**
 * POST /mixin/users/search {id} (§7 "Wallet users"; admin): a person or a bot of the wallet found by
 * identity number, or a bot by its app id. A bot carries its app (what a favourite bot is made of);
 * a person has `app: null`. 404 when the wallet knows no one by that id.
 */
export const WalletUserSearch = type({ id: size(string(), 1, 64) });
export type WalletUserSearch = Infer<typeof WalletUserSearch>;
export const WalletUser = type({
  user_id: string(),
  identity_number: string(),
  full_name: string(),
  avatar_url: string(),
  app: nullable(AppInfo),
});
export type WalletUser = Infer<typeof WalletUser>;
