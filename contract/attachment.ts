import { nullable, number, string, type, type Infer } from './struct';

// Shapes shared by the client (validating responses) and the reference server (building them).

/**
 * Upload limits per kind (§5 says 2 MB per file by default; media would not fit, so
 * audio and video get their own ceilings). The server refuses anything larger with 100400;
 * the client's uploaders pass the same numbers as their `maxSizeMb`.
 */
export const ATTACHMENT_LIMITS_MB = { image: 2, audio: 20, video: 50, file: 2 } as const;
export type AttachmentKind = keyof typeof ATTACHMENT_LIMITS_MB;

/** Images a poster or image message may use (§5: the image uploader takes jpeg and png only). */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

/** Which limit a mime type falls under. */
export function attachmentKind(mimeType: string): AttachmentKind {
  const mime = mimeType.toLowerCase();
  if (mime.indexOf('image/') === 0) return 'image';
  if (mime.indexOf('audio/') === 0) return 'audio';
  if (mime.indexOf('video/') === 0) return 'video';
  return 'file';
}

/**
 * POST /attachments/create (multipart: `file`) answers this. `url` is same-origin and needs no
 * token (media elements cannot send one): its random id is the capability. It serves the bytes
 * with their content type and answers Range requests, so audio and video can seek.
 */
export const Attachment = type({
  attachment_id: string(),
  url: string(),
  mime_type: string(),
  /** The uploaded file's name. */
  name: string(),
  /** Bytes. */
  size: number(),
  /** Seconds, for audio and video the server knows the length of; null otherwise. */
  duration: nullable(number()),
  created_at: string(),
});
export type Attachment = Infer<typeof Attachment>;
