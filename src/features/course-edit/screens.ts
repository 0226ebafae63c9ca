// The feature's screens by the route that shows them, for the screen table (src/app/screens.ts):
// one lazy import for them all, since they share the feature's chunk anyway.
import CourseEditScreen from './routes/CourseEditScreen';
import CourseMessagesScreen from './routes/CourseMessagesScreen';

export const screens = {
  'group-courses-create': CourseEditScreen,
  'group-courses-id-edit': CourseEditScreen,
  'group-courses-id-edit-messages': CourseMessagesScreen,
};
