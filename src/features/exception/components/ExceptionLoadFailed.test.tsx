import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { ApiError } from '../../../lib/http';
import { currentGroup } from '../../../lib/session';
import { ErrorCode } from '../../../../contract/errors';
import { ExceptionLoadFailed } from './ExceptionLoadFailed';

describe('ExceptionLoadFailed', () => {
  beforeEach(() => {
    currentGroup.value = 'demo';
  });
  afterEach(() => {
    cleanup();
    currentGroup.value = null;
  });

  it('offers a retry when trying again may work', () => {
    const onRetry = vi.fn();
    render(<ExceptionLoadFailed title="The course could not be loaded." error={new ApiError(ErrorCode.networkError, 'No answer')} onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Back home' })).toBeNull();
  });

  it('offers the way home, not a retry, when what was asked for does not exist (404)', () => {
    render(<ExceptionLoadFailed title="The course could not be loaded." error={new ApiError(ErrorCode.notFound, 'cannot find resource', 404)} onRetry={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Back home' }).getAttribute('href')).toBe('#/demo/home');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
