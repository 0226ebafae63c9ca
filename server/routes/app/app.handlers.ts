import type { Context } from 'hono';
import { WalletUser } from '../../../contract/shortcut';
import type { ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';

export const appHandlers = {
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
