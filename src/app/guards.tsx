import type { ComponentType } from 'preact';
import { useRoute } from 'preact-iso';
import { isLoggedIn } from '../lib/session';
import { routeByName, type NamedRoute } from './routes';

/**
 * The component a route renders: its screen, behind its named guard. Screens
 * never check access themselves (STYLE rule 5).
 */
export function guardedScreen(route: NamedRoute): ComponentType<any> {
  if (route.guard !== 'entry') return route.screen;
  const Screen = route.screen;
  return function EntryGuard(props: Record<string, unknown>) {
    const { params } = useRoute();
    // §1 check 1: a guest gets the login screen, which is the group home's
    // guest view. Checks 2–7 come with the join flow.
    if (!isLoggedIn(params.group)) {
      const Login = routeByName('group-home')!.screen;
      return <Login {...props} />;
    }
    return <Screen {...props} />;
  };
}
