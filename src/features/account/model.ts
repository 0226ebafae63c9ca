import { groupResource } from '../../lib/resource';
import { fetchMe } from './api';

/** The logged-in person's profile in each group (role, state and name differ per group). */
export const account = groupResource(fetchMe);

