import { groupResource } from '../../lib/resource';
import { fetchShortcuts } from './api';

/** The group's shortcuts (§3 favourite apps): the same for everyone, so kept across a logout. */
export const groupShortcuts = groupResource(fetchShortcuts, { keepOnLogout: true });
