import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { Dialog } from './Dialog';
import { confirm, ConfirmDialog } from './ConfirmDialog';
import { MessageModal, showMessage } from './MessageModal';
import { ModalHost } from './ModalHost';
import { closeAllModals, openModal } from './modals';

describe('Dialog', () => {
  afterEach(cleanup);

  it('is a modal dialog named by its title, 400 px wide by default, 300 px when narrow', () => {
    const { rerender } = render(
      <Dialog open onClose={() => {}} title="Rules">
        Be nice
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Rules' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.style.maxWidth).toBe('400px');
    rerender(
      <Dialog open onClose={() => {}} title="Rules" narrow>
        Be nice
      </Dialog>,
    );
    expect(screen.getByRole('dialog').style.maxWidth).toBe('300px');
    rerender(
      <Dialog open onClose={() => {}} title="Rules" width={520}>
        Be nice
      </Dialog>,
    );
    expect(screen.getByRole('dialog').style.maxWidth).toBe('520px');
  });

  it('renders nothing while closed', () => {
    render(<Dialog open={false} onClose={() => {}} title="Rules" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves focus in, keeps Tab inside, and gives focus back on close', () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>open</button>
          <Dialog
            open={open}
            onClose={() => setOpen(false)}
            title="T"
            footer={
              <>
                <button>first</button>
                <button>last</button>
              </>
            }
          />
        </>
      );
    }
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'first' }));
    screen.getByRole('button', { name: 'last' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'first' }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'last' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on the backdrop but not on a press inside', () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="T">
        <p>inside</p>
      </Dialog>,
    );
    fireEvent.click(screen.getByText('inside'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('dialog').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('only the topmost of two dialogs reacts to Escape', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <>
        <Dialog open onClose={outer} title="Outer" />
        <Dialog open onClose={inner} title="Inner" />
      </>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('stops the page behind from scrolling while open', () => {
    const { rerender } = render(<Dialog open onClose={() => {}} title="T" />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Dialog open={false} onClose={() => {}} title="T" />);
    expect(document.body.style.overflow).toBe('');
  });
});

describe('confirm', () => {
  afterEach(() => {
    act(() => closeAllModals());
    cleanup();
  });

  it('defaults to Warning / Cancel / Confirm in a 400 px dialog', () => {
    render(<ConfirmDialog open message="Leave?" onResult={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Warning' });
    expect(dialog.style.maxWidth).toBe('400px');
    expect(screen.getByText('Leave?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it('resolves true on Confirm, false on Cancel, Escape and backdrop', async () => {
    render(<ModalHost />);
    const ask = async (answer: () => void) => {
      let result: boolean | undefined;
      act(() => {
        void confirm({ title: 'Use code', message: 'Apply ABC?', confirmText: 'Apply' }).then((r) => (result = r));
      });
      expect(screen.getByRole('dialog', { name: 'Use code' })).toBeTruthy();
      answer();
      await act(async () => {});
      expect(screen.queryByRole('dialog')).toBeNull();
      return result;
    };
    expect(await ask(() => fireEvent.click(screen.getByRole('button', { name: 'Apply' })))).toBe(true);
    expect(await ask(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })))).toBe(false);
    expect(await ask(() => fireEvent.keyDown(document, { key: 'Escape' }))).toBe(false);
    expect(await ask(() => fireEvent.click(screen.getByRole('dialog').parentElement!))).toBe(false);
  });

  it('confirms in the primary colour, and a danger question (deleting) in the danger colour', () => {
    const { rerender } = render(<ConfirmDialog open message="Publish?" confirmText="Publish" onResult={() => {}} />);
    expect(screen.getByRole('button', { name: 'Publish' }).className).toContain('ui-btn--primary');
    rerender(<ConfirmDialog open danger message="Delete it?" confirmText="Delete" onResult={() => {}} />);
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.className).toContain('ui-btn--danger');
    expect(button.className).not.toContain('ui-btn--primary');
    expect(screen.getByRole('button', { name: 'Cancel' }).className).toContain('ui-btn--text');
  });

  it('stacks a second modal on top and closeAllModals dismisses them all as false', async () => {
    render(<ModalHost />);
    const results: boolean[] = [];
    act(() => {
      void confirm({ message: 'one' }).then((r) => results.push(r));
      void confirm({ message: 'two' }).then((r) => results.push(r));
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    act(() => closeAllModals());
    await act(async () => {});
    expect(results).toEqual([false, false]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('MessageModal and openModal', () => {
  afterEach(() => {
    act(() => closeAllModals());
    cleanup();
  });

  it('shows a message with one OK button', () => {
    const onClose = vi.fn();
    render(<MessageModal open message="Saved" onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Warning' }).textContent).toContain('Saved');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('showMessage resolves when closed', async () => {
    render(<ModalHost />);
    let done = false;
    act(() => {
      void showMessage({ title: 'Done', message: 'All set', okText: 'Great' }).then(() => (done = true));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Great' }));
    await act(async () => {});
    expect(done).toBe(true);
  });

  it('openModal renders any content and resolves with what it closes with', async () => {
    render(<ModalHost />);
    let picked = '';
    act(() => {
      void openModal<string>(
        (close) => (
          <Dialog open onClose={() => close('none')} title="Pick">
            <button onClick={() => close('red')}>red</button>
          </Dialog>
        ),
        'none',
      ).then((v) => (picked = v));
    });
    fireEvent.click(screen.getByRole('button', { name: 'red' }));
    await act(async () => {});
    expect(picked).toBe('red');
  });
});
