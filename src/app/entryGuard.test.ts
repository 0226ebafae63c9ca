import { describe, expect, it } from 'vitest';
import { meFixture } from '../../test/fixtures/account';
import { groupSettingsFixture } from '../../test/fixtures/group';
import { entryInputFrom, entryOutcome, type EntryInput, type EntryOutcome } from './entryGuard';

// A logged-in non-member of an open group with no gates: the join screen.
const BASE: EntryInput = {
  loggedIn: true,
  isMember: false,
  entryDisabled: false,
  quizRequired: false,
  quizPassed: false,
  kycRequired: false,
  kycApproved: false,
  banned: false,
};

const ALL_GATES = { entryDisabled: true, quizRequired: true, kycRequired: true, banned: true };

const table: [string, Partial<EntryInput>, EntryOutcome][] = [
  // 1. Not logged in: login, whatever else holds.
  ['guest', { loggedIn: false }, 'login'],
  ['guest of a gated group', { loggedIn: false, ...ALL_GATES }, 'login'],
  ['guest who would be a banned member', { loggedIn: false, isMember: true, banned: true }, 'login'],
  // 2. Entry disabled for non-members, before quiz and KYC.
  ['non-member, entry disabled, every gate closed', { ...ALL_GATES }, 'entry_disabled'],
  ['non-member, entry disabled, gates passed', { entryDisabled: true, quizRequired: true, quizPassed: true, kycRequired: true, kycApproved: true }, 'entry_disabled'],
  // 3. Quiz before KYC.
  ['quiz and KYC both pending', { quizRequired: true, kycRequired: true }, 'quiz'],
  ['quiz pending, KYC approved', { quizRequired: true, kycRequired: true, kycApproved: true }, 'quiz'],
  ['quiz pending, no KYC', { quizRequired: true }, 'quiz'],
  // 4. KYC after the quiz.
  ['quiz passed, KYC pending', { quizRequired: true, quizPassed: true, kycRequired: true }, 'kyc'],
  ['no quiz, KYC pending', { kycRequired: true }, 'kyc'],
  // 5. Logged in, not joined.
  ['no gates', {}, 'join'],
  ['quiz passed, KYC approved', { quizRequired: true, quizPassed: true, kycRequired: true, kycApproved: true }, 'join'],
  ['KYC approved though not required', { kycApproved: true }, 'join'],
  ['a passed quiz the group no longer asks for', { quizPassed: true }, 'join'],
  ['banned non-member: check 5 comes before check 6', { banned: true }, 'join'],
  ['banned non-member of a quiz group', { banned: true, quizRequired: true }, 'quiz'],
  // 6. Banned member.
  ['banned member', { isMember: true, banned: true }, 'banned'],
  ['banned member of a gated group', { isMember: true, ...ALL_GATES }, 'banned'],
  // 7. Content. The entry checks are for non-members only.
  ['member', { isMember: true }, 'content'],
  ['member of a group whose entry is now disabled', { isMember: true, entryDisabled: true }, 'content'],
  ['member who never took the quiz or KYC', { isMember: true, quizRequired: true, kycRequired: true }, 'content'],
];

describe('entryOutcome', () => {
  it.each(table)('%s → %s', (_name, patch, expected) => {
    expect(entryOutcome({ ...BASE, ...patch })).toBe(expected);
  });

  // Every one of the 256 inputs, against properties of the order rather than a copy of it.
  const KEYS = Object.keys(BASE) as (keyof EntryInput)[];
  const everyInput: EntryInput[] = [];
  for (let bits = 0; bits < 1 << KEYS.length; bits++) {
    const input = { ...BASE };
    KEYS.forEach((key, i) => (input[key] = (bits & (1 << i)) !== 0));
    everyInput.push(input);
  }
  const ORDER: EntryOutcome[] = ['login', 'entry_disabled', 'quiz', 'kyc', 'join', 'banned', 'content'];
  /** What clears the check an outcome stands for. */
  const fixes: Partial<Record<EntryOutcome, Partial<EntryInput>>> = {
    login: { loggedIn: true },
    entry_disabled: { entryDisabled: false },
    quiz: { quizPassed: true },
    kyc: { kycApproved: true },
    join: { isMember: true },
    banned: { banned: false },
  };

  it('shows content only to a logged-in member who is not banned', () => {
    for (const input of everyInput) {
      expect(entryOutcome(input) === 'content').toBe(input.loggedIn && input.isMember && !input.banned);
    }
  });

  it('moves forward in the §1 order once the reported check is cleared, never back', () => {
    for (const input of everyInput) {
      const outcome = entryOutcome(input);
      if (outcome === 'content') continue;
      const next = entryOutcome({ ...input, ...fixes[outcome] });
      expect(ORDER.indexOf(next), `${outcome} → ${next} for ${JSON.stringify(input)}`).toBeGreaterThan(ORDER.indexOf(outcome));
    }
  });

  it('never sends a member through the entry checks or the join screen', () => {
    for (const input of everyInput.filter((i) => i.loggedIn && i.isMember)) {
      expect(['banned', 'content']).toContain(entryOutcome(input));
    }
  });
});

describe('entryInputFrom', () => {
  const NOW = Date.parse('2025-06-01T00:00:00Z');

  it('reads a guest as logged out', () => {
    expect(entryInputFrom(groupSettingsFixture(), null, NOW)).toMatchObject({ loggedIn: false, isMember: false, banned: false });
  });

  it('reads the gates from the settings and their state from the account', () => {
    const settings = groupSettingsFixture({ group_entry_quiz_id: 'q1', group_entry_kyc_enabled: true, group_entry_disabled: true });
    const me = meFixture({ state: 'pending', quiz_passed: true, kyc_status: 'processing', policies: [{ policy_type: 'USER_BAN' }] });
    expect(entryInputFrom(settings, me, NOW)).toEqual({
      loggedIn: true,
      isMember: false,
      entryDisabled: true,
      quizRequired: true,
      quizPassed: true,
      kycRequired: true,
      kycApproved: false,
      banned: true,
    });
    expect(entryInputFrom(settings, { ...me, kyc_status: 'approved' }, NOW).kycApproved).toBe(true);
  });

  it('shows a blocked member the banned notice, not the join screen, even past expiry (issue 14)', () => {
    for (const expired_at of [null, '2025-05-31T00:00:00Z']) {
      const me = meFixture({ state: 'blocked', expired_at });
      expect(entryInputFrom(groupSettingsFixture(), me, NOW)).toMatchObject({ isMember: true, banned: true });
      expect(entryOutcome(entryInputFrom(groupSettingsFixture(), me, NOW))).toBe('banned');
    }
  });

  it('counts an expired paid member as not joined', () => {
    const me = meFixture({ state: 'paid', expired_at: '2025-05-31T00:00:00Z' });
    expect(entryOutcome(entryInputFrom(groupSettingsFixture(), me, NOW))).toBe('join');
  });

  it('keeps the quiz and KYC gates closed when the server does not say', () => {
    const settings = groupSettingsFixture({ group_entry_quiz_id: 'q1', group_entry_kyc_enabled: true });
    const me = meFixture({ state: 'pending', quiz_passed: undefined, kyc_status: undefined });
    expect(entryOutcome(entryInputFrom(settings, me, NOW))).toBe('quiz');
    expect(entryOutcome(entryInputFrom(settings, { ...me, quiz_passed: true }, NOW))).toBe('kyc');
  });
});
