// What an uploaded file is, from its first bytes (magic numbers), never from the type or name the
// uploader declared (issue 9, point 1): a page or an SVG labelled image/png stays what it is.

/** Types recognised by their bytes. Everything else is stored and served as octet-stream. */
export const SNIFFED_TYPES = [
  'image/jpeg', 'image/png', 'image/gif', 'image/webp',
  'audio/mpeg', 'audio/mp4', 'audio/ogg', 'audio/wav', 'audio/aac', 'audio/flac',
  'video/mp4', 'video/webm', 'video/quicktime',
  'application/pdf', 'application/zip', 'text/plain',
] as const;
export type SniffedType = (typeof SNIFFED_TYPES)[number] | 'application/octet-stream';

/**
 * Shown in the page (an <img>, <audio>, <video>) when served: images and media only. Anything else,
 * text and PDF included, is served as a download, so no uploaded file is ever a document on the
 * app's origin.
 */
export const INLINE_TYPES: readonly string[] = [
  'image/jpeg', 'image/png', 'image/gif', 'image/webp',
  'audio/mpeg', 'audio/mp4', 'audio/ogg', 'audio/wav', 'audio/aac', 'audio/flac',
  'video/mp4', 'video/webm', 'video/quicktime',
];

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length && [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));
const starts = (bytes: Uint8Array, head: number[]) => bytes.length >= head.length && head.every((b, i) => bytes[i] === b);

// ISO base media (ftyp box): audio-only brands are audio/mp4, QuickTime is its own, the rest video.
function isoType(bytes: Uint8Array): SniffedType | null {
  if (!ascii(bytes, 4, 'ftyp') || bytes.length < 12) return null;
  const brand = String.fromCharCode(bytes[8]!, bytes[9]!, bytes[10]!, bytes[11]!);
  if (brand === 'M4A ' || brand === 'M4B ' || brand === 'M4P ') return 'audio/mp4';
  if (brand === 'qt  ') return 'video/quicktime';
  return 'video/mp4';
}

// Text: valid UTF-8 without control characters other than tab and line breaks. Markup is not
// text here: it is what a browser would render as a page.
function isPlainText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 4096);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(sample);
  } catch {
    // A multi-byte character cut at the sample's end is still text.
    if (sample.length < bytes.length) {
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(sample.subarray(0, sample.length - 3));
      } catch {
        return false;
      }
    } else return false;
  }
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const allowed = code === 9 || code === 10 || code === 12 || code === 13;
    if ((code < 32 && !allowed) || code === 127) return false;
  }
  return !/^\s*(<\?xml|<!doctype|<html|<svg|<script|<head|<body|<iframe|<!--)/i.test(text);
}

/** The file's type by its bytes, or octet-stream when it is nothing recognised. */
export function sniffType(bytes: Uint8Array): SniffedType {
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'audio/wav';
  // An MPEG audio frame: 11 sync bits, then a layer other than 00 (00 is AAC's ADTS, below).
  if (ascii(bytes, 0, 'ID3') || (bytes.length > 1 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0 && (bytes[1]! & 0x06) !== 0)) return 'audio/mpeg';
  if (bytes.length > 1 && bytes[0] === 0xff && (bytes[1]! & 0xf6) === 0xf0) return 'audio/aac';
  if (ascii(bytes, 0, 'OggS')) return 'audio/ogg';
  if (ascii(bytes, 0, 'fLaC')) return 'audio/flac';
  if (starts(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  const iso = isoType(bytes);
  if (iso) return iso;
  if (ascii(bytes, 0, '%PDF-')) return 'application/pdf';
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'application/zip';
  if (isPlainText(bytes)) return 'text/plain';
  return 'application/octet-stream';
}
