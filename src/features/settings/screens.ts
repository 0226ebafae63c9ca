// The feature's screens by the route that shows them, for the screen table (src/app/screens.ts):
// one lazy import for them all, since they share the feature's chunk anyway.
import GroupSetupScreen from './routes/GroupSetupScreen';
import SettingsScreen from './routes/SettingsScreen';

export const screens = {
  'group-settings': SettingsScreen,
  'group-setup': GroupSetupScreen,
};
