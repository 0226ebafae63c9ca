import type { HomeSection } from '../../../contract/group';
import { resolveHomeSections } from '../../../contract/homeSections';
import {
  INVITATION_BONUS_RATE, INVITATION_BONUS_RATE_MAX, INVITATION_BONUS_RATE_PLACES,
} from '../../../contract/invitation';
import { compare, normalize } from '../../../contract/money';
import type { Sql } from '../../db/sql';
import { apiErrors } from '../../lib/errors';
import { listShortcuts } from '../favorite-app/favorite-app.repo';
import type { GroupSettingsPatch, GroupSettingsRow } from './group.repo';

// The rules of the payment, invitation and home settings an admin writes with PUT /settings/full
// (issue 14), beyond the shapes group.routes checks, and how they read back.

/**
 * The inviter's share of a join payment: a decimal from 0 to 0.5 with at most 4 places, kept
 * as written without trailing zeros ('0.10' → '0.1').
 */
export function normalizeBonusRate(raw: string): string {
  const rate = normalize(raw);
  const places = rate.includes('.') ? rate.length - rate.indexOf('.') - 1 : 0;
  if (places > INVITATION_BONUS_RATE_PLACES || compare(rate, INVITATION_BONUS_RATE_MAX) > 0) {
    throw apiErrors.validation(
      `invalid invitation_bonus_rate: must be 0 to ${INVITATION_BONUS_RATE_MAX} with at most ${INVITATION_BONUS_RATE_PLACES} decimal places`,
    );
  }
  return rate;
}

/** A group's bonus rate as stored (the default for a row that somehow has none). */
export const bonusRateOf = (row: Pick<GroupSettingsRow, 'invitation_bonus_rate'> | undefined) =>
  row ? row.invitation_bonus_rate : INVITATION_BONUS_RATE;

function checkHomeSections(sections: readonly HomeSection[]) {
  const keys = sections.map((s) => s.key);
  const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
  if (repeated) throw apiErrors.validation(`invalid home_sections: ${repeated} is listed twice`);
  return resolveHomeSections(sections);
}

/** Shortcuts name favourite bots of this group, each once; read inside the transaction that saves them. */
async function checkHomeShortcuts(sql: Sql, groupId: string, appIds: readonly string[]): Promise<string[]> {
  const favourites = new Set((await listShortcuts(sql, groupId)).map((app) => app.app_id));
  appIds.forEach((appId, index) => {
    if (!favourites.has(appId)) throw apiErrors.validation(`invalid home_shortcuts.${index}: ${appId} is not a favourite bot of this group`);
    if (appIds.indexOf(appId) !== index) throw apiErrors.validation(`invalid home_shortcuts.${index}: ${appId} is listed twice`);
  });
  return appIds.slice();
}

/**
 * The payment, invitation and home fields of a settings patch, checked and normalised; the rest as
 * sent. The USD minimums are kept in normal form ('2.50' → '2.5': issue 22 point 8). Runs in PUT
 * /settings/full's transaction (group.handlers), which reads the shortcuts it checks.
 */
export async function checkAdminSettings(sql: Sql, groupId: string, patch: GroupSettingsPatch): Promise<GroupSettingsPatch> {
  return {
    ...patch,
    ...(patch.tip_min_usd !== undefined && { tip_min_usd: normalize(patch.tip_min_usd) }),
    ...(patch.luckycoin_min_usd !== undefined && { luckycoin_min_usd: normalize(patch.luckycoin_min_usd) }),
    ...(patch.invitation_bonus_rate !== undefined && { invitation_bonus_rate: normalizeBonusRate(patch.invitation_bonus_rate) }),
    ...(patch.home_sections !== undefined && { home_sections: checkHomeSections(patch.home_sections) }),
    ...(patch.home_shortcuts && { home_shortcuts: await checkHomeShortcuts(sql, groupId, patch.home_shortcuts) }),
  };
}

/** The stored home settings as GET /settings/full answers them. */
export function homeSettingsOf(row: Pick<GroupSettingsRow, 'home_sections' | 'home_shortcuts'>) {
  return {
    home_sections: resolveHomeSections(row.home_sections === null ? null : JSON.parse(row.home_sections) as HomeSection[]),
    home_shortcuts: row.home_shortcuts === null ? null : JSON.parse(row.home_shortcuts) as string[],
  };
}
