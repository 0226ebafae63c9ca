import { StructError } from 'superstruct';
import type { Db } from '../db/connection';
import { sqliteSql, type Sql } from '../db/sql';
import type { ServerEnv } from '../env';
import { svgAvatar } from '../lib/avatar';
import { ApiError } from '../lib/errors';
import { resealAllCredentials, saveCredentials, UUID_PATTERN } from '../providers/credentials';
import type { CredentialParty } from '../providers/credentials.repo';
import { findGroup } from '../routes/group/group.repo';
import { listAssetsForOperator, upsertAsset } from '../routes/asset/asset.repo';
import { listUnappliedWalletReceipts } from '../routes/payment/wallet-receipts.repo';
import { listUnsettledWalletTransfers } from '../routes/payment/wallet-transfers.repo';
import { addWalletAsset, type FetchAsset } from '../routes/asset/asset.prices';
import {
  clashingGroupFields, findUserIdByIdentityNumber, insertGroup, listGroupsForOperator, makeOwner,
} from './operator.repo';

// The operator's command line (issue 23 point 6): open a group, name its owner, set its credentials
// at the outside parties, rotate the key that seals them. `npm run group -- <command>` (group.cli.ts);
// each command answers the lines to print, or throws an OperatorError whose message is the one line.

export class OperatorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorError';
  }
}

/**
 * What a command reads besides its arguments: stdin (credentials), the clock, OLD_SECRETS_KEY, and
 * the wallet's network records of assets (at MIXIN_API_BASE).
 */
export type OperatorIo = { readStdin: () => Promise<string>; now: () => number; oldSecretsKey?: string; fetchAsset?: FetchAsset };

export const USAGE = [
  'Usage: npm run group -- <command>',
  '  list                                  the groups, their owners and which parties are set (never a secret)',
  '  create <group> --name <name> --client-id <wallet bot app id> --identity-number <wallet bot number> [--language en|zh|ja]',
  '  owner <group> <identity number>       a person who signed in here once becomes the owner (the one before, an admin)',
  '  credentials <group> <party>           the party\'s credentials as JSON on stdin, sealed with SECRETS_KEY (party: mixin, wechat, wechatpay, alipay)',
  '  rotate-key                            every credential sealed again: from OLD_SECRETS_KEY to SECRETS_KEY',
  '  held <group>                          wallet transfers to the group\'s bot that paid for nothing: to give back to their payers',
  '  transfers <group>                     the bot\'s transfers out not confirmed yet (withdrawals, lucky-coin shares and refunds): why each waits',
  '  assets                                the asset catalogue: prices in CNY and where they come from',
  '  assets fiat <id> <symbol> <name> <price in CNY> [--precision n]   a fiat rate or the rc coin, set by hand (usd first)',
  '  assets add <asset id>                 a crypto asset from the wallet, priced from its USD price and the usd rate, kept up to date',
];

const PARTIES: CredentialParty[] = ['mixin', 'wechat', 'wechatpay', 'alipay'];
const LANGUAGES = ['en', 'zh', 'ja'];
const GROUP_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const HEX_KEY = /^[0-9a-fA-F]{64}$/;

/** `--name value` pairs and the words between them; a flag without its value, or one not expected, is refused. */
function parseArguments(words: string[], flags: string[]): { positional: string[]; options: Record<string, string> } {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (!word.startsWith('--')) {
      positional.push(word);
      continue;
    }
    const name = word.slice(2);
    if (!flags.includes(name)) throw new OperatorError(`unknown option --${name}: expected ${flags.map((f) => `--${f}`).join(', ') || 'none'}`);
    const value = words[i + 1];
    if (value === undefined || value.startsWith('--')) throw new OperatorError(`--${name} needs a value`);
    options[name] = value;
    i += 1;
  }
  return { positional, options };
}

async function requireGroup(sql: Sql, groupId: string | undefined) {
  if (!groupId) throw new OperatorError('name the group: its id, as in /#/<group>');
  const group = await findGroup(sql, groupId);
  if (!group) throw new OperatorError(`no group ${groupId}: npm run group -- list`);
  return group;
}

async function list(sql: Sql): Promise<string[]> {
  const groups = await listGroupsForOperator(sql);
  if (groups.length === 0) return ['No groups yet: npm run group -- create <group> --name ... (npm run group for all commands)'];
  return groups.map((g) => `${g.group_id}\t${g.name}\tclient ${g.client_id}\towner ${g.owner ?? 'none yet'}\tparties ${g.parties ?? 'none'}`);
}

