import { groupApi } from '../../lib/http';
import { ShortcutList } from '../../../contract/shortcut';

/** GET /favorite_apps (public): the group's shortcuts (bots by app_id), with each bot's details. */
export const fetchShortcuts = (group: string) => groupApi(group).get('/favorite_apps', ShortcutList, { silent: true });
