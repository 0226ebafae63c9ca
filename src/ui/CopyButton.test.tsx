import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withTexts } from '../../test/texts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { CopyButton } from './CopyButton';
import { Toasts } from './Toasts';
import { clearToasts } from './toast';

// The widgets' texts come with the screens that show them (src/app/screens.ts).
beforeAll(() => withTexts('widgets'));

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

function setExecCommand(result: boolean | 'throw') {
  const fn = vi.fn((cmd: string) => {
    if (result === 'throw') throw new Error(cmd);
    return result;
  });
  Object.defineProperty(document, 'execCommand', { value: fn, configurable: true, writable: true });
  return fn;
}

function renderCopy() {
  render(
    <>
      <CopyButton text="INV-123" />
      <Toasts />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
}

describe('CopyButton', () => {
  afterEach(() => {
    act(() => clearToasts());
    cleanup();
    setClipboard(undefined);
  });

  it('writes the text with the Clipboard API and toasts Copied', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard(writeText);
    const exec = setExecCommand(false);
    renderCopy();
    await screen.findByText('Copied');
    expect(writeText).toHaveBeenCalledWith('INV-123');
    expect(exec).not.toHaveBeenCalled();
  });

  it('falls back to a selected textarea and execCommand when the API is refused', async () => {
    setClipboard(() => Promise.reject(new Error('NotAllowed')));
    let selected = '';
    const exec = setExecCommand(true);
    exec.mockImplementation(() => {
      const area = document.querySelector('textarea')!;
      selected = area.value.slice(area.selectionStart, area.selectionEnd);
      return true;
    });
    renderCopy();
    await screen.findByText('Copied');
    expect(exec).toHaveBeenCalledWith('copy');
    expect(selected).toBe('INV-123');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('uses the fallback in webviews without the Clipboard API', async () => {
    setClipboard(undefined);
    const exec = setExecCommand(true);
    renderCopy();
    await screen.findByText('Copied');
    expect(exec).toHaveBeenCalledWith('copy');
  });

  it('toasts Copy failed when nothing works', async () => {
    setClipboard(undefined);
    setExecCommand(false);
    renderCopy();
    const message = await screen.findByText('Copy failed');
    expect(screen.getByRole('alert').contains(message)).toBe(true);
  });

  it('toasts Copy failed when execCommand throws', async () => {
    setClipboard(() => Promise.reject(new Error('no')));
    setExecCommand('throw');
    renderCopy();
    await screen.findByText('Copy failed');
  });
});
