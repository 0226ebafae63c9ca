import type { Context } from 'hono';
import { AppInfo, WalletUser } from '../../../contract/shortcut';
import type { GroupEnv, ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { findApp } from './app.repo';

export const appHandlers = {
  /** GET /app/{id} (public): a bot's card, or 404. */
  async get(c: Context<GroupEnv>, appId: string) {
    const app = await findApp(c.var.deps.sql, appId);
    if (!app) throw apiErrors.notFound();
    return sendData(c, AppInfo, app);
  },

  /**
   * §7 "Wallet users" POST /mixin/users/search {id}: the wallet's search (a bot by identity number
   * or app id, a person by identity number). 404 when nobody has that id.
   */
  async search(c: Context<ViewerEnv>, rawId: string) {
    const id = rawId.trim();
    if (!id) throw apiErrors.validation('invalid id: must not be blank');
    const found = await c.var.deps.providers.mixin.searchUser(c.var.group, id);
    if (!found) throw apiErrors.notFoundWith('no wallet user or bot with this id');
    return sendData(c, WalletUser, found);
  },
};
