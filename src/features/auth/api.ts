import { groupApi } from '../../lib/http';
import { TokenResponse } from './schemas';

// Silent: the callback screen shows the failure itself.
export const exchangeMixinCode = (group: string, code: string) =>
  groupApi(group).post('/auth/mixin', { code }, TokenResponse, { silent: true });
