// The feature's screens by the route that shows them, for the screen table (src/app/screens.ts):
// one lazy import for them all, since they share the feature's chunk anyway.
import ForbiddenScreen from './routes/ForbiddenScreen';
import NotFoundScreen from './routes/NotFoundScreen';
import MaintenanceScreen from './routes/MaintenanceScreen';
import PermissionScreen from './routes/PermissionScreen';

export const screens = {
  'group-exception-maintenance': MaintenanceScreen,
  'group-exception-forbidden': ForbiddenScreen,
  'group-exception-permission': PermissionScreen,
};

/** Any URL no screen matches (§8). */
export { NotFoundScreen };
