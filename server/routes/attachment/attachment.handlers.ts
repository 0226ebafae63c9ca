import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import {
  ATTACHMENT_LIMITS_MB, Attachment, attachmentKind, IMAGE_MIME_TYPES,
} from '../../../contract/attachment';
import type { GroupEnv, ViewerEnv } from '../../context';
import { nowIso } from '../../context';
import type { Db } from '../../db/connection';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { hasAdminAuthority } from '../../lib/roles';
import { deleteAttachment, findAttachment, insertAttachment, type AttachmentRow } from './attachment.repo';
import { readAttachmentBytes, removeAttachmentBytes, writeAttachmentBytes } from './attachment.store';

const MB = 1024 * 1024;
/** The largest per-kind limit plus room for the multipart framing: the route's own body limit. */
export const MAX_UPLOAD_BODY_BYTES = Math.max(...Object.values(ATTACHMENT_LIMITS_MB)) * MB + 64 * 1024;

export const attachmentUrl = (groupId: string, attachmentId: string) =>
  `/api/groups/${encodeURIComponent(groupId)}/attachments/${attachmentId}`;

export function toAttachment(row: AttachmentRow): Attachment {
  return {
    attachment_id: row.attachment_id,
    url: attachmentUrl(row.group_id, row.attachment_id),
    mime_type: row.mime_type,
    name: row.name,
    size: row.size,
    duration: row.duration,
    created_at: row.created_at,
  };
}

/** An attachment of this group, or 404. */
export function attachmentOr404(db: Db, groupId: string, attachmentId: string): AttachmentRow {
  const row = findAttachment(db, groupId, attachmentId);
  if (!row) throw apiErrors.notFound();
  return row;
}

// A file claiming to be a jpeg or png must start like one: posters and image messages are shown
// as images, and a mislabelled upload would only show as broken.
function looksLike(mime: string, head: Uint8Array): boolean {
  if (mime === 'image/jpeg') return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  if (mime === 'image/png') return head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47;
  return true;
}

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

export const attachmentHandlers = {
  async create(c: Context<ViewerEnv>) {
    const { db } = c.var.deps;
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw apiErrors.validation('invalid body: expected multipart/form-data with a file field');
    }
    const file = form.file;
    if (!(file instanceof File)) throw apiErrors.validation('file is required');
    const mime = (file.type || 'application/octet-stream').toLowerCase().split(';')[0]!.trim();
    const kind = attachmentKind(mime);
    const limit = ATTACHMENT_LIMITS_MB[kind] * MB;
    // Same wording as the client's exception.upload.size: the name and the size.
    if (file.size > limit) {
      throw apiErrors.validation(`invalid file: ${file.name} is ${sizeText(file.size)}, over the ${ATTACHMENT_LIMITS_MB[kind]} MB limit for ${kind} files`);
    }
    if (file.size === 0) throw apiErrors.validation('invalid file: empty');
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (kind === 'image' && (IMAGE_MIME_TYPES as readonly string[]).includes(mime) && !looksLike(mime, bytes)) {
      throw apiErrors.validation(`invalid file: ${file.name} is not a ${mime} image`);
    }
    const row: AttachmentRow = {
      attachment_id: randomUUID(),
      group_id: c.var.group.group_id,
      user_id: c.var.viewer.user.user_id,
      name: (file.name || 'file').slice(0, 200),
      mime_type: mime,
      size: file.size,
      duration: null,
      created_at: nowIso(c.var.deps.clock),
    };
    await writeAttachmentBytes(db, row.attachment_id, bytes);
    insertAttachment(db, row);
    return sendData(c, Attachment, toAttachment(row));
  },

  /** The bytes, with their type; Range requests get 206 so media can seek. */
  async serve(c: Context<GroupEnv>, attachmentId: string) {
    const { db } = c.var.deps;
    const row = attachmentOr404(db, c.var.group.group_id, attachmentId);
    const headers: Record<string, string> = {
      'Content-Type': row.mime_type,
      'Accept-Ranges': 'bytes',
      // The id never points at other bytes: cache for good (privately: members-only content).
      'Cache-Control': 'private, max-age=31536000, immutable',
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(row.name)}`,
      'X-Content-Type-Options': 'nosniff',
    };
    const rangeHeader = c.req.header('Range');
    const range = rangeHeader ? parseRange(rangeHeader, row.size) : null;
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${row.size}` });
    }
    const start = range ? range.start : 0;
    const end = range ? range.end : row.size - 1;
    const bytes = await readAttachmentBytes(db, row.attachment_id, start, end - start + 1);
    if (!bytes) throw apiErrors.notFoundWith('attachment file is missing');
    const body = new Uint8Array(bytes);
    if (range) {
      return c.body(body, 206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${row.size}` });
    }
    return c.body(body, 200, headers);
  },

  /** The uploader or an admin. */
  async remove(c: Context<ViewerEnv>, attachmentId: string) {
    const { db } = c.var.deps;
    const { viewer, group } = c.var;
    const row = attachmentOr404(db, group.group_id, attachmentId);
    const isAdmin = viewer.membership !== null && hasAdminAuthority(viewer.membership.role);
    if (row.user_id !== viewer.user.user_id && !isAdmin) throw apiErrors.forbidden('not your attachment');
    deleteAttachment(db, row.attachment_id);
    await removeAttachmentBytes(db, row.attachment_id);
    return sendData(c, Attachment, toAttachment(row));
  },
};
