// Links to attachments (issue 9, point 1). <img>, <audio> and <video> cannot send a bearer token,
// so a link carries its own permission: the server signs it for the caller it has already let see
// the course, and it expires. Links are handed out for a window (MEDIA_LINK_WINDOW_S) and stay the
// same within it, so browsers and caches keep the bytes; one shared after the window is refused.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../context';

/** A link lives between one and two windows: long enough to watch a lesson, short enough to leak little. */
export const MEDIA_LINK_WINDOW_S = 6 * 60 * 60;

/** Turns (group, attachment) into the link the caller may use. */
export type MediaLinks = (groupId: string, attachmentId: string) => string;

const path = (groupId: string, attachmentId: string) =>
  `/api/groups/${encodeURIComponent(groupId)}/attachments/${encodeURIComponent(attachmentId)}`;

function signature(secret: string, groupId: string, attachmentId: string, expires: number): string {
  return createHmac('sha256', secret).update(`media\n${groupId}\n${attachmentId}\n${expires}`).digest('base64url').slice(0, 32);
}

/** Signed, expiring links on MEDIA_BASE (this server when unset). */
export function mediaLinks(deps: Pick<AppDeps, 'env' | 'clock' | 'tokenSecret'>): MediaLinks {
  const now = Math.floor(deps.clock() / 1000);
  const expires = (Math.floor(now / MEDIA_LINK_WINDOW_S) + 2) * MEDIA_LINK_WINDOW_S;
  return (groupId, attachmentId) =>
    `${deps.env.mediaBase}${path(groupId, attachmentId)}?exp=${expires}&sig=${signature(deps.tokenSecret, groupId, attachmentId, expires)}`;
}

/** Whether a link's `exp` and `sig` were signed here for this attachment and have not expired. */
export function isValidMediaLink(
  deps: Pick<AppDeps, 'clock' | 'tokenSecret'>,
  groupId: string,
  attachmentId: string,
  exp: string | undefined,
  sig: string | undefined,
): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  const expires = Number(exp);
  if (expires * 1000 <= deps.clock()) return false;
  const expected = Buffer.from(signature(deps.tokenSecret, groupId, attachmentId, expires));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const ATTACHMENT_PATH = /^\/api\/groups\/([^/?#]+)\/attachments\/([^/?#]+)(?:\?.*)?$/;

/**
 * A stored link to one of our attachments (a video's quality sources) as the caller's signed link;
 * any other URL is left as it is.
 */
export function signStoredLink(media: MediaLinks, url: string): string {
  const m = ATTACHMENT_PATH.exec(url);
  return m ? media(decodeURIComponent(m[1]!), decodeURIComponent(m[2]!)) : url;
}
