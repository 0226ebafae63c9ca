import { useEffect } from 'preact/hooks';

/**
 * Asks a group's resource again each time the page becomes visible again (back from another tab or
 * app: a wallet, a verification page), for what changes elsewhere while the person is away; stops
 * when the screen goes. Beside `useGroupResource(resource, group, true)`, which asks when it shows.
 * Its own module: the first paint's resource module does not carry what a few lazy screens use.
 */
export function useRefreshOnVisible(resource: { refresh(group: string): void }, group: string | null): void {
  useEffect(() => {
    if (!group) return undefined;
    const visible = () => {
      if (document.visibilityState === 'visible') resource.refresh(group);
    };
    document.addEventListener('visibilitychange', visible);
    return () => document.removeEventListener('visibilitychange', visible);
  }, [resource, group]);
}