async function create(sql: Sql, words: string[], io: OperatorIo): Promise<string[]> {
  const { positional, options } = parseArguments(words, ['name', 'client-id', 'identity-number', 'language']);
  const [groupId, extra] = positional;
  if (!groupId || extra !== undefined) throw new OperatorError('create takes one group id: create <group> --name ... --client-id ... --identity-number ...');
  if (!GROUP_ID.test(groupId)) throw new OperatorError(`invalid group id ${JSON.stringify(groupId)}: 1–40 of a–z, 0–9 and -, not starting with -`);
  const name = (options.name ?? '').trim();
  if (name.length < 1 || name.length > 64) throw new OperatorError('--name is required: 1–64 characters');
  const clientId = (options['client-id'] ?? '').toLowerCase();
  if (!UUID_PATTERN.test(clientId)) throw new OperatorError('--client-id is required: the wallet bot\'s app id, a UUID');
  const identityNumber = options['identity-number'] ?? '';
  if (!/^\d{1,20}$/.test(identityNumber)) throw new OperatorError('--identity-number is required: the wallet bot\'s identity number, digits');
  const language = options.language ?? 'en';
  if (!LANGUAGES.includes(language)) throw new OperatorError(`--language must be one of ${LANGUAGES.join(', ')}`);
  const row = { group_id: groupId, client_id: clientId, identity_number: identityNumber };
  const clashes = await clashingGroupFields(sql, row);
  if (clashes.length > 0) throw new OperatorError(`another group has this ${clashes.join(' and ')}: nothing was created`);
  await insertGroup(sql, {
    ...row, name, language, avatar_url: svgAvatar(name, '#2F80ED'), app_name: `${name} Bot`,
    created_at: new Date(io.now()).toISOString(),
  });
  return [
    `Created group ${groupId} (${name}).`,
    `Next: npm run group -- credentials ${groupId} mixin < bot.json   ({"client_secret", "session_id", "session_private_key", "spend_private_key"} of the wallet bot ${clientId})`,
    `then the owner signs in at /#/${groupId}, and: npm run group -- owner ${groupId} <their identity number>`,
  ];
}

async function owner(sql: Sql, words: string[], io: OperatorIo): Promise<string[]> {
  const { positional } = parseArguments(words, []);
  const group = await requireGroup(sql, positional[0]);
  const identityNumber = positional[1] ?? '';
  if (!/^\d{1,20}$/.test(identityNumber)) throw new OperatorError('owner takes the person\'s wallet identity number: owner <group> <number>');
  const userId = await findUserIdByIdentityNumber(sql, identityNumber);
  if (!userId) throw new OperatorError(`nobody with identity number ${identityNumber} has signed in here yet: they sign in at /#/${group.group_id} first`);
  await makeOwner(sql, group.group_id, userId, new Date(io.now()).toISOString());
  return [`${identityNumber} now owns ${group.group_id}.`];
}

async function credentials(sql: Sql, env: Pick<ServerEnv, 'secretsKey'>, words: string[], io: OperatorIo): Promise<string[]> {
  const { positional } = parseArguments(words, []);
  const group = await requireGroup(sql, positional[0]);
  const party = positional[1] as CredentialParty;
  if (!PARTIES.includes(party)) throw new OperatorError(`name the party: one of ${PARTIES.join(', ')}`);
  if (!env.secretsKey) throw new OperatorError('SECRETS_KEY is not set: credentials are sealed with it (openssl rand -hex 32)');
  let value: unknown;
  try {
    value = JSON.parse(await io.readStdin());
  } catch {
    throw new OperatorError(`the ${party} credentials must come as JSON on stdin, e.g. {"client_secret": "..."}`);
  }
  try {
    await saveCredentials(sql, env, group.group_id, party, value as never, new Date(io.now()).toISOString());
  } catch (error) {
    if (error instanceof StructError) {
      throw new OperatorError(`invalid ${party} credentials: ${error.path.join('.') || 'the value'} ${error.refinement ?? error.type}, got ${error.value === undefined ? 'nothing' : typeof error.value}`);
    }
    throw error;
  }
  return [`Set the ${party} credentials of ${group.group_id}, sealed with SECRETS_KEY.`];
}

/** How many held transfers `held` lists, the newest first. */
const HELD_LIST = 100;

async function held(sql: Sql, words: string[]): Promise<string[]> {
  const { positional } = parseArguments(words, []);
  const group = await requireGroup(sql, positional[0]);
  const rows = await listUnappliedWalletReceipts(sql, group.group_id, HELD_LIST);
  if (rows.length === 0) return [`The bot of ${group.group_id} holds no transfer that paid for nothing.`];
  return rows.map((r) => [r.created_at, r.snapshot_id, `from ${r.opponent_id}`, `${r.amount} of ${r.asset_id}`,
    `trace ${r.trace_id ?? 'none'}`, `${r.outcome}: ${r.reason ?? ''}`].join('\t'));
}

/**
 * The group bot's transfers out that the wallet has not confirmed: pending ones with how often they
 * were tried and the last error (a bot holding too little says so: top it up), and refused ones.
 */
async function transfers(sql: Sql, words: string[]): Promise<string[]> {
  const { positional } = parseArguments(words, []);
  const group = await requireGroup(sql, positional[0]);
  const rows = await listUnsettledWalletTransfers(sql, group.group_id, HELD_LIST);
  if (rows.length === 0) return [`Every transfer out of the bot of ${group.group_id} is confirmed.`];
  return rows.map((r) => [r.created_at, r.transfer_id, r.kind, r.reference, `to ${r.recipient_id}`, `${r.amount} of ${r.asset_id}`,
    r.state, `${r.attempts} tries`, r.last_error ?? ''].join('\t'));
}

