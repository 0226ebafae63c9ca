import { screen } from '@testing-library/preact';
import { HttpResponse } from 'msw';

// What the admin-portal screen tests share (issue 14).

export type Refusal = { code: number; message: string; status: number };

/**
 * A refusal the next write answers with, once: a test calls `refusal.set({...})`, a handler starts with
 * `const refused = refusal.take(); if (refused) return refused;`.
 */
export function nextRefusal() {
  let next: Refusal | null = null;
  return {
    set(refusal: Refusal | null): void {
      next = refusal;
    },
    take(): Response | null {
      if (!next) return null;
      const { code, message, status } = next;
      next = null;
      return HttpResponse.json({ code, message }, { status });
    },
  };
}

/** What the screen says in alerts now (not the toasts' live region), as texts. */
export const screenAlerts = () => screen.queryAllByRole('alert').filter((a) => !a.closest('.ui-toasts')).map((a) => a.textContent);
