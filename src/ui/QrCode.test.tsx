import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withTexts } from '../../test/texts';
import { cleanup, render, screen } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QrCode } from './QrCode';

// The widgets' texts come with the screens that show them (src/app/screens.ts).
beforeAll(() => withTexts('widgets'));

describe('QrCode', () => {
  afterEach(() => {
    cleanup();
    vi.doUnmock('qrcode');
  });

  it('shows a skeleton, then the code as an image once the encoder has loaded', async () => {
    render(<QrCode value="https://example.com/kyc?id=1" size={160} />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    const img = (await screen.findByRole('img', { name: 'QR code' })) as HTMLImageElement;
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(decodeURIComponent(img.getAttribute('src')!)).toContain('<path');
    expect(img.width).toBe(160);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a translated error when generation fails', async () => {
    vi.doMock('qrcode', () => ({ toString: () => Promise.reject(new Error('too long')) }));
    render(<QrCode value="x" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not create the QR code');
    expect(screen.queryByRole('img')).toBeNull();
  });

  // The encoder must stay out of every chunk but its own (first-paint budget).
  it('loads qrcode only through a dynamic import', () => {
    const source = readFileSync(join(__dirname, 'QrCode.tsx'), 'utf8');
    expect(source).toMatch(/import\('qrcode'\)/);
    expect(source).not.toMatch(/^import[^;]*from 'qrcode'/m);
  });
});
