import { vi } from 'vitest';

/**
 * A test that checks something did NOT happen cannot wait a guessed while for it: on a busy
 * machine the while may end before the thing would have. Such a test runs on a fake clock instead,
 * so every timer the app sets (timeouts, intervals, animation frames, and Preact's effects, which
 * wait for the next frame or its 35 ms fallback) fires only when the test moves the clock, and
 * moving it past every deadline proves the app has done all it was going to do.
 *
 *   useFakeClock();
 *   renderApp('#/demo');
 *   await vi.waitFor(() => screen.getByRole('heading', { name: 'Demo Group' })); // moves the clock as it polls
 *   await pastEveryDeadline();
 *   expect(screen.queryByRole('dialog')).toBeNull();
 *
 * Requests (msw) and lazy chunks still run for real. Use vi.waitFor rather than findBy* meanwhile:
 * it moves the fake clock between tries, while findBy*'s own time limit would never run out. Call
 * vi.useRealTimers() before the test's cleanup (an afterEach ahead of it), so that the effects'
 * cleanups of the unmounted screen run on the real clock.
 */
export function useFakeClock(): void {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
}

/**
 * Moves the fake clock on by `ms` (a second: past Preact's effect deadline and the app's debounces),
 * running each timer due meanwhile and the promises it settles, in order.
 */
export async function pastEveryDeadline(ms = 1000): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}
