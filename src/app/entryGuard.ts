import { isActiveMember, isBanned, type Me } from '../features/account';
import type { GroupSettings } from '../features/group';

/** What the entry guard shows instead of (or as) a group's content (§1, "Entry guard"). */
export type EntryOutcome = 'login' | 'entry_disabled' | 'quiz' | 'kyc' | 'join' | 'banned' | 'content';

export interface EntryInput {
  loggedIn: boolean;
  isMember: boolean;
  /** The group refuses entry to non-members. */
  entryDisabled: boolean;
  quizRequired: boolean;
  quizPassed: boolean;
  kycRequired: boolean;
  kycApproved: boolean;
  banned: boolean;
}

/**
 * The seven ordered checks of §1. Checks 2–4 (entry disabled, quiz, KYC) are
 * entry checks: they stand between a non-member and joining, so a member is
 * never sent back through them. A banned member gets the banned notice
 * (check 6); a banned non-member meets the entry checks and the join screen
 * first, in the spec's order, and the server refuses their requests there
 * (100403 → the forbidden page).
 */
export function entryOutcome(input: EntryInput): EntryOutcome {
  if (!input.loggedIn) return 'login';
  if (!input.isMember) {
    if (input.entryDisabled) return 'entry_disabled';
    if (input.quizRequired && !input.quizPassed) return 'quiz';
    if (input.kycRequired && !input.kycApproved) return 'kyc';
    return 'join';
  }
  if (input.banned) return 'banned';
  return 'content';
}

/**
 * The guard's input from what the app loads: the group's settings and the
 * person's account (`/users/me` carries `quiz_passed` and `kyc_status`).
 * A server that does not send `quiz_passed` or `kyc_status` leaves the gate
 * closed; the quiz and KYC screens then find out themselves.
 */
export function entryInputFrom(
  settings: Pick<GroupSettings, 'group_entry_disabled' | 'group_entry_quiz_id' | 'group_entry_kyc_enabled'>,
  me: Me | null,
  nowMs: number = Date.now(),
): EntryInput {
  // A blocked member (§4 state, set by an admin) has joined and is shut out: the banned notice (check 6).
  const blocked = !!me && me.state === 'blocked';
  return {
    loggedIn: me !== null,
    isMember: me ? isActiveMember(me, nowMs) || blocked : false,
    entryDisabled: settings.group_entry_disabled,
    quizRequired: !!settings.group_entry_quiz_id,
    quizPassed: !!me && me.quiz_passed === true,
    kycRequired: settings.group_entry_kyc_enabled,
    kycApproved: !!me && me.kyc_status === 'approved',
    banned: me ? isBanned(me) || blocked : false,
  };
}
