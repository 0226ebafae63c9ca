import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { create, size, string, type } from 'superstruct';
import { nowIso, type AppDeps, type AppEnv } from '../context';
import { partyRequest, reportToServer } from './party';
import { KYC_REJECT_REASONS, kycExpiredPage, kycPage, kycSubmittedPage, type KycRejectReason } from './identity.pages';
import {
  decideSandboxKycSession, findOpenSandboxKycSession, insertSandboxKycSession, sandboxKycUnderReview,
} from './sandbox.repo';
import { textsFor } from './sandbox.texts';

// The KYC vendor as the sandbox stands in for it: the reference implementation of our own signed
// protocol for KYC (providers/kyc/kyc.adapter.ts). POST /sandbox/kyc-api/sessions registers a
// session (signature checked) and answers the vendor's page for it; on that page a reviewer approves
// or rejects, and the stand-in posts its signed event to the server's /api/kyc/notifications, with
// the result shown KYC_REVIEW_DELAY_MS later (review_at). A session lives 30 minutes, for one decision.

const SESSION_MS = 30 * 60_000;
const Text = (max: number) => size(string(), 1, max);
const SessionRequest = type({
  reference: Text(200), return_url: Text(2000), subject: type({ ref: Text(200), name: size(string(), 0, 100) }), requester: Text(200),
});

type StandInContext = Context<AppEnv>;

export const kycApiStandIn = new Hono<AppEnv>()
  .post('/sessions', async (c) => {
    const { deps } = c.var;
    const checked = await partyRequest(c, 'kyc');
    if (!checked.ok) return checked.refusal;
    let request;
    try {
      request = create(checked.value, SessionRequest);
    } catch {
      return c.json({ message: 'expected {reference, return_url, subject: {ref, name}, requester}' }, 400);
    }
    await insertSandboxKycSession(deps.sql, {
      reference: request.reference, subject_ref: request.subject.ref, subject_name: request.subject.name, requester: request.requester,
      return_url: request.return_url, created_at: nowIso(deps.clock),
    });
    const origin = new URL(c.req.url).origin;
    return c.json({ url: `${origin}/sandbox/kyc?session=${encodeURIComponent(request.reference)}` });
  });

const openSession = (deps: AppDeps, reference: string) =>
  findOpenSandboxKycSession(deps.sql, reference, new Date(deps.clock() - SESSION_MS).toISOString());

/** Posts the reviewer's decision to the server as the vendor does: signed, over HTTP. Whether the server took it. */
async function report(deps: AppDeps, event: object): Promise<boolean> {
  if (!deps.runtime.selfOrigin) return false;
  return (await reportToServer(deps, 'kyc', '/api/kyc/notifications', event)).status === 200;
}

export const kycPages = {
  /** GET /sandbox/kyc?session=: the vendor's page for one session (404 once decided or expired). */
  async page(c: StandInContext, reference: string) {
    const { deps } = c.var;
    const session = await openSession(deps, reference);
    if (!session) return c.html(kycExpiredPage(textsFor(c)), 404);
    const status = (await sandboxKycUnderReview(deps.sql, session.subject_ref, nowIso(deps.clock))) ? 'processing' : 'unknown';
    return c.html(kycPage(textsFor(c), { session: reference, groupName: session.requester, fullName: session.subject_name, status }));
  },

  /** POST /sandbox/kyc: the reviewer's decision, reported to the server; shown after KYC_REVIEW_DELAY_MS. */
  async decide(c: StandInContext, form: { session: string; decision: 'approve' | 'reject'; name?: string; error_code?: string; error_message?: string }) {
    const { deps } = c.var;
    const session = await openSession(deps, form.session);
    if (!session || (await sandboxKycUnderReview(deps.sql, session.subject_ref, nowIso(deps.clock)))) return c.html(kycExpiredPage(textsFor(c)), 404);
    const approved = form.decision === 'approve';
    const code = (form.error_code && form.error_code in KYC_REJECT_REASONS ? form.error_code : 'INFO_MISMATCH') as KycRejectReason;
    const reviewAt = new Date(deps.clock() + deps.env.kycReviewDelayMs).toISOString();
    const taken = await report(deps, {
      event_id: randomUUID(), reference: session.reference, outcome: approved ? 'approved' : 'rejected',
      name: approved ? (form.name?.trim() || session.subject_name) : '',
      error_code: approved ? null : code, error_message: approved ? null : (form.error_message?.trim() || KYC_REJECT_REASONS[code]),
      review_at: reviewAt,
    });
    if (!taken) return c.html(kycExpiredPage(textsFor(c)), 404);
    await decideSandboxKycSession(deps.sql, session.reference, approved ? 'approved' : 'rejected', reviewAt);
    return c.html(kycSubmittedPage(textsFor(c), session.return_url, Math.ceil(deps.env.kycReviewDelayMs / 1000)));
  },
};
