// The agreement popup's frame (§1, issue 22 point 13): Agree unlocks 5 s after the agreement's page
// has really loaded; a frame the browser refused shows the red alert and Agree stays locked.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { withTexts } from '../../../../test/texts';
import { cspViolation, ownPage, settleFrame } from '../../../../test/frames';
import { AGREEMENT_COUNTDOWN_SECONDS, AGREEMENT_LOAD_TIMEOUT_SECONDS, AuthAgreementDialog } from './AuthAgreementDialog';

beforeAll(() => withTexts('auth'));

const OWN = '/sandbox/legal/agreement?group=demo';
const EXTERNAL = 'https://legal.example/groups/demo/agreement';

const onAgree = vi.fn();
const onDisagree = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  onAgree.mockReset();
  onDisagree.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const agree = () => screen.getByRole('button', { name: /^Agree/ });
const frame = () => screen.getByTitle('Text of the group agreement');
const alert = () => screen.queryByRole('alert');
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

function open(url: string) {
  render(<AuthAgreementDialog url={url} onAgree={onAgree} onDisagree={onDisagree} />);
}

/** Agree is locked now, 5 s on and a minute on: the person cannot agree to what they could not read. */
function expectLockedForGood() {
  expect(agree().hasAttribute('disabled')).toBe(true);
  wait(AGREEMENT_COUNTDOWN_SECONDS * 1000);
  expect(agree().hasAttribute('disabled')).toBe(true);
  wait(60_000);
  expect(agree().hasAttribute('disabled')).toBe(true);
  fireEvent.click(agree());
  expect(onAgree).not.toHaveBeenCalled();
}

describe('the agreement frame of this origin', () => {
  it('unlocks Agree 5 s after the page loaded, not before', () => {
    open(OWN);
    expect(frame().getAttribute('src')).toBe(OWN);
    wait(3_000);
    settleFrame(frame(), ownPage(OWN));
    expect(agree().textContent).toBe('Agree (5 s)');
    wait(4_999);
    expect(agree().hasAttribute('disabled')).toBe(true);
    expect(agree().textContent).toBe('Agree (1 s)');
    wait(1);
    expect(agree().hasAttribute('disabled')).toBe(false);
    expect(alert()).toBeNull();
    fireEvent.click(agree());
    expect(onAgree).toHaveBeenCalledTimes(1);
  });

  it('is readable by the app but runs no script of its own', () => {
    open(OWN);
    const sandbox = (frame().getAttribute('sandbox') ?? '').split(/\s+/);
    expect(sandbox).toContain('allow-same-origin');
    expect(sandbox).not.toContain('allow-scripts');
  });

  it('refused by the browser (load fires, no readable page): the red alert, Agree locked for good', () => {
    open(OWN);
    settleFrame(frame(), null);
    expect(alert()?.textContent).toContain('The agreement could not be loaded');
    expect(agree().textContent).toBe('Agree');
    expectLockedForGood();
    expect(alert()).not.toBeNull();
  });

  it('an error answer (JSON) instead of the page is a failure too', () => {
    open(OWN);
    settleFrame(frame(), ownPage(OWN, 'application/json'));
    expect(alert()?.textContent).toContain('The agreement could not be loaded');
    expectLockedForGood();
  });

  it('a frame left on its empty first document did not load the page', () => {
    open(OWN);
    settleFrame(frame(), { URL: 'about:blank', contentType: 'text/html' });
    expect(alert()).not.toBeNull();
    expectLockedForGood();
  });

  it('Reload loads the page again; when it loads the alert goes and the countdown runs', () => {
    open(OWN);
    settleFrame(frame(), null);
    const first = frame();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(alert()).toBeNull();
    expect(frame()).not.toBe(first);
    expect(agree().hasAttribute('disabled')).toBe(true);
    settleFrame(frame(), ownPage(OWN));
    wait(AGREEMENT_COUNTDOWN_SECONDS * 1000);
    expect(agree().hasAttribute('disabled')).toBe(false);
  });

  it('a reader who follows a link inside the agreement after it loaded does not lock Agree again', () => {
    open(OWN);
    settleFrame(frame(), ownPage(OWN));
    settleFrame(frame(), null);
    expect(alert()).toBeNull();
    wait(AGREEMENT_COUNTDOWN_SECONDS * 1000);
    expect(agree().hasAttribute('disabled')).toBe(false);
  });
});

describe('a page that never loads', () => {
  it(`says so after ${AGREEMENT_LOAD_TIMEOUT_SECONDS} s, Agree locked; a late load still counts`, () => {
    open(EXTERNAL);
    wait(AGREEMENT_LOAD_TIMEOUT_SECONDS * 1000 - 1);
    expect(alert()).toBeNull();
    wait(1);
    expect(alert()?.textContent).toContain('The agreement is taking too long to load');
    wait(AGREEMENT_COUNTDOWN_SECONDS * 1000);
    expect(agree().hasAttribute('disabled')).toBe(true);

    settleFrame(frame(), null);
    expect(alert()).toBeNull();
    wait(AGREEMENT_COUNTDOWN_SECONDS * 1000);
    expect(agree().hasAttribute('disabled')).toBe(false);
  });
});

describe('an agreement on another origin', () => {
  it('runs in its own origin: its load starts the countdown (its inside cannot be read)', () => {
    open(EXTERNAL);
    const sandbox = (frame().getAttribute('sandbox') ?? '').split(/\s+/);
    expect(sandbox).not.toContain('allow-same-origin');
    settleFrame(frame(), null);
    expect(alert()).toBeNull();
    wait(AGREEMENT_COUNTDOWN_SECONDS * 1000);
    expect(agree().hasAttribute('disabled')).toBe(false);
  });

  it("refused by the app's own policy (its origin not in frame-src): the red alert, Agree locked", () => {
    open(EXTERNAL);
    cspViolation('https://legal.example');
    settleFrame(frame(), null);
    expect(alert()?.textContent).toContain('The agreement could not be loaded');
    expectLockedForGood();
  });

  it('the refusal reported after the load event still locks Agree', () => {
    open(EXTERNAL);
    settleFrame(frame(), null);
    wait(2_000);
    cspViolation(EXTERNAL);
    expect(alert()).not.toBeNull();
    expectLockedForGood();
  });

  it("another resource's refusal is not the agreement's", () => {
    open(EXTERNAL);
    cspViolation('https://tracker.example');
    cspViolation('https://legal.example', 'img-src');
    settleFrame(frame(), null);
    wait(AGREEMENT_COUNTDOWN_SECONDS * 1000);
    expect(alert()).toBeNull();
    expect(agree().hasAttribute('disabled')).toBe(false);
  });
});

it('Disagree closes at any time, even while the page fails', () => {
  open(OWN);
  settleFrame(frame(), null);
  fireEvent.click(screen.getByRole('button', { name: 'Disagree' }));
  expect(onDisagree).toHaveBeenCalledTimes(1);
});
