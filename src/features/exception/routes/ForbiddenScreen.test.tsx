import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/preact';
import { server, useMswServer } from '../../../../test/msw';
import { groupHandlers, renderApp } from '../../../../test/app';

useMswServer();
afterEach(cleanup);

describe('ForbiddenScreen', () => {
  it('tells a banned member they cannot enter, with the forbidden icon', async () => {
    server.use(...groupHandlers());
    renderApp('#/demo/exception/forbidden');
    expect(await screen.findByRole('heading', { name: 'You cannot enter this group' })).toBeTruthy();
    expect(screen.getByText(/banned from this group/)).toBeTruthy();
    expect(document.querySelector('[data-icon="forbidden"]')).not.toBeNull();
  });
});
