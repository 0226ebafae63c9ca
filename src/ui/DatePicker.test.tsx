import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { withTexts } from '../../test/texts';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { DatePicker } from './DatePicker';
import { DateTimePicker } from './DateTimePicker';

// The widgets' texts come with the screens that show them (src/app/screens.ts).
beforeAll(() => withTexts('widgets'));

// "Now" is 2024-05-10 14:25 local time.
const NOW = new Date(2024, 4, 10, 14, 25, 40);

const dateInput = () => screen.getByLabelText('Date') as HTMLInputElement;
const ok = () => screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement;
const typeDate = (value: string) => fireEvent.input(dateInput(), { target: { value } });
const enabledOptions = (name: string) =>
  Array.prototype.slice
    .call((screen.getByLabelText(name) as HTMLSelectElement).options)
    .filter((o: HTMLOptionElement) => !o.disabled)
    .map((o: HTMLOptionElement) => o.textContent);

describe('DatePicker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('opens a 400 px dialog from the field and returns the chosen date', () => {
    const onChange = vi.fn();
    render(<DatePicker value={null} onChange={onChange} label="Expiry" />);
    fireEvent.click(screen.getByRole('button', { name: 'Expiry: Select' }));
    const dialog = screen.getByRole('dialog', { name: 'Expiry' });
    expect(dialog.style.maxWidth).toBe('400px');
    expect(dateInput().value).toBe('2024-05-10');
    expect(document.activeElement).toBe(dateInput());
    typeDate('2024-12-24');
    fireEvent.click(ok());
    expect(onChange).toHaveBeenCalledWith('2024-12-24');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the value as YYYY/MM/DD', () => {
    render(<DatePicker value="2024-01-02" onChange={() => {}} label="Expiry" />);
    expect(screen.getByRole('button', { name: 'Expiry: 2024/01/02' })).toBeTruthy();
  });

  it('minToday: refuses dates before today', () => {
    const onChange = vi.fn();
    render(<DatePicker value={null} onChange={onChange} label="Day" limits={{ minToday: true }} />);
    fireEvent.click(screen.getByRole('button', { name: /Day/ }));
    expect(dateInput().min).toBe('2024-05-10');
    typeDate('2024-05-09');
    expect(ok().disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('This time is not available');
    fireEvent.click(ok());
    expect(onChange).not.toHaveBeenCalled();
    typeDate('2024-05-10');
    expect(ok().disabled).toBe(false);
  });

  it('min and max: a range, both ends included', () => {
    render(<DatePicker value={null} onChange={() => {}} label="Day" limits={{ min: '2024-06-01', max: '2024-06-30' }} />);
    fireEvent.click(screen.getByRole('button', { name: /Day/ }));
    expect(dateInput().value).toBe('2024-06-01');
    expect(dateInput().max).toBe('2024-06-30');
    typeDate('2024-07-01');
    expect(ok().disabled).toBe(true);
    typeDate('2024-06-30');
    expect(ok().disabled).toBe(false);
  });

  it('cancel and Escape leave the value alone', () => {
    const onChange = vi.fn();
    render(<DatePicker value="2024-01-02" onChange={onChange} label="Day" />);
    fireEvent.click(screen.getByRole('button', { name: /Day/ }));
    typeDate('2024-03-03');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: /Day/ }));
    expect(dateInput().value).toBe('2024-01-02');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('DateTimePicker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('today with minToday: no hour or minute before now, and starts at now', () => {
    const onChange = vi.fn();
    render(<DateTimePicker value={null} onChange={onChange} label="Start" limits={{ minToday: true }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start: Select' }));
    expect(enabledOptions('Hour')[0]).toBe('14');
    expect(enabledOptions('Minute')[0]).toBe('25');
    fireEvent.click(ok());
    expect(onChange).toHaveBeenCalledWith('2024-05-10T14:25');
  });

  it('frees the minutes once a later hour is chosen, and the hours on a later day', () => {
    const onChange = vi.fn();
    render(<DateTimePicker value={null} onChange={onChange} label="Start" limits={{ minToday: true }} />);
    fireEvent.click(screen.getByRole('button', { name: /Start/ }));
    fireEvent.change(screen.getByLabelText('Hour'), { target: { value: '16' } });
    expect(enabledOptions('Minute')).toHaveLength(60);
    fireEvent.change(screen.getByLabelText('Minute'), { target: { value: '5' } });
    typeDate('2024-05-11');
    expect(enabledOptions('Hour')).toHaveLength(24);
    fireEvent.click(ok());
    expect(onChange).toHaveBeenCalledWith('2024-05-11T16:05');
  });

  it('moves a time that became unavailable to the first allowed one', () => {
    const onChange = vi.fn();
    render(<DateTimePicker value="2024-05-12T08:10" onChange={onChange} label="Start" limits={{ minToday: true }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start: 2024/05/12 08:10' }));
    typeDate('2024-05-10');
    fireEvent.click(ok());
    expect(onChange).toHaveBeenCalledWith('2024-05-10T14:25');
  });

  it('the min date: no time before the min time', () => {
    render(<DateTimePicker value={null} onChange={() => {}} label="End" limits={{ min: '2024-06-01T09:30' }} />);
    fireEvent.click(screen.getByRole('button', { name: /End/ }));
    expect(dateInput().value).toBe('2024-06-01');
    expect(enabledOptions('Hour')[0]).toBe('09');
    expect(enabledOptions('Minute')[0]).toBe('30');
  });

  it('refuses a day outside the range', () => {
    render(<DateTimePicker value={null} onChange={() => {}} label="End" limits={{ minToday: true }} />);
    fireEvent.click(screen.getByRole('button', { name: /End/ }));
    typeDate('2024-05-01');
    expect(ok().disabled).toBe(true);
    expect(enabledOptions('Hour')).toEqual([]);
  });
});
