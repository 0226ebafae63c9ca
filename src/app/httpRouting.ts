import { configureHttp, type NavigateTarget } from '../lib/http';
import { toast } from '../ui/toast';
import { hashUrl, navigate, splitUrl } from '../lib/location';
import { isBuilt, routeUrl } from '../lib/paths';

/** The in-app URL an error of §8 sends the person to, or null when this build has no such page. */
export function exceptionUrl(target: NavigateTarget): string | null {
  const group = target.group;
  switch (target.kind) {
    case 'maintenance':
      return routeUrl('group-exception-maintenance', { group });
    case 'forbidden':
      return routeUrl('group-exception-forbidden', { group });
    case 'permission':
      return routeUrl('group-exception-permission', { group }, { source: target.source });
    case 'install':
      return isBuilt('group-onboarding-install') ? routeUrl('group-onboarding-install', { group }) : null;
    default:
      return null;
  }
}

/**
 * Lets the http client route errors (§8) and show toasts without importing
 * the app. The refused page is replaced, so going back does not bounce into
 * the same error again; already being there does nothing.
 */
export function wireHttp(): void {
  configureHttp({
    navigate: (target) => {
      const url = exceptionUrl(target);
      if (!url || splitUrl(url).path === splitUrl(hashUrl.value).path) return;
      navigate(url, true);
    },
    toast: (message, detail) => {
      toast(message, 'error', undefined, detail);
    },
  });
}
