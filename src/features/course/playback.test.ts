import { beforeEach, describe, expect, it } from 'vitest';
import { forgetPosition, positionKey, resumeAt, savePosition } from './playback';

describe('resume position', () => {
  const key = positionKey('demo', 'c1', 'm1');
  beforeEach(() => forgetPosition(key));

  it('resumes where the member left off', () => {
    savePosition(key, 42.7);
    expect(resumeAt(key, 300)).toBe(42);
  });

  it('starts over near the start or the end, or with nothing saved', () => {
    expect(resumeAt(key, 300)).toBe(0);
    savePosition(key, 3);
    expect(resumeAt(key, 300)).toBe(0);
    savePosition(key, 298);
    expect(resumeAt(key, 300)).toBe(0);
  });

  it('keeps positions per group, course and message', () => {
    savePosition(key, 60);
    expect(resumeAt(positionKey('demo', 'c1', 'm2'), 300)).toBe(0);
    expect(resumeAt(positionKey('other', 'c1', 'm1'), 300)).toBe(0);
  });
});
