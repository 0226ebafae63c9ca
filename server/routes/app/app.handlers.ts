import type { Context } from 'hono';
import { WalletUser } from '../../../contract/shortcut';
import type { ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { findUserByIdentityNumber } from '../account/account.repo';
import { findApp, findAppByIdentityNumber, findAppIdentityNumber, type AppRow } from './app.repo';

/** A bot as the wallet describes it: a user whose id is its app id, with its app. */
const botUser = (app: AppRow, identityNumber: string | null): WalletUser => ({
  user_id: app.app_id,
  identity_number: identityNumber ?? '',
  full_name: app.name,
  avatar_url: app.icon_url,
  app: { app_id: app.app_id, name: app.name, icon_url: app.icon_url, description: app.description, home_uri: app.home_uri },
});

export const appHandlers = {
  /**
   * §7 "Wallet users" POST /mixin/users/search {id}: the reference server is its own wallet, so it
   * looks in the sandbox wallet's bots (by identity number or app id) and people (by identity
   * number). A real deployment asks the wallet's search API instead. 404 when nobody has that id.
   */
  search(c: Context<ViewerEnv>, rawId: string) {
    const { db } = c.var.deps;
    const id = rawId.trim();
    if (!id) throw apiErrors.validation('invalid id: must not be blank');
    const byNumber = /^\d+$/.test(id);
    if (byNumber) {
      const app = findAppByIdentityNumber(db, id);
      if (app) return sendData(c, WalletUser, botUser(app, app.identity_number));
      const user = findUserByIdentityNumber(db, id);
      if (user) return sendData(c, WalletUser, { ...user, app: null });
    } else {
      const app = findApp(db, id.toLowerCase());
      if (app) return sendData(c, WalletUser, botUser(app, findAppIdentityNumber(db, app.app_id)));
    }
    throw apiErrors.notFoundWith('no wallet user or bot with this id');
  },
};
