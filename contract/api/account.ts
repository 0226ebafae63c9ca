// The caller's own account in the group (spec §7 /users/me). Reading it works while banned or
// blocked, so the app can say why the person is shut out. Every screen reads it (the first paint);
// changing one's profile is contract/api/profile.ts, which only the profile screen loads.
import { Me } from '../user';
import { call } from './call';

export const accountCalls = {
  me: call({ method: 'GET', path: '/users/me', access: 'session', summary: "The caller's account: who they are, their membership and roles in this group", response: Me }),
};
