import { beforeAll, describe, expect, it } from 'vitest';
import { withTexts } from '../../../test/texts';
import { i18n } from '../../lib/i18n';
import { GROUP_EVENT_ACTIONS, type GroupEvent } from '../../../contract/event';
import { describeEvent, plainValue, timeAgo } from './eventText';

beforeAll(() => withTexts('admin_members'));

const ADAM = { user_id: 'u2', full_name: 'Adam Admin', avatar_url: '', identity_number: '37000002' };
const event = (action: GroupEvent['action'], details: Record<string, unknown>, actor: GroupEvent['actor'] = ADAM): GroupEvent => ({
  event_id: 1, action, actor, target_kind: null, target_id: null, details, created_at: '2025-06-01T10:00:00.000Z',
});
const say = (action: GroupEvent['action'], details: Record<string, unknown>) => describeEvent(event(action, details));

describe('describeEvent', () => {
  it('has a sentence for every action the server records', () => {
    const missing = GROUP_EVENT_ACTIONS.filter((action) => !i18n.exists(`admin_members:events.action.${action}`));
    expect(missing).toEqual([]);
  });

  it('tells member actions with the member and what changed', () => {
    expect(say('member.set_role', { name: 'Mia Member', role: 'lecturer', previous_role: 'user' })).toEqual({
      sentence: 'Adam Admin made Mia Member a lecturer', details: [],
    });
    expect(say('member.block', { name: 'Mia Member' }).sentence).toBe('Adam Admin blocked Mia Member');
    expect(say('member.unblock', { name: 'Mia Member' }).sentence).toBe('Adam Admin unblocked Mia Member');
    expect(say('member.shut_up', { name: 'Mia Member', minutes: 60, until: '2025-06-01T11:00:00.000Z' }).sentence)
      .toBe('Adam Admin muted Mia Member for 1 hour');
    expect(say('member.shut_up', { name: 'Mia Member', minutes: 10080, until: 'x' }).sentence).toBe('Adam Admin muted Mia Member for 7 days');
    expect(say('member.shut_up', { name: 'Mia Member', minutes: 0, until: null }).sentence).toBe('Adam Admin let Mia Member write again');
    expect(say('member.kick', { name: 'Mia Member', role: 'user', state: 'paid' })).toEqual({
      sentence: 'Adam Admin removed Mia Member from the group', details: [],
    });
    expect(say('member.set_policies', { name: 'Mia Member', policies: ['USER_BAN', 'USER_DISABLE_INVITATION'] }).sentence)
      .toBe('Adam Admin set Mia Member’s restrictions: banned, invitations off');
    expect(say('member.set_policies', { name: 'Mia Member', policies: [] }).sentence).toBe('Adam Admin lifted Mia Member’s restrictions');
    expect(say('members.post', { text: 'Class moves to 8 pm.', recipients: 12 })).toEqual({
      sentence: 'Adam Admin sent every member a message: “Class moves to 8 pm.”', details: ['recipients: 12'],
    });
  });

  it('tells settings changes by their labels, switches as on and off', () => {
    expect(say('settings.update', { discussion_enabled: false })).toEqual({
      sentence: 'Adam Admin changed the settings: discussions off', details: [],
    });
    expect(say('settings.update', { 'group-mode': 'mute', deny_words: ['scamcoin', '代投'], luckycoin_max_shares: 100 }).sentence)
      .toBe('Adam Admin changed the settings: chat mode: mute, denied words: scamcoin, 代投, most shares per pack: 100');
    // A field with no label yet reads as its name.
    expect(say('settings.update', { some_new_setting: 3 }).sentence).toBe('Adam Admin changed the settings: some new setting: 3');
    expect(say('chat.announcement', { announcement: 'Welcome!' }).sentence).toBe('Adam Admin set the chat announcement: “Welcome!”');
    expect(say('chat.announcement', { announcement: '' }).sentence).toBe('Adam Admin removed the chat announcement');
  });

  it('names what others recorded when it has a name or title, and shows the rest plainly, never as JSON', () => {
    const text = say('article.create', { title: 'Hello', price: { asset: 'USDT', amount: '1.5' }, tags: ['a', 'b'], rewards: 3, public: true });
    expect(text.sentence).toBe('Adam Admin wrote the article “Hello”');
    expect(text.details).toEqual(['price: asset: USDT, amount: 1.5', 'tags: a, b', 'rewards: 3', 'public on']);
    expect(say('article.delete', {})).toEqual({ sentence: 'Adam Admin deleted an article', details: [] });
    expect(say('vault.withdraw', { amount: '12.5', asset_id: 'usdt', memo: null }).details).toEqual([
      'amount: 12.5', 'asset id: usdt', 'memo: none',
    ]);
    for (const line of text.details) expect(line).not.toMatch(/[{}[\]"]/);
  });

  it("tells a PIN lock as whose withdrawals it locks and for how long (issue 22 point 12)", () => {
    const locked = say('vault.pin_locked', { name: 'Adam Admin', tries: 5, minutes: 15, locked_until: '2025-06-01T10:15:00.000Z' });
    expect(locked).toEqual({ sentence: 'Adam Admin entered 5 wrong withdrawal PINs: their withdrawals are locked for 15 minutes', details: [] });
  });

  it('says who acted: the system when nobody did', () => {
    expect(describeEvent(event('chat.stop_lecturing', {}, null)).sentence).toBe('The system stopped the lecture');
  });

  it('writes any value plainly', () => {
    expect(plainValue(null)).toBe('none');
    expect(plainValue([])).toBe('none');
    expect(plainValue({ a: [1, 2], b: false })).toBe('a: 1, 2, b off');
    expect(plainValue('x'.repeat(200))).toHaveLength(80);
  });
});

describe('timeAgo', () => {
  const at = Date.parse('2025-06-01T10:00:00.000Z');
  const ago = (ms: number) => timeAgo('2025-06-01T10:00:00.000Z', at + ms);
  it('counts in the largest whole unit', () => {
    expect(ago(30_000)).toBe('just now');
    expect(ago(60_000)).toBe('1 minute ago');
    expect(ago(5 * 60_000)).toBe('5 minutes ago');
    expect(ago(3 * 3_600_000)).toBe('3 hours ago');
    expect(ago(86_400_000)).toBe('1 day ago');
    expect(ago(45 * 86_400_000)).toBe('1 month ago');
    expect(ago(800 * 86_400_000)).toBe('2 years ago');
    expect(ago(-5000)).toBe('just now');
  });
});
