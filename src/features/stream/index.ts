// The spotlight is mounted on the group home (features/home); it needs the `stream` namespace.
export { StreamSpotlight, SPOTLIGHT_TICK_MS } from './components/StreamSpotlight';
export { streamInfo, streamPreviews } from './model';
export { groupStatus, spotlightVisible, spotlightTarget } from './status';
export type { GroupStatus, SpotlightTarget } from './status';
