import type { ComponentType } from 'preact';
import { useEffect } from 'preact/hooks';
import { Route, Router, useLocation } from 'preact-iso';
import { currentGroup } from '../lib/session';
import { ModalHost } from '../ui/ModalHost';
import { Toasts } from '../ui/Toasts';
import { clearToasts } from '../ui/toast';
import { closeAllModals } from '../ui/modals';
import { AppErrorBoundary } from './AppErrorBoundary';
import { HashLocationProvider } from '../lib/location';
import { homeHref, nameOf, PATTERNS } from '../lib/paths';
import { guardedScreen } from './guards';
import { wireHttp } from './httpRouting';
import { unknownGroup } from '../features/group';
import { Layout } from './Layout';
import { screenLoadEvents } from './network';
import { installPreload, isAdminRoute, matchScreen, notFoundScreen, screenFor } from './screens';
import { installScrollMemory, scrollAfterRouteChange } from './scroll';
import { useLanguage } from './useLanguage';

// Every spec route takes part in matching, so a path of a route whose screen is not built yet
// shows the 404 screen instead of falling through to a pattern further down.
// One component for all the admin routes, so the portal stays mounted from section to section.
let adminView: ComponentType<any> | null = null;
const routeViews = PATTERNS.map((path) => {
  const name = nameOf(path);
  const def = screenFor(name);
  if (!def) return { path, component: notFoundScreen.screen };
  if (!isAdminRoute(name)) return { path, component: guardedScreen(def) };
  return { path, component: adminView || (adminView = guardedScreen(def)) };
});

function onRouteChange(url: string): void {
  const { def } = matchScreen(url);
  scrollAfterRouteChange(url, !!def && def.scroll);
}

function AppRoutes() {
  const { url, path } = useLocation();
  const match = matchScreen(path);
  const group = match.params.group || null;
  // Set before the screens render, so their first requests already see it.
  if (currentGroup.peek() !== group) currentGroup.value = group;

  useEffect(() => {
    // A dialog belongs to the screen that opened it, and so does what went wrong there (issue 26
    // point 12); a confirmation ('Saved', 'Joined') often leads to the next screen and stays its 2 s.
    closeAllModals();
    clearToasts(true);
  }, [path]);

  return (
    <Layout match={match}>
      <AppErrorBoundary url={url} homeHref={homeHref(url)}>
        <Router onRouteChange={onRouteChange} {...screenLoadEvents}>
          {group && unknownGroup(group) ? [] : routeViews.map((view) => (
            <Route key={view.path} path={view.path} component={view.component} />
          ))}
          <Route default component={notFoundScreen.screen} />
        </Router>
      </AppErrorBoundary>
    </Layout>
  );
}

// At load, before any screen mounts: a screen's first request may already need §8 routing.
wireHttp();

export function App() {
  const language = useLanguage();
  useEffect(() => {
    const stopPreload = installPreload();
    const stopScroll = installScrollMemory();
    return () => {
      stopPreload();
      stopScroll();
    };
  }, []);
  return (
    <HashLocationProvider>
      {/* Keyed on the language so every text is read again after a switch. */}
      <AppRoutes key={language} />
      <ModalHost />
      <Toasts />
    </HashLocationProvider>
  );
}
