import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCodeScheduler, INVITATION_APPLY_DELAY_MS } from './codeTiming';

function setup() {
  let value = '';
  let finish: () => void = () => {};
  const applied: string[] = [];
  const typing: boolean[] = [];
  const scheduler = createCodeScheduler({
    read: () => value,
    apply: (code) => {
      applied.push(code);
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    },
    onTyping: (v) => typing.push(v),
  });
  return {
    scheduler,
    applied,
    typing,
    type(next: string) {
      value = next;
      scheduler.input(next);
    },
    setValue(next: string) {
      value = next;
    },
    finish: () => finish(),
    isTyping: () => typing[typing.length - 1] === true,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('invitation code timing (§5, §9: 800 ms)', () => {
  it('is 800 ms', () => {
    expect(INVITATION_APPLY_DELAY_MS).toBe(800);
  });

  it('applies the trimmed code 800 ms after the field is left, not before', () => {
    const s = setup();
    s.type('  MIAFRIEND ');
    s.scheduler.blur();
    vi.advanceTimersByTime(799);
    expect(s.applied).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(s.applied).toEqual(['MIAFRIEND']);
  });

  it('never applies while typing without leaving the field', () => {
    const s = setup();
    s.type('M');
    s.type('MI');
    s.type('MIA');
    vi.advanceTimersByTime(10_000);
    expect(s.applied).toEqual([]);
    expect(s.isTyping()).toBe(true);
  });

  it('applies 800 ms after a paste, reading the value the paste put in', () => {
    const s = setup();
    s.scheduler.paste();
    // The pasted text arrives with the input event right after the paste event.
    s.type('PUB7K2QX');
    vi.advanceTimersByTime(799);
    expect(s.applied).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(s.applied).toEqual(['PUB7K2QX']);
  });

  it('starts the 800 ms again when more is typed after a paste', () => {
    const s = setup();
    s.scheduler.paste();
    s.type('PUB');
    vi.advanceTimersByTime(500);
    s.type('PUB7K2QX');
    vi.advanceTimersByTime(500);
    expect(s.applied).toEqual([]);
    vi.advanceTimersByTime(300);
    expect(s.applied).toEqual(['PUB7K2QX']);
  });

  it('does not apply a value that is empty after trimming', () => {
    const s = setup();
    s.type('   ');
    s.scheduler.blur();
    vi.advanceTimersByTime(2000);
    s.scheduler.paste();
    vi.advanceTimersByTime(2000);
    expect(s.applied).toEqual([]);
    expect(s.isTyping()).toBe(false);
  });

  it('cancels a pending apply when the field is emptied', () => {
    const s = setup();
    s.scheduler.paste();
    s.type('ABC');
    s.type('');
    vi.advanceTimersByTime(2000);
    expect(s.applied).toEqual([]);
    expect(s.isTyping()).toBe(false);
  });

  it('counts as typing from the first keystroke until the apply has finished', async () => {
    const s = setup();
    s.type('A');
    expect(s.isTyping()).toBe(true);
    s.type('ABC');
    s.scheduler.blur();
    vi.advanceTimersByTime(800);
    expect(s.isTyping()).toBe(true);
    s.finish();
    await vi.runAllTimersAsync();
    expect(s.isTyping()).toBe(false);
  });

  it('does not send the same code again when the field is left twice without a change', async () => {
    const s = setup();
    s.type('ABC');
    s.scheduler.blur();
    vi.advanceTimersByTime(800);
    s.finish();
    await vi.runAllTimersAsync();
    s.scheduler.blur();
    vi.advanceTimersByTime(800);
    expect(s.applied).toEqual(['ABC']);
  });

  it('applies at once when asked (a code confirmed from a link)', () => {
    const s = setup();
    s.setValue(' LINKCODE ');
    s.scheduler.applyNow();
    expect(s.applied).toEqual(['LINKCODE']);
  });

  it('does nothing once disposed', () => {
    const s = setup();
    s.type('ABC');
    s.scheduler.blur();
    s.scheduler.dispose();
    vi.advanceTimersByTime(2000);
    expect(s.applied).toEqual([]);
  });
});
