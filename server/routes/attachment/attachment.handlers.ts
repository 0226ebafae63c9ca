import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { ATTACHMENT_LIMITS_MB, Attachment, attachmentKind } from '../../../contract/attachment';
import type { GroupEnv, ViewerEnv } from '../../context';
import { nowIso } from '../../context';
import type { Sql } from '../../db/sql';
import { sendData } from '../../lib/envelope';
import { apiErrors, excerpt } from '../../lib/errors';
import { INLINE_TYPES, sniffType } from '../../lib/filetype';
import { measureMediaDuration } from '../../lib/media-duration';
import { hasAdminAuthority } from '../../lib/roles';
import { deleteAttachment, findAttachment, insertAttachment, type AttachmentRow } from './attachment.repo';
import { isValidMediaLink, mediaLinks, type MediaLinks } from './attachment.links';

const MB = 1024 * 1024;
/** The largest per-kind limit plus room for the multipart framing: the route's own body limit. */
export const MAX_UPLOAD_BODY_BYTES = Math.max(...Object.values(ATTACHMENT_LIMITS_MB)) * MB + 64 * 1024;

export function toAttachment(row: AttachmentRow, media: MediaLinks): Attachment {
  return {
    attachment_id: row.attachment_id,
    url: media(row.group_id, row.attachment_id),
    mime_type: row.mime_type,
    name: row.name,
    size: row.size,
    duration: row.duration,
    created_at: row.created_at,
  };
}

/** An attachment of this group, or 404. */
export async function attachmentOr404(sql: Sql, groupId: string, attachmentId: string): Promise<AttachmentRow> {
  const row = await findAttachment(sql, groupId, attachmentId);
  if (!row) throw apiErrors.notFound();
  return row;
}

/** Content-Disposition's filename, for any name (RFC 6266 / 5987). */
const dispositionName = (name: string) => `filename*=UTF-8''${encodeURIComponent(name)}`;

const sizeText = (bytes: number) => `${(bytes / MB).toFixed(2)} MB`;

/** Parses `bytes=a-b`, `bytes=a-`, `bytes=-n`; null when the header asks for something else. */
function parseRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** The `file` field of a multipart upload, or a 400 that says what was expected. */
export async function uploadedFile(c: Context<ViewerEnv>): Promise<File> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw apiErrors.validation('invalid body: expected multipart/form-data with a file field');
  }
  const file = form.file;
  if (!(file instanceof File)) throw apiErrors.validation('file is required');
  return file;
}

/**
 * Keeps an upload (its bytes, typed `mime` by them) as the caller's attachment in this group, and answers it.
 * Audio and video are measured (a lesson shows its duration, issue 26).
 */
export async function saveUpload(c: Context<ViewerEnv>, file: File, bytes: Uint8Array, mime: string) {
  const { sql, providers } = c.var.deps;
  const kind = attachmentKind(mime);
  const row: AttachmentRow = {
    attachment_id: randomUUID(),
    group_id: c.var.group.group_id,
    user_id: c.var.viewer.user.user_id,
    name: (file.name || 'file').slice(0, 200),
    mime_type: mime,
    size: file.size,
    duration: kind === 'audio' || kind === 'video' ? await measureMediaDuration(bytes) : null,
    created_at: nowIso(c.var.deps.clock),
  };
  await providers.files.put(row.attachment_id, bytes, mime);
  await insertAttachment(sql, row);
  return sendData(c, Attachment, toAttachment(row, mediaLinks(c.var.deps)));
}

export const attachmentHandlers = {
  async create(c: Context<ViewerEnv>) {
    const file = await uploadedFile(c);
    // Typed by its bytes: the declared type and the name are the uploader's to choose. What each
    // use accepts (a jpeg or png poster, audio for an audio message…) is checked where it is used.
    const mime = sniffType(new Uint8Array(await file.slice(0, 4096).arrayBuffer()));
    const kind = attachmentKind(mime);
    const limit = ATTACHMENT_LIMITS_MB[kind] * MB;
    // Same wording as the client's exception.upload.size: the name and the size.
    if (file.size > limit) {
      throw apiErrors.validation(`invalid file: ${excerpt(file.name)} is ${sizeText(file.size)}, over the ${ATTACHMENT_LIMITS_MB[kind]} MB limit for ${kind} files`);
    }
    if (file.size === 0) throw apiErrors.validation('invalid file: empty');
    return saveUpload(c, file, new Uint8Array(await file.arrayBuffer()), mime);
  },

  /**
   * The bytes, for a link this server signed and that has not expired (attachment.links.ts).
   * Images and media are served as what they are; anything else (text, PDF, and whatever was
   * uploaded before files were typed by their bytes: a page, an SVG) as a download that cannot
   * run. Range requests get 206 so media can seek.
   */
  async serve(c: Context<GroupEnv>, attachmentId: string) {
    const { deps } = c.var;
    const groupId = c.var.group.group_id;
    if (!isValidMediaLink(deps, groupId, attachmentId, c.req.query('exp'), c.req.query('sig'))) {
      throw apiErrors.forbidden('this media link has expired or is not valid: open the page again for a new one');
    }
    const row = await attachmentOr404(deps.sql, groupId, attachmentId);
    const inline = INLINE_TYPES.includes(row.mime_type);
    const secondsLeft = Math.max(0, Number(c.req.query('exp')) - Math.floor(deps.clock() / 1000));
    const headers: Record<string, string> = {
      'Content-Type': inline ? row.mime_type : 'application/octet-stream',
      'Accept-Ranges': 'bytes',
      // The link never points at other bytes and dies at its expiry: cached that long, privately.
      'Cache-Control': `private, max-age=${secondsLeft}`,
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; ${dispositionName(row.name)}`,
      // nosniff and a locked-down Content-Security-Policy come with every /api answer (lib/security.ts).
    };
    const rangeHeader = c.req.header('Range');
    const range = rangeHeader ? parseRange(rangeHeader, row.size) : null;
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${row.size}` });
    }
    const start = range ? range.start : 0;
    const end = range ? range.end : row.size - 1;
    const bytes = await deps.providers.files.read(row.attachment_id, start, end - start + 1);
    if (!bytes) throw apiErrors.notFoundWith('attachment file is missing');
    const body = new Uint8Array(bytes);
    if (range) {
      return c.body(body, 206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${row.size}` });
    }
    return c.body(body, 200, headers);
  },

  /** The uploader or an admin. */
  async remove(c: Context<ViewerEnv>, attachmentId: string) {
    const { sql, providers } = c.var.deps;
    const { viewer, group } = c.var;
    const row = await attachmentOr404(sql, group.group_id, attachmentId);
    const isAdmin = viewer.membership !== null && hasAdminAuthority(viewer.membership.role);
    if (row.user_id !== viewer.user.user_id && !isAdmin) throw apiErrors.forbidden('not your attachment');
    // The bytes first: a file store that fails leaves the attachment as it was (503), to be deleted again,
    // rather than a deleted row whose bytes nothing points at any more.
    await providers.files.remove(row.attachment_id);
    await deleteAttachment(sql, row.attachment_id);
    return sendData(c, Attachment, toAttachment(row, mediaLinks(c.var.deps)));
  },
};
