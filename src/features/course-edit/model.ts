import { keyedResource } from '../../lib/resource';
import { fetchEditableCourse } from './api';

/** A course as its editor reads it (drafts too), by id: the editor and the message editor share one request. */
export const editableCourse = keyedResource(fetchEditableCourse);
