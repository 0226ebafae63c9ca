import type { Context } from 'hono';
import { array, nullable, number, string, type } from 'superstruct';
import type { AppEnv } from '../context';
import { sendData } from '../lib/envelope';
import { apiErrors } from '../lib/errors';
import { findUser } from '../routes/account/account.repo';
import { findGroup } from '../routes/group/group.repo';
import type { NftOutcome } from '../routes/nft/nft.repo';
import { listSandboxNftOutcomes, upsertSandboxNftOutcome } from './sandbox.repo';
import { PERSONAS, PERSONA_KEYS, isPersonaKey } from './personas';
import { escape, page, type PageTexts } from './sandbox.pages';
import { textsFor } from './sandbox.texts';

type SandboxContext = Context<AppEnv>;

export const NFT_OUTCOMES: readonly NftOutcome[] = ['success', 'none', 'autherr'];

const NftOutcomeList = array(type({ user_id: string(), persona: nullable(string()), outcome: string(), delay_ms: nullable(number()) }));

export type NftControl = { group: string; user_id?: string; persona?: string; outcome: NftOutcome; delay_ms?: number | null };

/** Whose outcome a control sets: a user, a persona, or (neither) the group's default, stored as ''. */
async function targetUserId(c: SandboxContext, control: NftControl): Promise<string> {
  if (control.user_id !== undefined && control.persona !== undefined) {
    throw apiErrors.validation('invalid body: give user_id or persona, not both');
  }
  if (control.persona !== undefined) {
    if (!isPersonaKey(control.persona)) throw apiErrors.validation(`invalid persona: expected one of ${PERSONA_KEYS.join(', ')}`);
    return PERSONAS[control.persona].user_id;
  }
  if (control.user_id !== undefined) {
    if (!(await findUser(c.var.deps.sql, control.user_id))) throw apiErrors.validation('invalid user_id: no such user');
    return control.user_id;
  }
  return '';
}

async function outcomes(c: SandboxContext, groupId: string) {
  const personaOf = new Map(PERSONA_KEYS.map((key) => [PERSONAS[key].user_id, key]));
  return (await listSandboxNftOutcomes(c.var.deps.sql, groupId)).map((row) => ({
    ...row, persona: row.user_id === '' ? null : personaOf.get(row.user_id) ?? null,
  }));
}

function nftControlPage(texts: PageTexts, groupId: string, groupName: string, rows: Awaited<ReturnType<typeof outcomes>>): string {
  const { t } = texts;
  const who = (row: (typeof rows)[number]) => (row.user_id === '' ? t('nft.everyone_else') : row.persona ?? row.user_id);
  const table = rows.map((row) => `<tr><td>${escape(who(row))}</td><td>${escape(row.outcome)}</td>`
    + `<td>${row.delay_ms === null ? escape(t('nft.default_delay')) : `${row.delay_ms} ms`}</td></tr>`).join('');
  const personaOptions = [`<option value="">${escape(t('nft.everyone_else_option'))}</option>`,
    ...PERSONA_KEYS.map((key) => `<option value="${key}">${key}</option>`)].join('');
  const outcomeOptions = NFT_OUTCOMES.map((o) => `<option value="${o}">${o}</option>`).join('');
  return page(texts, t('nft.title'), `<span class="badge">${escape(t('nft.badge'))}</span><h1>${escape(t('nft.heading', { group: groupName }))}</h1>
<p>${escape(t('nft.intro'))}</p>
<table><thead><tr><th>${escape(t('nft.who'))}</th><th>${escape(t('nft.outcome'))}</th><th>${escape(t('nft.delay'))}</th></tr></thead><tbody>${table}</tbody></table>
<form method="post" class="card"><input type="hidden" name="group" value="${escape(groupId)}">
<label for="nft-persona">${escape(t('nft.who'))}</label><select id="nft-persona" name="persona">${personaOptions}</select>
<label for="nft-outcome">${escape(t('nft.outcome'))}</label><select id="nft-outcome" name="outcome">${outcomeOptions}</select>
<label for="nft-delay">${escape(t('nft.delay_label'))}</label><input id="nft-delay" name="delay_ms" inputmode="numeric">
<div class="actions"><button class="primary" type="submit">${escape(t('nft.save'))}</button></div></form>`);
}

export const nftSandboxHandlers = {
  async control(c: SandboxContext, control: NftControl) {
    const { sql } = c.var.deps;
    if (!(await findGroup(sql, control.group))) throw apiErrors.notFound();
    await upsertSandboxNftOutcome(sql, control.group, await targetUserId(c, control), control.outcome, control.delay_ms ?? null);
    return sendData(c, NftOutcomeList, await outcomes(c, control.group));
  },

  async page(c: SandboxContext, groupId: string) {
    const group = await findGroup(c.var.deps.sql, groupId);
    if (!group) throw apiErrors.notFound();
    return c.html(nftControlPage(textsFor(c), group.group_id, group.name, await outcomes(c, group.group_id)));
  },

  /** The control page's form: same as the JSON control, then back to the page. */
  async submitForm(c: SandboxContext, control: NftControl) {
    const { sql } = c.var.deps;
    if (!(await findGroup(sql, control.group))) throw apiErrors.notFound();
    await upsertSandboxNftOutcome(sql, control.group, await targetUserId(c, control), control.outcome, control.delay_ms ?? null);
    return c.redirect(`/sandbox/nft?group=${encodeURIComponent(control.group)}`, 303);
  },
};
