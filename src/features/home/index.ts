// What other features may use of the home: the group's header, which the login screen shows too.
export { HomeGroupHeader } from './components/HomeGroupHeader';
export { HomeSkeleton } from './components/HomeSkeleton';
