// What other features may use of the home: the group's header, which the login screen shows too.
export { HomeGroupHeader } from './components/HomeGroupHeader';
export { HomeSkeleton } from './components/HomeSkeleton';
// The group's favourite bots (GET /favorite_apps): the admin portal's favourite-bot and shortcut sections change them.
export { groupShortcuts } from './model';
