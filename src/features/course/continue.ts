// "Continue learning" (issue 26): the member's courses in progress, loaded only where it is shown
// (the course list, the home's card), and asked again each time it shows: lessons are played meanwhile.
import { groupResource } from '../../lib/resource';
import { fetchCoursesInProgress } from './api';

export const coursesInProgress = groupResource(fetchCoursesInProgress);
