import { afterEach, describe, expect, it } from 'vitest';
import { firstLogin, setFirstLogin } from '../../lib/prefs';
import { groupFlags } from '../../lib/groupFlags';
import { groupPublicFixture } from '../../../test/fixtures/group';
import {
  appDownloadUrl, groupStatus, guideFacts, NEW_MEMBER_MS, pickWelcomeEmoji, shouldWelcome, WELCOME_EMOJIS, welcomeDone,
} from './model';

afterEach(() => {
  firstLogin.value = {};
  groupFlags.value = {};
});

describe('pickWelcomeEmoji', () => {
  it('draws from seven different emoji, each reachable', () => {
    expect(new Set(WELCOME_EMOJIS).size).toBe(7);
    const drawn = WELCOME_EMOJIS.map((_, i) => pickWelcomeEmoji(() => (i + 0.5) / 7));
    expect(drawn).toEqual([...WELCOME_EMOJIS]);
    expect(pickWelcomeEmoji(() => 0)).toBe(WELCOME_EMOJIS[0]);
    expect(pickWelcomeEmoji(() => 0.9999)).toBe(WELCOME_EMOJIS[6]);
  });

  it('still gives one of the seven for a random() outside [0, 1)', () => {
    for (const r of [1, -0.2, NaN, 7]) expect(WELCOME_EMOJIS).toContain(pickWelcomeEmoji(() => r));
  });

  it('is random by default', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) seen.add(pickWelcomeEmoji());
    expect(seen.size).toBeGreaterThan(1);
  });
});

describe('groupStatus (§4 group status for welcome sheet/spotlight)', () => {
  const started = '2024-05-01T10:00:00Z';
  it.each([
    // started, mode, stream → status
    [started, 'streaming', { disabled: false }, 'streaming'],
    [started, 'lecture', { disabled: false }, 'streaming'],
    [started, 'streaming', { disabled: true }, 'chat'],
    [started, 'lecture', { disabled: true }, 'lecturing'],
    [started, 'lecture', null, 'lecturing'],
    [started, 'mute', null, 'chat'],
    [started, 'free', null, 'chat'],
    [null, 'mute', { disabled: false }, 'mute'],
    [null, 'lecture', null, 'chat'],
    [null, 'streaming', { disabled: false }, 'chat'],
    [null, 'free', null, 'chat'],
  ] as const)('started %s, mode %s, stream %j → %s', (at, mode, stream, status) => {
    expect(groupStatus({ lecturing_or_streaming_started_at: at, 'group-mode': mode }, stream)).toBe(status);
  });
});

