import { describe, expect, it } from 'vitest';
import type { CheckinActivity } from '../../../contract/checkin';
import { draftErrors, draftOf, inputOf, newCheckinDraft, patchOf, qualifyCountOf } from './form';

const saved: CheckinActivity = {
  activity_id: 'a1',
  title: 'Read 20 pages',
  description: 'Every day',
  type: 'daily',
  start_at: '2026-11-01T00:00:00.000Z',
  first_period: '2026-11-01',
  published: true,
  online: true,
  patch_allowed: false,
  qualify_count: 0,
  utc_offset_minutes: 0,
  created_at: '2026-10-30T00:00:00.000Z',
  participant_count: 3,
  post_count: 9,
  me: { joined: false, done_this_period: false, streak: 0 },
};

describe('the check-in task form', () => {
  it('starts a new task today at midnight, published, with no rule', () => {
    const draft = newCheckinDraft(new Date(2026, 10, 25, 15, 30));
    expect(draft).toMatchObject({ start: '2026-11-25T00:00', published: true, patchAllowed: false, qualifyCount: '0', type: 'daily' });
  });

  it('refuses an empty or long title, no start and a rule outside 0–366', () => {
    expect(draftErrors({ ...newCheckinDraft(), title: '  ' })).toEqual({ title: 'title' });
    expect(draftErrors({ ...newCheckinDraft(), title: 'x'.repeat(61) }).title).toBe('title');
    expect(draftErrors({ ...newCheckinDraft(), title: 'ok', start: null })).toEqual({ start: 'start' });
    expect(draftErrors({ ...newCheckinDraft(), title: 'ok', qualifyCount: '367' })).toEqual({ qualify: 'qualify' });
    expect(draftErrors({ ...newCheckinDraft(), title: 'ok', qualifyCount: '2.5' })).toEqual({ qualify: 'qualify' });
    expect(draftErrors({ ...newCheckinDraft(), title: 'ok', qualifyCount: '366' })).toEqual({});
    expect(qualifyCountOf(' 7 ')).toBe(7);
    expect(qualifyCountOf('-1')).toBeNull();
  });

  it('sends the device clock offset with a new task and no patches for a once task', () => {
    const input = inputOf({ ...newCheckinDraft(), title: ' Run ', type: 'once', patchAllowed: true, qualifyCount: '1' }, 480);
    expect(input).toMatchObject({ title: 'Run', type: 'once', patch_allowed: false, qualify_count: 1, utc_offset_minutes: 480 });
    expect(Number.isNaN(Date.parse(input.start_at))).toBe(false);
  });

  it('patches only what changed, never an unchanged type', () => {
    const draft = draftOf(saved);
    expect(patchOf(draft, saved)).toEqual({});
    expect(patchOf({ ...draft, title: 'Read 30 pages', patchAllowed: true }, saved)).toEqual({ title: 'Read 30 pages', patch_allowed: true });
    expect(patchOf({ ...draft, type: 'weekly' }, saved)).toEqual({ type: 'weekly' });
  });
});
