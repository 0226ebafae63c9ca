import { beforeAll, describe, expect, it } from 'vitest';
import { checkPoster, hasErrors, validateCourse, validateMessageText, type CourseDraft } from './validation';
import { withTexts } from '../../../test/texts';

beforeAll(() => withTexts('course_edit', 'widgets'));

const draft = (over: Partial<CourseDraft> = {}): CourseDraft => ({
  title: 'Reading night',
  description: 'We read together.',
  start_at: '2030-01-01T10:00',
  finish_at: '2030-01-01T11:00',
  ...over,
});

describe('validateCourse (§5 course)', () => {
  it('accepts a complete draft', () => {
    expect(validateCourse(draft())).toEqual({});
    expect(hasErrors(validateCourse(draft()))).toBe(false);
  });

  it('requires a title and a description, ignoring blank space', () => {
    const errors = validateCourse(draft({ title: '  ', description: '' }));
    expect(errors.title).toBe('A title is required');
    expect(errors.description).toBe('A description is required');
    expect(hasErrors(errors)).toBe(true);
  });

  it('requires the start to be earlier than the finish', () => {
    expect(validateCourse(draft({ finish_at: '2030-01-01T09:59' })).finish_at).toBe(
      'The start must be earlier than the finish',
    );
    expect(validateCourse(draft({ finish_at: '2030-01-01T10:00' })).finish_at).toBeTruthy();
    expect(validateCourse(draft({ finish_at: '2030-01-01T10:01' })).finish_at).toBeUndefined();
  });

  it('lets the times stay empty (a draft without a schedule)', () => {
    expect(validateCourse(draft({ start_at: null, finish_at: null }))).toEqual({});
  });
});

describe('checkPoster', () => {
  const MB = 1024 * 1024;
  it('accepts a JPEG or PNG of at most 2 MB', () => {
    expect(checkPoster({ name: 'a.jpg', size: 2 * MB, type: 'image/jpeg' })).toBe(true);
    expect(checkPoster({ name: 'a.png', size: 10, type: 'image/png' })).toBe(true);
  });
  it('refuses other types and larger files', () => {
    expect(checkPoster({ name: 'a.gif', size: 10, type: 'image/gif' })).not.toBe(true);
    expect(checkPoster({ name: 'a.png', size: 2 * MB + 1, type: 'image/png' })).toMatch(/a\.png/);
  });
});

describe('validateMessageText', () => {
  it('requires text', () => {
    expect(validateMessageText('  ')).toBe('Message text is required');
    expect(validateMessageText('hi')).toBe(true);
  });
});
