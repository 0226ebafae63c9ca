import { accountCalls } from '../../../contract/api/account';
import { mountCalls } from '../mount';
import { accountHandlers } from './account.handlers';

// The caller's own account (§7 /users/me, issue 13): contract/api/account.ts says who may call what.
export const accountRoutes = mountCalls(accountCalls, {
  me: (c) => accountHandlers.getMe(c),
  assets: (c, { query }) => accountHandlers.getMyAssets(c, query.scene),
  updateProfile: (c, { body }) => accountHandlers.updateProfile(c, body),
  privacyOn: (c) => accountHandlers.setPrivacyMode(c, true),
  privacyOff: (c) => accountHandlers.setPrivacyMode(c, false),
});
