import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { ApiError } from '../lib/http';
import { FieldError } from './FieldError';
import { useFollowSaved, useForm, type FormSend } from './useForm';

type Values = { name: string; amount: string };

function Sample({ how, hint }: { how: Omit<FormSend<Values, string>, 'send'> & { send: (v: Values) => Promise<string> }; hint?: boolean }) {
  const form = useForm<Values>({ name: 'Ann', amount: '' });
  return (
    <form onSubmit={form.submit(how)} noValidate>
      <label for={form.fieldId('name')}>Name</label>
      <input {...form.bind('name', hint ? { hint: 'name-hint' } : {})} />
      {hint && <p id="name-hint">Your name</p>}
      <FieldError {...form.errorOf('name')} class="e" />
      <label for={form.fieldId('amount')}>Amount</label>
      <input {...form.bind('amount', { accept: (before, typed) => (/^\d*$/.test(typed) ? typed : before) })} />
      <FieldError {...form.errorOf('amount')} class="e" />
      <FieldError {...form.errorOf('form')} class="e" />
      <button type="submit" disabled={form.busy}>Send</button>
    </form>
  );
}

const name = () => screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
const amount = () => screen.getByRole('textbox', { name: /^Amount/ }) as HTMLInputElement;
const send = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
const settle = () => act(async () => { await new Promise((r) => setTimeout(r, 0)); });

describe('useForm', () => {
  afterEach(cleanup);

  it('says a broken rule under its field, sends nothing and keeps what was typed; typing clears that error', async () => {
    const sent = vi.fn(() => Promise.resolve('ok'));
    render(<Sample how={{ check: (v) => (v.amount ? {} : { amount: 'Type an amount' }), send: sent }} />);
    fireEvent.input(name(), { target: { value: 'Bo' } });
    fireEvent.click(send());
    await settle();
    expect(sent).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Type an amount');
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    expect(amount().getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(name().value).toBe('Bo');
    fireEvent.input(amount(), { target: { value: '12' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(amount().getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps only what `accept` lets through', () => {
    render(<Sample how={{ send: () => Promise.resolve('ok') }} />);
    fireEvent.input(amount(), { target: { value: '12' } });
    fireEvent.input(amount(), { target: { value: '12x' } });
    expect(amount().value).toBe('12');
  });

  it('sends once while busy, then calls done with the answer and what was sent', async () => {
    let resolve: (v: string) => void = () => {};
    const sent = vi.fn(() => new Promise<string>((r) => { resolve = r; }));
    const done = vi.fn();
    render(<Sample how={{ send: sent, done }} />);
    fireEvent.click(send());
    await settle();
    expect(send().disabled).toBe(true);
    fireEvent.submit(send().closest('form')!);
    expect(sent).toHaveBeenCalledTimes(1);
    resolve('saved');
    await settle();
    expect(done).toHaveBeenCalledWith('saved', { name: 'Ann', amount: '' });
    expect(send().disabled).toBe(false);
  });

  it('says a refusal under the form by default, in the catalogue’s words, keeping what was typed', async () => {
    render(<Sample how={{ send: () => Promise.reject(new ApiError(403, 'nope', 403)) }} />);
    fireEvent.input(name(), { target: { value: 'Cy' } });
    fireEvent.click(send());
    await settle();
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(name().value).toBe('Cy');
    expect(send().disabled).toBe(false);
  });

  it('puts a refusal under the field `refusal` names, read with the field’s hint', async () => {
    render(<Sample hint how={{ send: () => Promise.reject(new Error('taken')), refusal: () => ({ name: 'That name is taken' }) }} />);
    fireEvent.click(send());
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('That name is taken');
    expect(name().getAttribute('aria-describedby')).toBe(`${alert.id} name-hint`);
  });

  it('sends nothing when the confirmation is declined', async () => {
    const sent = vi.fn(() => Promise.resolve('ok'));
    render(<Sample how={{ confirm: () => Promise.resolve(false), send: sent }} />);
    fireEvent.click(send());
    await settle();
    expect(sent).not.toHaveBeenCalled();
    expect(send().disabled).toBe(false);
  });
});

function Follower({ saved }: { saved: string }) {
  const form = useForm({ text: saved });
  useFollowSaved(form, { text: saved });
  return (
    <>
      <label for={form.fieldId('text')}>Text</label>
      <input {...form.bind('text')} />
    </>
  );
}

describe('useFollowSaved', () => {
  afterEach(cleanup);

  it('shows a newer saved value until the field is typed into, never replacing what is being typed', () => {
    const field = () => screen.getByRole('textbox', { name: 'Text' }) as HTMLInputElement;
    const { rerender } = render(<Follower saved="cached" />);
    expect(field().value).toBe('cached');
    rerender(<Follower saved="fresh" />);
    expect(field().value).toBe('fresh');
    fireEvent.input(field(), { target: { value: 'mine' } });
    rerender(<Follower saved="another admin's" />);
    expect(field().value).toBe('mine');
  });
});
