// "Continue learning" (issue 26): the member's courses in progress, loaded only where it is shown
// (the course list, the home's card), and forgotten when a save changes it.
import { groupResource } from '../../lib/resource';
import { fetchCoursesInProgress } from './api';

export const coursesInProgress = groupResource(fetchCoursesInProgress);

export function clearCoursesInProgress(group: string): void {
  coursesInProgress.clear(group);
}