describe('shouldWelcome', () => {
  const now = Date.parse('2025-01-01T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now - h * 3600_000).toISOString();
  const paid = { user_id: 'u1', role: 'user', state: 'paid', expired_at: null, joined_at: hoursAgo(1) } as const;

  it('welcomes only a logged-in person whose first login in this group is not yet welcomed', () => {
    expect(shouldWelcome('demo', true, paid, now)).toBe(false);
    setFirstLogin('demo', true);
    expect(shouldWelcome('demo', true, paid, now)).toBe(true);
    expect(shouldWelcome('other', true, paid, now)).toBe(false);
    expect(shouldWelcome('demo', false, paid, now)).toBe(false);
    expect(shouldWelcome('demo', true, undefined, now)).toBe(false);
    setFirstLogin('demo', false);
    expect(shouldWelcome('demo', true, paid, now)).toBe(false);
  });

  it('welcomes each person once per group: a later login of the same person, no; another person, yes', () => {
    setFirstLogin('demo', true);
    setFirstLogin('other', true);
    welcomeDone('demo', 'u1');
    expect(firstLogin.value).toEqual({ other: true });
    setFirstLogin('demo', true);
    expect(shouldWelcome('demo', true, paid, now)).toBe(false);
    expect(shouldWelcome('demo', true, { ...paid, user_id: 'u2' }, now)).toBe(true);
    expect(shouldWelcome('other', true, paid, now)).toBe(true);
    welcomeDone('demo', 'u2');
    welcomeDone('demo', 'u2');
    expect(groupFlags.value.demo).toEqual({ welcomed: ['u1', 'u2'] });
  });

  it('welcomes a member who joined within the last day, not a long-time one', () => {
    setFirstLogin('demo', true);
    expect(shouldWelcome('demo', true, { ...paid, joined_at: hoursAgo(23.9) }, now)).toBe(true);
    expect(shouldWelcome('demo', true, { ...paid, joined_at: hoursAgo(24) }, now)).toBe(false);
    expect(shouldWelcome('demo', true, { ...paid, joined_at: hoursAgo(24 * 400) }, now)).toBe(false);
    expect(shouldWelcome('demo', true, { ...paid, joined_at: null }, now)).toBe(false);
    expect(NEW_MEMBER_MS).toBe(24 * 3600_000);
  });

  it('never welcomes staff, however new', () => {
    setFirstLogin('demo', true);
    for (const role of ['owner', 'admin', 'lecturer'] as const) {
      expect(shouldWelcome('demo', true, { ...paid, role }, now)).toBe(false);
      expect(shouldWelcome('demo', true, { ...paid, role, state: 'pending' }, now)).toBe(false);
    }
  });

  it('waits until the person has joined: pending, expired or shut out, no', () => {
    setFirstLogin('demo', true);
    expect(shouldWelcome('demo', true, { ...paid, state: 'subscribed' }, now)).toBe(true);
    expect(shouldWelcome('demo', true, { ...paid, expired_at: '2025-06-01T00:00:00Z' }, now)).toBe(true);
    expect(shouldWelcome('demo', true, { ...paid, expired_at: '2024-06-01T00:00:00Z' }, now)).toBe(false);
    for (const state of ['pending', 'unverified', 'unsubscribed', 'blocked'] as const) {
      expect(shouldWelcome('demo', true, { ...paid, state }, now)).toBe(false);
    }
  });
});

describe('appDownloadUrl', () => {
  it('passes the login hint tracking parameters on to the download page', () => {
    const query = { utm_source: 'demo', utm_medium: 'group', utm_campaign: 'login', invitation_code: 'ABC' };
    expect(appDownloadUrl(query, 'https://dl.test/app')).toBe(
      'https://dl.test/app?utm_source=demo&utm_medium=group&utm_campaign=login',
    );
  });

  it('keeps the base untouched without tracking parameters, and appends to an existing query', () => {
    expect(appDownloadUrl({}, 'https://dl.test/app')).toBe('https://dl.test/app');
    expect(appDownloadUrl({ utm_source: 'a b&c' }, 'https://dl.test/app?lang=en#top')).toBe(
      'https://dl.test/app?lang=en&utm_source=a%20b%26c#top',
    );
  });
});

describe('guideFacts', () => {
  const config = { invite_to_join: false, pay_to_join: false };
  const settings = { system_invite_code_required: false };

  it('needs a code when the group is invite-to-join or the system requires one', () => {
    const info = groupPublicFixture();
    expect(guideFacts(info, config, settings).inviteRequired).toBe(false);
    expect(guideFacts(info, { ...config, invite_to_join: true }, settings).inviteRequired).toBe(true);
    expect(guideFacts(info, config, { system_invite_code_required: true }).inviteRequired).toBe(true);
  });

  it('says whether joining is paid and whether public codes exist', () => {
    const info = groupPublicFixture({ provide_public_random_invitation_codes: true });
    expect(guideFacts(info, { ...config, pay_to_join: true }, settings)).toMatchObject({ payRequired: true, publicCodes: true });
    expect(guideFacts(groupPublicFixture(), config, settings)).toMatchObject({ payRequired: false, publicCodes: false });
  });

  it('lists only the rule pages the group has; the agreement only when enabled', () => {
    const info = groupPublicFixture({
      group_agreement_enabled: false,
      group_agreement_url: 'https://a.test/agreement',
      terms_of_use_url: 'https://a.test/terms',
      privacy_policies_url: '',
    });
    expect(guideFacts(info, config, settings).rules).toEqual([{ key: 'terms', url: 'https://a.test/terms' }]);
    const enabled = { ...info, group_agreement_enabled: true, privacy_policies_url: 'https://a.test/privacy' };
    expect(guideFacts(enabled, config, settings).rules.map((r) => r.key)).toEqual(['agreement', 'terms', 'privacy']);
  });
});
