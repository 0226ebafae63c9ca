import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { Route, Router, useLocation } from 'preact-iso';
import { HashLocationProvider, historyIndex, navigate, readHashUrl, splitUrl } from './location';

function Show({ label }: { label: string }) {
  const { url, path, query } = useLocation();
  return (
    <p data-testid="where">
      {label}|{url}|{path}|{JSON.stringify(query)}
    </p>
  );
}

const Home = () => (
  <>
    <Show label="home" />
    <a href="#/demo/courses?x=1">courses</a>
  </>
);
const Courses = () => <Show label="courses" />;
const Missing = () => <Show label="missing" />;

function app() {
  return render(
    <HashLocationProvider>
      <Router>
        <Route path="/:group/home" component={Home} />
        <Route path="/:group/courses" component={Courses} />
        <Route default component={Missing} />
      </Router>
    </HashLocationProvider>,
  );
}

beforeEach(() => {
  history.replaceState(null, '', '/');
});
afterEach(cleanup);

describe('hash url parsing', () => {
  it('reads the in-app url from the hash', () => {
    expect(readHashUrl('#/demo/courses?x=1')).toBe('/demo/courses?x=1');
    expect(readHashUrl('')).toBe('/');
    expect(readHashUrl('#demo')).toBe('/demo');
    expect(splitUrl('/demo/courses/?x=1&y=a%20b')).toEqual({ path: '/demo/courses', query: { x: '1', y: 'a b' } });
  });
});

describe('HashLocationProvider', () => {
  it('renders the route of a deep link', () => {
    history.replaceState(null, '', '/#/demo/courses?x=1');
    app();
    expect(screen.getByTestId('where').textContent).toBe('courses|/demo/courses?x=1|/demo/courses|{"x":"1"}');
  });

  it('follows a click on a hash link with a new history entry', async () => {
    history.replaceState(null, '', '/#/demo/home');
    app();
    // Handled in-app (default prevented), not left to the browser's fragment navigation.
    expect(fireEvent.click(screen.getByText('courses'))).toBe(false);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('courses|/demo/courses?x=1'));
    expect(location.hash).toBe('#/demo/courses?x=1');
    expect(historyIndex.value).toBe(1);
    // A new entry, not the home's replaced: the browser's back returns to the home. (Not counted
    // by history.length, which a browser, jsdom too, stops growing at 50 entries.)
    history.back();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('home|/demo/home'));
  });

  it('goes back to the previous route with the browser back', async () => {
    history.replaceState(null, '', '/#/demo/home');
    app();
    navigate('/demo/courses');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('courses|'));
    history.back();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('home|/demo/home'));
    expect(historyIndex.value).toBe(0);
  });

  it('replaces the entry when asked', async () => {
    history.replaceState(null, '', '/#/demo/home');
    app();
    const before = history.length;
    navigate('/demo/nope', true);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('missing|/demo/nope'));
    expect(history.length).toBe(before);
  });

  it('picks up a hash typed into the address bar', async () => {
    history.replaceState(null, '', '/#/demo/home');
    app();
    location.hash = '#/demo/courses';
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('courses|/demo/courses'));
    expect(historyIndex.value).toBe(1);
  });
});
