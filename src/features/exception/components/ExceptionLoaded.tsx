import type { ComponentChildren } from 'preact';
import type { ResourceState } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoadFailed } from './ExceptionLoadFailed';

export interface ExceptionLoadedProps<T> {
  /** A resource's state (useResource / useGroupResource). */
  state: ResourceState<T>;
  /** What could not be loaded, said when it fails: "The bank cards could not be loaded." */
  title: string;
  onRetry: () => void;
  /** While nothing is there yet: the screen's skeleton, in the shape of what comes (four lines by default). */
  skeleton?: ComponentChildren;
  /** Where "Back home" leads when it does not exist (ExceptionLoadFailed). */
  home?: string;
  children: (data: T) => ComponentChildren;
}

/**
 * The one loading / failed / loaded block (issue 26 point 16): what is loaded, as soon as there is
 * something (a refresh's failure keeps it); else the failure with a retry (the way home on a 404);
 * else the skeleton.
 */
export function ExceptionLoaded<T>({ state, title, onRetry, skeleton, home, children }: ExceptionLoadedProps<T>) {
  if (state.data !== undefined) return <>{children(state.data)}</>;
  if (state.error) return <ExceptionLoadFailed title={title} error={state.error} onRetry={onRetry} home={home} />;
  return <>{skeleton === undefined ? <Skeleton lines={4} /> : skeleton}</>;
}
