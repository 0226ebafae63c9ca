import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { Route, Router } from 'preact-iso';
import { server, useMswServer } from '../../../../test/msw';
import { groupHandlers } from '../../../../test/app';
import { HashLocationProvider } from '../../../lib/location';
import { isBuilt, type RouteName } from '../../../lib/paths';
import { groupPublic } from '../../group';
import OnboardingWelcomeScreen from './OnboardingWelcomeScreen';
import { withTexts } from '../../../../test/texts';

beforeAll(() => withTexts('onboarding'));

useMswServer();

beforeEach(() => groupPublic.clear('demo'));
afterEach(cleanup);

// The screen alone: the entry guard in front of it is the access slice's and has its own tests.
function renderScreen() {
  history.replaceState(null, '', '/#/demo/onboarding/welcome');
  return render(
    <HashLocationProvider>
      <Router>
        {[<Route key="welcome" path="/:group/onboarding/welcome" component={OnboardingWelcomeScreen} />]}
      </Router>
    </HashLocationProvider>,
  );
}

describe('OnboardingWelcomeScreen', () => {
  it('introduces replay, lucky coin and kudos, linking only to the screens this build has', async () => {
    server.use(...groupHandlers('demo', { public: { name: 'Night Owls' } }));
    renderScreen();
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome to Night Owls' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Replays', 'Lucky coin', 'Kudos']);
    expect(screen.getByText(/Watch its replay whenever you like/)).toBeTruthy();
    expect(screen.getByText(/Send a lucky coin pack to the group/)).toBeTruthy();
    expect(screen.getByText(/Send its author kudos/)).toBeTruthy();

    const actions: [string, RouteName, string][] = [
      ['Watch replays', 'group-courses', '#/demo/courses'],
      ['Send a lucky coin', 'group-luckycoin-pack', '#/demo/luckycoin/pack'],
      ['Send kudos', 'group-tip-send', '#/demo/tip/send'],
    ];
    for (const [name, route, href] of actions) {
      const link = screen.queryByRole('link', { name });
      expect(link && link.getAttribute('href'), name).toBe(isBuilt(route) ? href : null);
    }
    // Whatever exists, every link leads somewhere real: no link points at a route missing from the table.
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^#\/demo\//);
    }
    expect(screen.getByRole('link', { name: 'Go to the group' }).getAttribute('href')).toBe('#/demo/home');
  });
});
