import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import type { Rule } from '../lib/rules';
import { EditableFieldSheet } from './EditableFieldSheet';

const required: Rule = (v) => v.trim().length > 0 || 'Required';
const atMost5: Rule = (v) => v.length <= 5 || 'At most 5 letters';

const field = () => screen.getByRole('textbox', { name: 'Nickname' }) as HTMLInputElement;
const ok = () => screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement;
const type = (value: string) => fireEvent.input(field(), { target: { value } });

function setup(onSave = vi.fn(), onClose = vi.fn(), value = 'Ann') {
  render(
    <EditableFieldSheet open onClose={onClose} title="Nickname" value={value} rules={[required, atMost5]} onSave={onSave} />,
  );
  return { onSave, onClose };
}

describe('EditableFieldSheet', () => {
  afterEach(cleanup);

  it('is a titled bottom-sheet dialog with the value in a focused field', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Nickname' })).toBeTruthy();
    expect(field().value).toBe('Ann');
    expect(document.activeElement).toBe(field());
  });

  it('disables OK until every rule passes and shows the failing rule message', () => {
    setup(vi.fn(), vi.fn(), '');
    expect(ok().disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    type('Annabelle');
    expect(ok().disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('At most 5 letters');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    type(' ');
    expect(screen.getByRole('alert').textContent).toBe('Required');
    type('Bo');
    expect(ok().disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves the typed value and closes', async () => {
    const { onSave, onClose } = setup(vi.fn(() => Promise.resolve()));
    type('Bo');
    fireEvent.click(ok());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith('Bo');
  });

  it('says a refusal under the field and keeps the sheet open with the typed value', async () => {
    const { onSave, onClose } = setup(vi.fn(() => Promise.reject(new Error('409'))));
    type('Bo');
    fireEvent.submit(field().form!);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(field().getAttribute('aria-describedby')).toBe(alert.id);
    expect(onSave).toHaveBeenCalledWith('Bo');
    expect(onClose).not.toHaveBeenCalled();
    expect(field().value).toBe('Bo');
    expect(ok().disabled).toBe(false);
    // Typing again clears it.
    type('Bob');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not save through Enter while a rule fails', () => {
    const { onSave } = setup();
    type('');
    fireEvent.submit(field().form!);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('closes on Escape and on the backdrop', () => {
    const { onClose } = setup();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('dialog').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('EditableFieldSheet reopening', () => {
  afterEach(cleanup);

  it('starts from the value again after being closed with unsaved typing', () => {
    const view = (open: boolean) => (
      <EditableFieldSheet open={open} onClose={() => {}} title="Nickname" value="Ann" onSave={() => {}} />
    );
    const { rerender } = render(view(true));
    type('Bob');
    rerender(view(false));
    rerender(view(true));
    expect(field().value).toBe('Ann');
  });
});
