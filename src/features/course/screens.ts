// The feature's screens by the route that shows them, for the screen table (src/app/screens.ts):
// one lazy import for them all, since they share the feature's chunk anyway.
import CourseScreen from './routes/CourseScreen';
import CoursesScreen from './routes/CoursesScreen';

export const screens = {
  'group-courses': CoursesScreen,
  'group-courses-id': CourseScreen,
};
