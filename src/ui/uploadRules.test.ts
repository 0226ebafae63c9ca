import { beforeAll, describe, expect, it, vi } from 'vitest';
import { withTexts } from '../../test/texts';
import { canAddMore, checkUpload, IMAGE_TYPES, uploadId, UPLOAD_MAX_FILES, UPLOAD_MAX_SIZE_MB } from './uploadRules';

// The widgets' texts come with the screens that show them (src/app/screens.ts).
beforeAll(() => withTexts('widgets'));

const MB = 1024 * 1024;
const file = (name: string, size = 100, type = 'image/png') => ({ name, size, type });
const defaults = { max: UPLOAD_MAX_FILES, maxSizeMB: UPLOAD_MAX_SIZE_MB };

describe('checkUpload', () => {
  it('defaults to 3 files of 2 MB', () => {
    expect(UPLOAD_MAX_FILES).toBe(3);
    expect(UPLOAD_MAX_SIZE_MB).toBe(2);
  });

  it('accepts files within count and size', () => {
    expect(checkUpload([file('a'), file('b', 2 * MB)], 1, defaults)).toBe(true);
  });

  it('rejects more than one file in single mode', () => {
    expect(checkUpload([file('a'), file('b')], 0, { ...defaults, single: true })).toBe('Please choose only one file');
    expect(checkUpload([file('a')], 0, { ...defaults, single: true })).toBe(true);
  });

  it('rejects a selection larger than max', () => {
    expect(checkUpload([file('a'), file('b'), file('c'), file('d')], 0, defaults)).toBe(
      'You can upload at most 3 files',
    );
  });

  it('rejects when existing plus new exceeds max', () => {
    expect(checkUpload([file('a'), file('b')], 2, defaults)).toBe('You can upload at most 3 files');
    expect(checkUpload([file('a')], 2, defaults)).toBe(true);
  });

  it('uses the singular for max 1', () => {
    expect(checkUpload([file('a')], 1, { max: 1, maxSizeMB: 2 })).toBe('You can upload at most 1 file');
  });

  it('treats max 0 as unlimited', () => {
    const many = Array.from({ length: 50 }, (_, i) => file(`f${i}`));
    expect(checkUpload(many, 100, { max: 0, maxSizeMB: 2 })).toBe(true);
  });

  it('rejects any file over the size limit, naming it', () => {
    expect(checkUpload([file('small.png'), file('big.png', 2 * MB + 1)], 0, defaults)).toBe(
      'big.png is larger than 2.00 MB',
    );
    expect(checkUpload([file('big.png', 5 * MB)], 0, { max: 3, maxSizeMB: 10 })).toBe(true);
  });

  it('accepts only the listed types when given', () => {
    const images = { ...defaults, accept: IMAGE_TYPES };
    expect(checkUpload([file('a.jpg', 1, 'image/jpeg'), file('b.png', 1, 'image/png')], 0, images)).toBe(true);
    expect(checkUpload([file('a.gif', 1, 'image/gif')], 0, images)).toBe('Only JPEG and PNG images are allowed');
    expect(checkUpload([file('a.pdf', 1, 'application/pdf')], 0, defaults)).toBe(true);
  });
});

describe('canAddMore', () => {
  it('is false at max and always true for max 0', () => {
    expect(canAddMore(2, 3)).toBe(true);
    expect(canAddMore(3, 3)).toBe(false);
    expect(canAddMore(1000, 0)).toBe(true);
  });
});

describe('uploadId', () => {
  it('combines name, a random part and the time, and differs for the same file', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1700000000000);
    const a = uploadId('photo.png');
    const b = uploadId('photo.png');
    expect(a).toMatch(/^photo\.png-[a-z0-9]+-1700000000000$/);
    expect(a).not.toBe(b);
  });
});
