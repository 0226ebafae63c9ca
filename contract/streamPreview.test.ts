import { describe, expect, it } from 'vitest';
import { streamPreviewDescriptionTooLong, streamPreviewStartProblem, streamPreviewTitleProblem } from './streamPreview';

describe('a preview title', () => {
  it('is 1 to 120 characters once trimmed, each emoji one character', () => {
    expect(streamPreviewTitleProblem('Weekly market review')).toBeNull();
    expect(streamPreviewTitleProblem('  x  ')).toBeNull();
    expect(streamPreviewTitleProblem('')).toBe('required');
    expect(streamPreviewTitleProblem(' \n\t ')).toBe('required');
    expect(streamPreviewTitleProblem('x'.repeat(120))).toBeNull();
    expect(streamPreviewTitleProblem(` ${'x'.repeat(120)} `)).toBeNull();
    expect(streamPreviewTitleProblem('x'.repeat(121))).toBe('too_long');
    expect(streamPreviewTitleProblem('😀'.repeat(120))).toBeNull();
    expect(streamPreviewTitleProblem('😀'.repeat(121))).toBe('too_long');
  });
});

describe('a preview description', () => {
  it('is optional, at most 500 characters once trimmed', () => {
    expect(streamPreviewDescriptionTooLong('')).toBe(false);
    expect(streamPreviewDescriptionTooLong(`  ${'d'.repeat(500)}  `)).toBe(false);
    expect(streamPreviewDescriptionTooLong('d'.repeat(501))).toBe(true);
  });
});

describe('a preview start', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it('is an ISO date-time with its zone, after now, at most 366 days ahead', () => {
    expect(streamPreviewStartProblem('2026-03-01T12:00:01Z', now)).toBeNull();
    expect(streamPreviewStartProblem('2026-03-02T09:30:00.000+08:00', now)).toBeNull();
    expect(streamPreviewStartProblem('2026-03-01T12:00:00Z', now)).toBe('past');
    expect(streamPreviewStartProblem('2026-03-01T19:59:00+08:00', now)).toBe('past');
    expect(streamPreviewStartProblem('2027-03-02T12:00:00Z', now)).toBeNull();
    expect(streamPreviewStartProblem('2027-03-02T12:00:01Z', now)).toBe('too_far');
    for (const text of ['tomorrow', '', '2026-03-02', '2026-03-02T10:00', '2026-03-02T10:00:00', '2026-13-45T10:00:00Z', '2026-03-02 10:00:00Z']) {
      expect(streamPreviewStartProblem(text, now)).toBe('format');
    }
  });
});
