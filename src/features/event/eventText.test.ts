import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTexts } from '../../../test/texts';
import { i18n } from '../../lib/i18n';
import { formatDateTime } from '../../lib/format';
import { GROUP_EVENT_ACTIONS, type GroupEvent } from '../../../contract/event';
import { GroupSettingsPatchBody } from '../../../contract/api/settings';
import { SETTING_KINDS, describeEvent, timeAgo } from './eventText';

beforeAll(() => withTexts('admin_members'));

const ADAM = { user_id: 'u2', full_name: 'Adam Admin', avatar_url: '', identity_number: '37000002' };
const event = (action: string, details: Record<string, unknown>, actor: GroupEvent['actor'] = ADAM): GroupEvent => ({
  event_id: 1, action, actor, target_kind: null, target_id: null, details, created_at: '2025-06-01T10:00:00.000Z',
});
const say = (action: string, details: Record<string, unknown>) => describeEvent(event(action, details)).sentence;

/** What a recorded value or field name looks like raw: JSON, a switch's word, an ISO date, snake_case, a decimal's tail of zeros. */
const RAW = /[{}[\]"]|\btrue\b|\bfalse\b|\bnull\b|\d{4}-\d\d-\d\dT|[a-z]+_[a-z]+|\.\d*0\b/;

describe('describeEvent', () => {
  it('has a sentence for every action the server records, and a label for every setting it records', () => {
    expect(GROUP_EVENT_ACTIONS.filter((action) => !i18n.exists(`admin_members:events.action.${action}`, { count: 1 }))).toEqual([]);
    // The settings PUT /settings/full takes, the chat's own calls' (mode, speed) and the favourite bots' order.
    const fields = [...Object.keys(GroupSettingsPatchBody.schema), 'group-mode', 'chat_rate_limit', 'favorite_apps'];
    expect(fields.filter((field) => !SETTING_KINDS[field] || !i18n.exists(`admin_members:events.setting.${field}`))).toEqual([]);
  });

  it('has a sentence for every action the server writes (read from the server’s source)', () => {
    const root = join(__dirname, '../../../server/routes');
    const files = ['member/member.service.ts', 'group/group.handlers.ts', 'favorite-app/favorite-app.handlers.ts', 'vault/vault.service.ts',
      'article/article.handlers.ts', 'chat/chat.service.ts', 'discussion/discussion.handlers.ts', 'coupon/coupon.admin.handlers.ts',
      'product/product.handlers.ts', 'group-info/group-info.handlers.ts', 'course/course.handlers.ts', 'stream/stream.service.ts'];
    const written = new Set<string>();
    for (const file of files) {
      for (const m of readFileSync(join(root, file), 'utf8').matchAll(/'([a-z_]+\.[a-z_]+)'/g)) {
        if ((GROUP_EVENT_ACTIONS as readonly string[]).includes(m[1]!)) written.add(m[1]!);
      }
    }
    expect(written.size).toBeGreaterThan(30);
    for (const action of written) expect(i18n.exists(`admin_members:events.action.${action}`, { count: 1 }), action).toBe(true);
  });

  it('tells member actions with the member and what changed', () => {
    expect(say('member.set_role', { name: 'Mia Member', role: 'lecturer', previous_role: 'user' })).toBe('Adam Admin made Mia Member a lecturer');
    expect(say('member.block', { name: 'Mia Member' })).toBe('Adam Admin blocked Mia Member');
    expect(say('member.unblock', { name: 'Mia Member' })).toBe('Adam Admin unblocked Mia Member');
    expect(say('member.shut_up', { name: 'Mia Member', minutes: 60, until: '2025-06-01T11:00:00.000Z' }))
      .toBe(`Adam Admin muted Mia Member until ${formatDateTime('2025-06-01T11:00:00.000Z')}`);
    expect(say('member.shut_up', { name: 'Mia Member', minutes: 10080, until: 'x' })).toBe('Adam Admin muted Mia Member for 7 days');
    expect(say('member.shut_up', { name: 'Mia Member', minutes: 0, until: null })).toBe('Adam Admin let Mia Member write again');
    expect(say('member.kick', { name: 'Mia Member', role: 'user', state: 'paid' })).toBe('Adam Admin removed Mia Member from the group');
    expect(say('member.set_policies', { name: 'Mia Member', policies: ['USER_BAN', 'USER_DISABLE_INVITATION'] }))
      .toBe('Adam Admin set Mia Member’s restrictions: banned, invitations off');
    expect(say('member.set_policies', { name: 'Mia Member', policies: [] })).toBe('Adam Admin lifted Mia Member’s restrictions');
    expect(say('members.post', { text: 'Class moves to 8 pm.', recipients: 12 })).toBe('Adam Admin sent a message to 12 members: “Class moves to 8 pm.”');
    expect(say('invitation.bind', { name: 'Ivy' })).toBe('Adam Admin bound Ivy as an invitee');
  });

  it('tells a settings change as a sentence, several as a line each, never the field’s name or raw value', () => {
    expect(describeEvent(event('settings.update', { discussion_enabled: false }))).toEqual({ sentence: 'Adam Admin turned off discussions', details: [] });
    expect(say('settings.update', { 'group-mode': 'mute' })).toBe('Adam Admin set the chat mode to Muted');
    expect(say('settings.update', { tip_min_usd: '0.50' })).toBe('Adam Admin set the smallest kudos to $0.50');
    expect(say('settings.update', { invitation_bonus_rate: '0.15' })).toBe('Adam Admin set the invitation bonus to 15%');
    expect(say('settings.update', { custom_theme: { primary: '#112233' } })).toBe('Adam Admin changed the group’s colours');
    expect(say('settings.update', { favorite_apps: ['a1', 'b2'] })).toBe('Adam Admin changed the order of the favourite bots');
    expect(describeEvent(event('settings.update', { deny_words: ['scamcoin', '代投'], luckycoin_max_shares: 100, group_entry_kyc_enabled: true, some_new_setting: 3 }))).toEqual({
      sentence: 'Adam Admin changed 4 settings',
      details: ['Set the blocked words to scamcoin, 代投', 'Set the most shares in a lucky-coin pack to 100', 'Turned on identity checks before joining', 'Changed another setting'],
    });
    // A field this app has no label for is not shown by its name.
    expect(say('settings.update', { some_new_setting: 3 })).toBe('Adam Admin changed the settings');
  });

  it('tells the rest in words: names, amounts with their asset, dates in the reader’s time', () => {
    expect(say('chat.announcement', { announcement: 'Welcome!' })).toBe('Adam Admin set the chat announcement: “Welcome!”');
    expect(say('chat.announcement', { announcement: '' })).toBe('Adam Admin removed the chat announcement');
    expect(say('chat.stop_lecturing', {})).toBe('Adam Admin stopped the lecture');
    expect(say('app.info', { name: 'Night Owls' })).toBe('Adam Admin renamed the group “Night Owls”');
    expect(describeEvent(event('app.info', { name: 'Night Owls', bio: 'x', language: 'zh' }))).toEqual({
      sentence: 'Adam Admin changed the group’s name and description', details: ['New name: “Night Owls”', 'New description', 'Written in Chinese'],
    });
    expect(say('app.avatar', { avatar_id: 'a', mime_type: 'image/png', size: 3 })).toBe('Adam Admin changed the group’s avatar');
    expect(say('product.price', { asset_id: 'cny', amount: '129.00', channels: ['wechat:CNY', 'alipay:CNY'] })).toBe('Adam Admin changed a price to 129 CNY');
    // What it was before, when the server recorded it (issue 26 point 13: "from ¥99 to ¥129").
    expect(say('product.price', {
      name: 'Membership', asset_id: 'cny', amount: '129.00', channels: ['wechat:CNY'], previous: { asset_id: 'cny', amount: '99.00', symbol: 'CNY' },
    })).toBe('Adam Admin changed the price of Membership from 99 CNY to 129 CNY');
    expect(say('favorite_app.add', { app_id: 'x', name: 'Weather' })).toBe('Adam Admin added Weather to the favourite bots');
    expect(say('favorite_app.remove', { app_id: 'x', name: 'Weather' })).toBe('Adam Admin removed Weather from the favourite bots');
    expect(say('article.create', { title: 'Hello', price: { asset: 'USDT', amount: '1.5' } })).toBe('Adam Admin wrote the article “Hello”');
    expect(say('article.update', { title: 'Hello', changed: ['price'] })).toBe('Adam Admin edited the article “Hello”');
    expect(say('article.delete', {})).toBe('Adam Admin deleted an article');
    expect(say('article.broadcast', { article_ids: [1, 2] })).toBe('Adam Admin sent 2 articles to every member');
    expect(say('coupon.create', { name: 'Spring', type: 'discount', amount: '0.8', expired_at: '2025-07-01T00:00:00.000Z' })).toBe('Adam Admin created the coupons “Spring”');
    expect(say('coupon.update', { name: 'Spring', advertised: true })).toBe('Adam Admin showed the coupons “Spring” on the join page');
    expect(say('coupon.update', { name: 'Spring', expired_at: '2025-06-01T10:00:00.000Z' })).toBe('Adam Admin ended the coupons “Spring”');
    expect(say('course.publish', { title: 'Basics' })).toBe('Adam Admin published the course “Basics”');
    expect(say('course.unpublish', { title: 'Basics' })).toBe('Adam Admin unpublished the course “Basics”');
    expect(say('course.settings', { title: 'Basics', free: true })).toBe('Adam Admin changed the settings of the course “Basics”');
    expect(say('discussion.stick', { title: 'Hi all', author: 'Mia' })).toBe('Adam Admin pinned Mia’s post “Hi all”');
    expect(say('discussion.unstick', { title: 'Hi all', author: 'Mia' })).toBe('Adam Admin unpinned Mia’s post “Hi all”');
    expect(say('discussion.delete', { title: 'Hi all', author: 'Mia' })).toBe('Adam Admin deleted Mia’s post “Hi all”');
    for (const action of ['checkin.create', 'checkin.update', 'checkin.online', 'checkin.offline']) expect(say(action, { title: 'Run' })).toContain('“Run”');
    expect(say('stream.start', { title: 'Live Q&A', public: true, price: null, orientation: 'portrait' })).toBe('Adam Admin started the live stream “Live Q&A”');
    expect(say('stream.stop', { title: 'Live Q&A' })).toBe('Adam Admin stopped the live stream “Live Q&A”');
    expect(say('stream.preview_add', { title: 'Friday', live_at: '2025-06-06T12:00:00.000Z' }))
      .toBe(`Adam Admin scheduled the live stream “Friday” for ${formatDateTime('2025-06-06T12:00:00.000Z')}`);
    expect(say('stream.preview_remove', { title: 'Friday', live_at: null })).toBe('Adam Admin took the live stream “Friday” off the schedule');
    expect(say('vault.create', { pin_set: true })).toBe('Adam Admin set the withdrawal PIN');
    expect(say('vault.withdraw', { withdrawal_id: 'w', asset_id: 'usdt', symbol: 'USDT', amount: '12.50000000', destination: 'o' }))
      .toBe('Adam Admin withdrew 12.5 USDT from the profit vault');
    expect(say('vault.pin_failed', { via: 'withdraw', tries_left: 2, locked_until: null })).toBe('Adam Admin entered a wrong withdrawal PIN: 2 tries left');
    expect(say('vault.pin_locked', { name: 'Adam Admin', tries: 5, minutes: 15, locked_until: '2025-06-01T10:15:00.000Z' }))
      .toBe('Adam Admin entered 5 wrong withdrawal PINs: their withdrawals are locked for 15 minutes');
  });

  it('never shows a raw field or value, for any action, whatever was recorded', () => {
    const details = { name: 'N', title: 'T', amount: '1.50', enabled: true, when: '2025-06-01T10:00:00.000Z', ids: ['x_y'], blob: { a: 1 }, tries_left: 1 };
    for (const action of [...GROUP_EVENT_ACTIONS, 'some.future_action']) {
      const { sentence, details: lines } = describeEvent(event(action, details));
      for (const line of [sentence, ...lines]) expect(line, action).not.toMatch(RAW);
    }
    expect(say('some.future_action', { x: 1 })).toBe('Adam Admin changed the settings');
  });

  it('says who acted: the system when nobody did', () => {
    expect(describeEvent(event('chat.stop_lecturing', {}, null)).sentence).toBe('The system stopped the lecture');
  });

  describe('in Chinese', () => {
    beforeAll(async () => {
      i18n.addResourceBundle('zh', 'admin_members', JSON.parse(readFileSync(join(__dirname, '../../../locales/zh/admin_members.json'), 'utf8')), true, true);
      await i18n.changeLanguage('zh');
    });
    afterAll(() => i18n.changeLanguage('en'));
    it('tells events in the reader’s language', () => {
      expect(say('settings.update', { discussion_enabled: true })).toBe('Adam Admin 开启了讨论');
      expect(say('vault.withdraw', { symbol: 'USDT', amount: '12.50000000' })).toBe('Adam Admin 从收益金库提现了 12.5 USDT');
    });
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
