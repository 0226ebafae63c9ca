import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { ApiError } from '../../../lib/http';
import { errorInfo } from '../errorInfo';
import { ExceptionErrorPage } from './ExceptionErrorPage';

afterEach(cleanup);

describe('ExceptionErrorPage', () => {
  it('shows the full path, the code and the message, with back home and refresh', () => {
    const refresh = vi.fn();
    render(
      <ExceptionErrorPage path="/demo/courses/9?tab=1" code={500} message="boom" homeHref="#/demo/home" onRefresh={refresh} />,
    );
    expect(screen.getByTestId('error-path').textContent).toBe('/demo/courses/9?tab=1');
    expect(screen.getByTestId('error-code').textContent).toBe('500');
    expect(screen.getByTestId('error-message').textContent).toBe('boom');
    expect(screen.getByRole('link', { name: 'Back home' }).getAttribute('href')).toBe('#/demo/home');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('errorInfo', () => {
  it('uses the API code, else an HTTP status, else 500', () => {
    expect(errorInfo(new ApiError(100403, 'Forbidden', 403))).toEqual({ code: 100403, message: 'Forbidden' });
    expect(errorInfo(new ApiError(-1, 'No answer from the server. Check your connection and try again.', 502))).toEqual({ code: 502, message: 'No answer from the server. Check your connection and try again.' });
    expect(errorInfo(Object.assign(new Error('gone'), { status: 410 }))).toEqual({ code: 410, message: 'gone' });
    expect(errorInfo(new TypeError('x is undefined'))).toEqual({ code: 500, message: 'x is undefined' });
    expect(errorInfo(null)).toEqual({ code: 500, message: 'Something went wrong. Please try again.' });
  });
});
