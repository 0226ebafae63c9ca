import { groupApi } from '../../lib/http';
import { Me } from '../../../contract/user';

export const fetchMe = (group: string) => groupApi(group).get('/users/me', Me, { silent: true });
