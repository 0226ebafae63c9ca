import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { ErrorCode } from '../../../contract/errors';
import { isRoutedError, knownMessage, orderErrorText } from './messages';
import { withTexts } from '../../../test/texts';

beforeAll(() => withTexts('order'));

describe('order refusals', () => {
  it('are told by their code, whatever the server wrote', () => {
    expect(orderErrorText(new ApiError(ErrorCode.joinFailed, 'join failed: sign in to this group again', 409))).toBe('Join failed');
    expect(orderErrorText(new ApiError(ErrorCode.orderNotOwner, 'someone else’s', 403))).toBe('You are not the owner of this order');
  });

  it('fall back to the general text for other codes, even with a known message', () => {
    expect(orderErrorText(new ApiError(ErrorCode.rejected, 'amount too small', 409))).toBe('This cannot be done right now.');
    expect(knownMessage(new ApiError(ErrorCode.amountTooSmall, ''), {})).toBeNull();
    expect(knownMessage(new Error('amount too small'), { [ErrorCode.amountTooSmall]: () => 'x' })).toBeNull();
  });

  it('routed codes are the ones the http client already acted on', () => {
    expect(isRoutedError(new ApiError(ErrorCode.maintenance, 'maintenance', 503))).toBe(true);
    expect(isRoutedError(new ApiError(ErrorCode.memberRequired, 'group member required', 403))).toBe(false);
  });
});
