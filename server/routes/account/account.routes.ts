import { accountCalls } from '../../../contract/api/account';
import { profileCalls } from '../../../contract/api/profile';
import { mountCalls } from '../mount';
import { accountHandlers } from './account.handlers';

// The caller's own account (§7 /users/me, issue 13): contract/api/account.ts says who may call what.
export const accountRoutes = mountCalls(accountCalls, {
  me: (c) => accountHandlers.getMe(c),
});

// The member's own profile (issue 13 point 1): contract/api/profile.ts.
export const profileRoutes = mountCalls(profileCalls, {
  update: (c, { body }) => accountHandlers.updateProfile(c, body),
  privacyOn: (c) => accountHandlers.setPrivacyMode(c, true),
  privacyOff: (c) => accountHandlers.setPrivacyMode(c, false),
});
