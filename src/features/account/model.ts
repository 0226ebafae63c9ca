import { onGroupLogout } from '../../lib/session';
import { groupResource } from '../group';
import { fetchMe } from './api';

/** The logged-in person's profile in each group (role, state and name differ per group). */
export const account = groupResource(fetchMe);

// §1: logout removes the group's profile.
onGroupLogout((group) => account.clear(group));
