import { signal } from '@preact/signals';
import type { ComponentChild } from 'preact';

// Modals opened from plain code (an action, an http error handler) rather than
// from a screen's JSX. `<ModalHost/>`, mounted once at the app root, renders them.

export interface ModalEntry {
  id: number;
  render: () => ComponentChild;
  dismiss: () => void;
}

export const modals = signal<ModalEntry[]>([]);

let nextId = 1;

/** An open modal: resolves with what it was closed with; `close` closes it from code. */
export interface OpenModal<T> extends Promise<T> {
  close(result: T): void;
}

/**
 * Opens a modal and resolves with what it was closed with. `render` receives
 * `close(result)`; `dismissed` is the result when the modal is closed from
 * outside (closeAllModals, e.g. on navigation).
 */
export function openModal<T>(render: (close: (result: T) => void) => ComponentChild, dismissed: T): OpenModal<T> {
  const id = nextId++;
  let resolve!: (result: T) => void;
  const done = new Promise<T>((r) => (resolve = r));
  const finish = (result: T) => {
    if (!modals.value.some((entry) => entry.id === id)) return;
    modals.value = modals.value.filter((entry) => entry.id !== id);
    resolve(result);
  };
  modals.value = modals.value.concat({
    id,
    render: () => render(finish),
    dismiss: () => finish(dismissed),
  });
  return Object.assign(done, { close: finish });
}

/** Closes every open modal with its dismissed result (false for confirm). */
export function closeAllModals(): void {
  modals.value.slice().forEach((entry) => entry.dismiss());
}
