import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { INLINE_TYPES, sniffType } from './filetype';

const MEDIA = join(import.meta.dirname, '..', 'seed', 'media');
const bytes = (text: string) => new TextEncoder().encode(text);

describe('sniffType', () => {
  test.each([
    ['poster.png', 'image/png'],
    ['slide.jpg', 'image/jpeg'],
    ['tone.mp3', 'audio/mpeg'],
    ['clip-480p.mp4', 'video/mp4'],
    ['notes.txt', 'text/plain'],
  ])('knows the seeded %s as %s by its bytes', (file, type) => {
    expect(sniffType(readFileSync(join(MEDIA, file)))).toBe(type);
  });

  test('types by magic numbers, whatever the name or declared type', () => {
    expect(sniffType(bytes('GIF89a....'))).toBe('image/gif');
    expect(sniffType(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffType(bytes('RIFF\0\0\0\0WAVEfmt '))).toBe('audio/wav');
    expect(sniffType(bytes('OggS\0\x02'))).toBe('audio/ogg');
    expect(sniffType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffType(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1]))).toBe('video/webm');
    expect(sniffType(new Uint8Array([0, 0, 0, 0x20, ...bytes('ftypM4A '), 0, 0]))).toBe('audio/mp4');
    expect(sniffType(new Uint8Array([0xff, 0xf1, 0x50]))).toBe('audio/aac');
  });

  test('pages, SVG and XML are never text or images: they are unknown bytes', () => {
    for (const markup of [
      '<!doctype html><script>alert(localStorage)</script>',
      '  <html><body onload="x()">',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '<?xml version="1.0"?><svg/>',
      '<script>1</script>',
    ]) {
      expect(sniffType(bytes(markup))).toBe('application/octet-stream');
    }
    expect(sniffType(new Uint8Array([0, 1, 2, 3, 0xfe]))).toBe('application/octet-stream');
  });

  test('only images and media are shown inline', () => {
    for (const type of ['text/plain', 'application/pdf', 'application/zip', 'application/octet-stream', 'image/svg+xml', 'text/html']) {
      expect(INLINE_TYPES).not.toContain(type);
    }
  });
});
