import { callApi } from '../../lib/call';
import { accountCalls } from '../../../contract/api/account';

export const fetchMe = (group: string) => callApi(group, accountCalls.me, {}, { silent: true });
