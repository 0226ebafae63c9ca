import { callApi } from '../../lib/call';
import { favoriteAppCalls } from '../../../contract/api/favoriteApp';

/** GET /favorite_apps (public): the group's shortcuts (bots by app_id), with each bot's details. */
export const fetchShortcuts = (group: string) => callApi(group, favoriteAppCalls.list, {}, { silent: true });
