// Bots' and wallet users' calls (spec §7 "App and settings", "Wallet users"): a bot's public card
// for the home's shortcuts and favourite bots; the wallet's people and bots by id, for admins.
import { AppInfo, WalletUser, WalletUserSearch } from '../shortcut';
import { call } from './call';

export const appCalls = {
  get: call({ method: 'GET', path: '/app/:id', access: 'guest', summary: "A bot's public card (name, icon, description, home URI); 404 for an unknown app", response: AppInfo }),
  searchUser: call({ method: 'POST', path: '/mixin/users/search', access: 'admin', summary: "A person or bot of the wallet by identity number, or a bot by app id; 404 when none", body: WalletUserSearch, response: WalletUser }),
};
