import type { AppDeps } from '../context';
import { layerOpen } from '../db/sql';

/**
 * A party's notification over HTTP, PAYMENT_CONFIRM_DELAY_MS after the payer acted: awaited when there
 * is no delay (the tests see its effect at once), else sent later by runLater.
 */
export async function notifyAfterConfirmDelay(deps: AppDeps, what: string, deliver: () => Promise<unknown>): Promise<void> {
  await notifyAfter(deps, deps.env.paymentConfirmDelayMs, what, deliver);
}

/** A party's report over HTTP `delayMs` after it was asked: awaited with no delay, else sent later. */
export async function notifyAfter(deps: AppDeps, delayMs: number, what: string, deliver: () => Promise<unknown>): Promise<void> {
  if (delayMs === 0) {
    await deliver();
    return;
  }
  runLater(deps, delayMs, what, () => void deliver().catch((error: Error) => console.warn(`[sandbox] ${what} failed:`, error.message)));
}

/**
 * Runs what an outside party does some time later (a chain confirming a seal, a wallet a transfer):
 * at once with no delay, else on a timer that does not keep the process alive. A run that fails
 * late (the sandbox was reset meanwhile, its row is gone) is only logged.
 */
export function runLater(deps: AppDeps, delayMs: number, what: string, run: () => void): void {
  if (delayMs === 0) {
    run();
    return;
  }
  const timer = setTimeout(() => {
    // The server closed meanwhile (a test's end, a shutdown): nobody to tell.
    if (!layerOpen(deps.sql)) return;
    try {
      run();
    } catch (error) {
      console.warn(`[sandbox] ${what} refused:`, (error as Error).message);
    }
  }, delayMs);
  timer.unref();
}
