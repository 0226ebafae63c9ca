import { randomInt, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { boolean, number, string, type } from 'superstruct';
import { accessTokenTtl, nowSeconds, type AppDeps, type AppEnv } from '../context';
import { sendData } from '../lib/envelope';
import { apiErrors } from '../lib/errors';
import { svgAvatar } from '../lib/avatar';
import { hashToken, randomToken } from '../lib/tokens';
import { framedSandboxPolicy } from '../lib/security';
import { isSameOriginUrl } from '../lib/urls';
import { findGroup, findGroupByClientId, setGroupMaintenance } from '../routes/group/group.repo';
import { NEW_USER_BALANCES, PERSONAS, isPersonaKey } from './personas';
import { authorizePage, legalPage, type LegalDoc } from './sandbox.pages';
import { textsFor } from './sandbox.texts';
import { insertOauthCode, insertWalletUser, userExists } from './sandbox.repo';

type SandboxContext = Context<AppEnv>;

/** Wallet authorisation codes live this long (seconds), like the real provider's. */
export const OAUTH_CODE_TTL = 5 * 60;

const MaintenanceState = type({ group: string(), maintenance: boolean() });
const TokenTtlState = type({ access_token_ttl: number() });
const ResetState = type({ reset: boolean() });

/** Same origin or relative only: an open redirect would hand the code to anyone. */
function checkReturnTo(c: SandboxContext, returnTo: string): void {
  if (!isSameOriginUrl(c, returnTo)) {
    throw apiErrors.validation('invalid return_to: must be relative or on this origin');
  }
}

function withQueryParam(pathAndQuery: string, key: string, value: string): string {
  const mark = pathAndQuery.indexOf('?');
  const path = mark === -1 ? pathAndQuery : pathAndQuery.slice(0, mark);
  const params = new URLSearchParams(mark === -1 ? '' : pathAndQuery.slice(mark + 1));
  params.set(key, value);
  return `${path}?${params.toString()}`;
}

/** A hash-routed app reads its query from the fragment, so the code goes there when there is one. */
export function appendCode(returnTo: string, code: string): string {
  const hash = returnTo.indexOf('#');
  if (hash === -1) return withQueryParam(returnTo, 'code', code);
  return `${returnTo.slice(0, hash + 1)}${withQueryParam(returnTo.slice(hash + 1), 'code', code)}`;
}

async function createNewUser(deps: AppDeps): Promise<string> {
  const nowIso = new Date(deps.clock()).toISOString();
  for (;;) {
    const identityNumber = String(randomInt(40_000_000, 50_000_000));
    const fullName = `New user ${identityNumber.slice(-4)}`;
    const user = {
      user_id: randomUUID(),
      identity_number: identityNumber,
      full_name: fullName,
      avatar_url: svgAvatar('NU', '#7F8C8D'),
    };
    if (await insertWalletUser(deps.sql, user, NEW_USER_BALANCES, nowIso)) return user.user_id;
  }
}

export type AuthorizeQuery = { client_id: string; scope?: string; return_to: string; persona?: string };

export const sandboxHandlers = {
  async authorize(c: SandboxContext, query: AuthorizeQuery) {
    const { deps } = c.var;
    const group = await findGroupByClientId(deps.sql, query.client_id);
    if (!group) throw apiErrors.validation('invalid client_id: no app has this client id');
    checkReturnTo(c, query.return_to);
    const scope = query.scope ?? '';

    if (query.persona === undefined) {
      const link = (persona: string) => {
        const params = new URLSearchParams({ client_id: query.client_id, scope, return_to: query.return_to, persona });
        return `${c.req.path}?${params.toString()}`;
      };
      return c.html(authorizePage(textsFor(c), { appName: group.app_name, scope, link }));
    }

    let userId: string;
    if (query.persona === 'new') {
      userId = await createNewUser(deps);
    } else if (isPersonaKey(query.persona) && (await userExists(deps.sql, PERSONAS[query.persona].user_id))) {
      userId = PERSONAS[query.persona].user_id;
    } else {
      throw apiErrors.validation(`invalid persona: expected one of ${Object.keys(PERSONAS).join(', ')}, new`);
    }

    const code = randomToken(24);
    const now = nowSeconds(deps.clock);
    await insertOauthCode(deps.sql, {
      hash: hashToken(code), userId, clientId: query.client_id, scope, expiresAt: now + OAUTH_CODE_TTL, now,
    });
    return c.redirect(appendCode(query.return_to, code), 302);
  },

  async legal(c: SandboxContext, doc: LegalDoc, groupId: string | undefined) {
    const group = groupId ? await findGroup(c.var.deps.sql, groupId) : undefined;
    // The app shows the agreement in a frame (§1); terms and privacy are links, and stay unframed.
    if (doc === 'agreement') c.header('Content-Security-Policy', framedSandboxPolicy(c.var.deps.env));
    return c.html(legalPage(textsFor(c), doc, group?.name));
  },

  async setMaintenance(c: SandboxContext, body: { group: string; on: boolean }) {
    if (!(await setGroupMaintenance(c.var.deps.sql, body.group, body.on))) throw apiErrors.notFound();
    return sendData(c, MaintenanceState, { group: body.group, maintenance: body.on });
  },

  /** Changes the lifetime of access tokens issued from now on; null restores ACCESS_TOKEN_TTL. */
  setTokenTtl(c: SandboxContext, seconds: number | null) {
    const { deps } = c.var;
    deps.runtime.accessTokenTtlOverride = seconds;
    return sendData(c, TokenTtlState, { access_token_ttl: accessTokenTtl(deps) });
  },

  async reset(c: SandboxContext) {
    const { deps } = c.var;
    await deps.reseed(deps.clock());
    deps.runtime.accessTokenTtlOverride = null;
    return sendData(c, ResetState, { reset: true });
  },
};
