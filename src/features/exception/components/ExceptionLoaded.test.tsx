import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { ApiError } from '../../../lib/http';
import { ErrorCode } from '../../../../contract/errors';
import { ExceptionLoaded } from './ExceptionLoaded';

afterEach(cleanup);

const show = (names: string[]) => <ul>{names.map((n) => <li key={n}>{n}</li>)}</ul>;
const failure = new ApiError(ErrorCode.networkError, 'No answer');

describe('ExceptionLoaded', () => {
  it('shows the skeleton while nothing is there, the failure with a retry, and what is loaded', () => {
    const onRetry = vi.fn();
    const view = render(
      <ExceptionLoaded state={{ loading: true }} title="The cards could not be loaded." onRetry={onRetry} skeleton={<p>shape of cards</p>}>
        {show}
      </ExceptionLoaded>,
    );
    expect(screen.getByText('shape of cards')).toBeTruthy();
    view.rerender(
      <ExceptionLoaded state={{ loading: false, error: failure }} title="The cards could not be loaded." onRetry={onRetry}>
        {show}
      </ExceptionLoaded>,
    );
    expect(screen.getByRole('heading', { name: 'The cards could not be loaded.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    view.rerender(
      <ExceptionLoaded state={{ loading: false, data: ['Visa 4242'] }} title="The cards could not be loaded." onRetry={onRetry}>
        {show}
      </ExceptionLoaded>,
    );
    expect(screen.getByText('Visa 4242')).toBeTruthy();
  });

  it('keeps what is loaded when a refresh fails (a dropped network), and shows an empty list as loaded', () => {
    render(
      <ExceptionLoaded state={{ loading: false, data: ['Visa 4242'], error: failure }} title="The cards could not be loaded." onRetry={() => {}}>
        {show}
      </ExceptionLoaded>,
    );
    expect(screen.getByText('Visa 4242')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    cleanup();
    render(
      <ExceptionLoaded state={{ loading: false, data: [] as string[] }} title="x" onRetry={() => {}}>
        {(names) => <p>{names.length === 0 ? 'No cards yet' : 'cards'}</p>}
      </ExceptionLoaded>,
    );
    expect(screen.getByText('No cards yet')).toBeTruthy();
  });
});
