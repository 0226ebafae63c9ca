import { describe, expect, it } from 'vitest';
import {
  emptyPreviewDraft, formatPreviewTime, previewBody, previewDraftProblems, previewTimeLimits, upcomingPreviewCount,
  type PreviewDraft,
} from './previewForm';

// Local times: the draft holds what the picker shows, on this device's clock.
const NOW = new Date(2026, 2, 1, 12, 0).getTime();
const draft = (fields: Partial<PreviewDraft> = {}): PreviewDraft => ({
  ...emptyPreviewDraft(), title: 'Weekly market review', startsAt: '2026-03-02T19:30', ...fields,
});
const later = (days: number) => ({ live_at: new Date(NOW + days * 86_400_000).toISOString() });
const problems = (fields: Partial<PreviewDraft>, previews: { live_at: string | null }[] = []) =>
  previewDraftProblems(draft(fields), previews, NOW);

describe('previewDraftProblems', () => {
  it('accepts a title and a time ahead; the description is optional', () => {
    expect(problems({})).toEqual({});
    expect(problems({ description: 'What moved this week.' })).toEqual({});
  });

  it('a title is 1 to 120 characters once trimmed', () => {
    expect(problems({ title: '   ' })).toEqual({ title: 'required' });
    expect(problems({ title: ` ${'x'.repeat(120)} ` })).toEqual({});
    expect(problems({ title: 'x'.repeat(121) })).toEqual({ title: 'too_long' });
  });

  it('a time must be picked, after now, at most 366 days ahead', () => {
    expect(problems({ startsAt: null })).toEqual({ starts_at: 'required' });
    expect(problems({ startsAt: 'soon' })).toEqual({ starts_at: 'required' });
    expect(problems({ startsAt: '2026-03-01T12:00' })).toEqual({ starts_at: 'past' });
    expect(problems({ startsAt: '2026-02-28T20:00' })).toEqual({ starts_at: 'past' });
    expect(problems({ startsAt: '2026-03-01T12:01' })).toEqual({});
    expect(problems({ startsAt: '2027-03-02T12:00' })).toEqual({});
    expect(problems({ startsAt: '2027-03-02T12:01' })).toEqual({ starts_at: 'too_far' });
  });

  it('a description is at most 500 characters once trimmed', () => {
    expect(problems({ description: `${'d'.repeat(500)}  ` })).toEqual({});
    expect(problems({ description: 'd'.repeat(501) })).toEqual({ description: 'too_long' });
  });

  it('the schedule holds 20 upcoming previews: unannounced ones count, past ones do not', () => {
    const nineteen = [...Array.from({ length: 18 }, (_, i) => later(i + 1)), { live_at: null }];
    expect(problems({}, nineteen)).toEqual({});
    expect(problems({}, [...nineteen, later(30)])).toEqual({ schedule: 'full' });
    expect(problems({}, [...nineteen, later(-0.01)])).toEqual({});
    expect(upcomingPreviewCount([...nineteen, later(-1)], NOW)).toBe(19);
  });

  it('says every problem at once', () => {
    expect(problems({ title: '', startsAt: null, description: 'd'.repeat(501) })).toEqual({
      title: 'required', starts_at: 'required', description: 'too_long',
    });
  });
});

describe('previewBody', () => {
  it('sends the trimmed texts and the picked local time in UTC; no empty description', () => {
    expect(previewBody(draft({ title: '  Q&A  ', description: '   ' }))).toEqual({
      title: 'Q&A', starts_at: new Date(2026, 2, 2, 19, 30).toISOString(),
    });
    expect(previewBody(draft({ description: ' Bring questions. ' })).description).toBe('Bring questions.');
  });
});

describe('previewTimeLimits', () => {
  it('from now to 366 days ahead', () => {
    expect(previewTimeLimits(NOW)).toEqual({ minToday: true, max: NOW + 366 * 86_400_000 });
  });
});

describe('formatPreviewTime', () => {
  it('writes the date and time in the reader’s language and time zone', () => {
    const iso = new Date(2026, 2, 3, 19, 30).toISOString();
    expect(formatPreviewTime(iso, 'en')).toMatch(/Tue, Mar 3, 2026.*07:30.PM/);
    expect(formatPreviewTime(iso, 'zh')).toMatch(/2026年3月3日.*19:30/);
    expect(formatPreviewTime(iso, 'ja')).toMatch(/2026年3月3日.*19:30/);
  });

  it('falls back to the app’s own format when the language is not one Intl knows', () => {
    expect(formatPreviewTime(new Date(2026, 2, 3, 19, 30).toISOString(), 'not a locale!')).toBe('2026/03/03 19:30');
  });
});
