import { useEffect } from 'preact/hooks';
import { Route, Router, useLocation } from 'preact-iso';
import { currentGroup } from '../lib/session';
import { CheckoutHost } from '../features/checkout';
import { ModalHost } from '../ui/ModalHost';
import { Toasts } from '../ui/Toasts';
import { closeAllModals } from '../ui/modals';
import { AppErrorBoundary } from './AppErrorBoundary';
import { guardedScreen } from './guards';
import { HashLocationProvider } from './hashLocation';
import { homeHref } from './homeHref';
import { wireHttp } from './httpRouting';
import { Layout } from './Layout';
import { matchRoute, notFoundRoute, installPreload, routes } from './routes';
import { installScrollMemory, scrollAfterRouteChange } from './scroll';
import { useLanguage } from './useLanguage';

const routeViews = routes.map((route) => ({ path: route.path, component: guardedScreen(route) }));

function onRouteChange(url: string): void {
  const { route } = matchRoute(url);
  scrollAfterRouteChange(url, !!route && route.restoreScroll);
}

function AppRoutes() {
  const { url, path } = useLocation();
  const match = matchRoute(path);
  const group = match.params.group || null;
  // Set before the screens render, so their first requests already see it.
  if (currentGroup.peek() !== group) currentGroup.value = group;

  useEffect(() => {
    // A dialog belongs to the screen that opened it.
    closeAllModals();
  }, [path]);

  return (
    <Layout match={match}>
      <AppErrorBoundary url={url} homeHref={homeHref(url)}>
        <Router onRouteChange={onRouteChange}>
          {routeViews.map((view) => (
            <Route key={view.path} path={view.path} component={view.component} />
          ))}
          <Route default component={notFoundRoute.screen} />
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
      <CheckoutHost />
      <Toasts />
    </HashLocationProvider>
  );
}