async function assets(sql: Sql, words: string[], io: OperatorIo): Promise<string[]> {
  const { positional, options } = parseArguments(words, ['precision']);
  const [action, ...rest] = positional;
  const now = new Date(io.now()).toISOString();
  if (action === undefined) {
    const rows = await listAssetsForOperator(sql);
    if (rows.length === 0) return ['No assets yet: npm run group -- assets fiat usd USD "US Dollar" <CNY per USD>, then assets add <asset id>'];
    return rows.map((a) => `${a.asset_id}\t${a.symbol}\t${a.kind}\t${a.price_cny} CNY\t${a.price_source === 'wallet' ? `from the wallet, ${a.price_updated_at}` : 'set by hand'}`);
  }
  if (action === 'fiat') {
    const [id, symbol, name, price] = rest;
    if (!id || !/^[a-z][a-z0-9-]{0,19}$/.test(id)) throw new OperatorError('assets fiat takes an id of a–z, 0–9 and - (usd, cny, jpy, rc): assets fiat <id> <symbol> <name> <price in CNY>');
    if (!symbol || !/^[A-Z0-9]{1,10}$/.test(symbol)) throw new OperatorError('the symbol is 1–10 capital letters or digits (USD)');
    if (!name || name.trim().length > 64) throw new OperatorError('the name is 1–64 characters');
    if (!price || !/^\d{1,12}(\.\d{1,8})?$/.test(price) || Number(price) <= 0) throw new OperatorError('the price is a positive decimal, in CNY (7.2 for the dollar)');
    const precision = options.precision === undefined ? 2 : Number(options.precision);
    if (!Number.isInteger(precision) || precision < 0 || precision > 8) throw new OperatorError('--precision is 0–8 decimals');
    await upsertAsset(sql, {
      asset_id: id, symbol, name: name.trim(), icon_url: svgAvatar(symbol, '#5B6B7F'), price_cny: price, precision, kind: 'fiat',
      price_source: null, now,
    });
    return [`${symbol} (${id}) is ${price} CNY, set by hand.`];
  }
  if (action === 'add') {
    const [assetId] = rest;
    if (!assetId || !UUID_PATTERN.test(assetId)) throw new OperatorError('assets add takes the wallet\'s asset id, a UUID');
    if (!io.fetchAsset) throw new OperatorError('the wallet cannot be asked from here');
    try {
      const added = await addWalletAsset(sql, io.fetchAsset, assetId.toLowerCase(), now);
      return [`${added.symbol} (${added.name}) is ${added.price_cny} CNY from the wallet's ${added.price_usd} USD; the server keeps it up to date.`];
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new OperatorError((error as Error).message);
    }
  }
  throw new OperatorError(`unknown assets command ${action}: assets, assets fiat ..., assets add <asset id>`);
}

async function rotateKey(sql: Sql, env: Pick<ServerEnv, 'secretsKey'>, io: OperatorIo): Promise<string[]> {
  if (!io.oldSecretsKey || !HEX_KEY.test(io.oldSecretsKey)) throw new OperatorError('OLD_SECRETS_KEY must be the key they are sealed with now: 64 hex digits');
  if (!env.secretsKey) throw new OperatorError('SECRETS_KEY must be the new key: 64 hex digits (openssl rand -hex 32)');
  if (io.oldSecretsKey.toLowerCase() === env.secretsKey) throw new OperatorError('OLD_SECRETS_KEY and SECRETS_KEY are the same key');
  try {
    const count = await resealAllCredentials(sql, Buffer.from(io.oldSecretsKey, 'hex'), Buffer.from(env.secretsKey, 'hex'), new Date(io.now()).toISOString());
    return [`Sealed ${count} credential${count === 1 ? '' : 's'} again with the new SECRETS_KEY. Start the server with it now.`];
  } catch (error) {
    throw new OperatorError((error as Error).message);
  }
}

/**
 * Runs one command; the lines to print, or an OperatorError. The groups, owners and credentials go through
 * the async layer (`sql`, by default one over `db`: issue 27), as do the assets; the wallet's receipts and
 * transfers, whose repos have not moved, through `db`.
 */
export async function runGroupCommand(
  db: Db, env: Pick<ServerEnv, 'secretsKey'>, argv: string[], io: OperatorIo, sql: Sql = sqliteSql(db),
): Promise<string[]> {
  const [command, ...words] = argv;
  try {
    switch (command) {
      case 'list': return await list(sql);
      case 'create': return await create(sql, words, io);
      case 'owner': return await owner(sql, words, io);
      case 'credentials': return await credentials(sql, env, words, io);
      case 'rotate-key': return await rotateKey(sql, env, io);
      case 'assets': return await assets(sql, words, io);
      case 'held': return await held(sql, words);
      case 'transfers': return await transfers(sql, words);
      case undefined: case 'help': case '--help': return USAGE;
      default: throw new OperatorError(`unknown command ${command}\n${USAGE.join('\n')}`);
    }
  } catch (error) {
    if (error instanceof ApiError) throw new OperatorError(error.message);
    throw error;
  }
}
