import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { partyHeaders, partyRequestRefusal, sandboxPartySecret } from '../providers/signed-party';

// The stand-ins' side of our own signed protocol (providers/signed-party.ts): a request from the
// server checked as the party checks it, and a report posted to the server as the party posts it.

type Checked = { ok: true; value: Record<string, unknown> } | { ok: false; refusal: Response };

/** A request from the server to `party`'s stand-in: its JSON body ({} when not an object) when signed with the party's key, else the 401. */
export async function partyRequest(c: Context<AppEnv>, party: string): Promise<Checked> {
  const { deps } = c.var;
  const body = await c.req.text();
  const refusal = partyRequestRefusal(sandboxPartySecret(deps, party), (name) => c.req.header(name), body, deps.clock());
  if (refusal) return { ok: false, refusal: c.json({ message: refusal }, 401) };
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    value = null;
  }
  return { ok: true, value: (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown> };
}

/** `party`'s event posted, signed, to the server's `path` (its reports reach it over HTTP, at runtime.selfOrigin). */
export async function reportToServer(deps: AppDeps, party: string, path: string, event: object): Promise<Response> {
  const body = JSON.stringify(event);
  return fetch(`${deps.runtime.selfOrigin}${path}`, {
    method: 'POST', headers: partyHeaders(sandboxPartySecret(deps, party), body, deps.clock()), body,
  });
}
