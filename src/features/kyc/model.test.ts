import { beforeAll, describe, expect, it } from 'vitest';
import { kycStatusFixture } from '../../../test/fixtures/kyc';
import { absoluteUrl, kycRejection } from './model';
import { withTexts } from '../../../test/texts';

beforeAll(() => withTexts('kyc'));

describe('kycRejection', () => {
  it('is null unless rejected', () => {
    expect(kycRejection(kycStatusFixture({ kyc_status: 'processing' }))).toBeNull();
    expect(kycRejection(kycStatusFixture({ kyc_status: 'approved', name: 'Li Lei' }))).toBeNull();
  });

  it('shows a known code in the interface language, with the code', () => {
    const status = kycStatusFixture({ kyc_status: 'rejected', kyc_error: 'FACE_MISMATCH', kyc_error_message: 'face no good' });
    expect(kycRejection(status)).toEqual({ reason: 'The face does not match the ID photo', code: 'FACE_MISMATCH' });
  });

  it("falls back to the reviewer's message, then to the code", () => {
    expect(kycRejection(kycStatusFixture({ kyc_status: 'rejected', kyc_error: 'E42', kyc_error_message: 'Blurry photo' }))).toEqual({
      reason: 'Blurry photo',
      code: 'E42',
    });
    expect(kycRejection(kycStatusFixture({ kyc_status: 'rejected', kyc_error: 'E42', kyc_error_message: null }))).toEqual({
      reason: 'E42',
      code: 'E42',
    });
  });
});

describe('absoluteUrl', () => {
  it('resolves a path against the page, for a QR code scanned elsewhere', () => {
    expect(absoluteUrl('/sandbox/kyc?session=abc', 'https://groups.test/#/gate/kyc')).toBe('https://groups.test/sandbox/kyc?session=abc');
    expect(absoluteUrl('https://kyc.example/x', 'https://groups.test/')).toBe('https://kyc.example/x');
  });
});
