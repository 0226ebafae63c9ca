import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { invitationCalls } from '../../../../contract/api/invitation';
import { groupHandlers, renderApp } from '../../../../test/app';
import { groupPublic } from '../../group';

useMswServer();

const person = (full_name: string) => ({ avatar_url: '', full_name, identity_number: '1' });

beforeEach(() => {
  localStorage.clear();
  groupPublic.clear('demo');
});
afterEach(cleanup);

describe('InvitationPublicScreen (group-invitations-public)', () => {
  it('lists public codes with their inviters, each linking to the group with the code, without login', async () => {
    let calls = 0;
    server.use(
      ...groupHandlers('demo', { public: { provide_public_random_invitation_codes: true } }),
      mockCall('demo', invitationCalls.public, ({ request }) => {
        calls++;
        expect(request.headers.get('authorization')).toBeNull();
        return HttpResponse.json({
          data: calls === 1
            ? [{ code: 'PUB7K2QX', inviter: person('Olivia Owner') }, { code: 'PUB5R6YV', inviter: person('Adam Admin') }]
            : [{ code: 'PUB8C2JD', inviter: person('Adam Admin') }],
        });
      }),
    );
    renderApp('#/demo/invitations/public');
    expect(await screen.findByText('PUB7K2QX')).toBeTruthy();
    expect(screen.getByText('From Olivia Owner')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy PUB5R6YV' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Use code PUB7K2QX' }).getAttribute('href')).toBe('#/demo?invitation_code=PUB7K2QX');

    fireEvent.click(screen.getByRole('button', { name: 'Show other codes' }));
    expect(await screen.findByText('PUB8C2JD')).toBeTruthy();
    expect(screen.queryByText('PUB7K2QX')).toBeNull();
  });

  it('says so when the group provides no public codes', async () => {
    server.use(
      ...groupHandlers(),
      mockCall('demo', invitationCalls.public, () =>
        HttpResponse.json({ code: 100409, message: 'this group provides no public invitation codes' }, { status: 409 })),
    );
    renderApp('#/demo/invitations/public');
    expect(await screen.findByText('This group provides no public invitation codes.')).toBeTruthy();
  });

  it('says when every code has been taken', async () => {
    server.use(...groupHandlers(), mockCall('demo', invitationCalls.public, () => HttpResponse.json({ data: [] })));
    renderApp('#/demo/invitations/public');
    expect(await screen.findByText('All public codes have been taken. Please check back later.')).toBeTruthy();
  });

  it('shows a failure with a retry', async () => {
    let calls = 0;
    server.use(
      ...groupHandlers(),
      mockCall('demo', invitationCalls.public, () => {
        calls++;
        return calls === 1
          ? HttpResponse.json({ code: 500, message: 'internal error' }, { status: 500 })
          : HttpResponse.json({ data: [{ code: 'PUB9M4ZT', inviter: person('Olivia Owner') }] });
      }),
    );
    renderApp('#/demo/invitations/public');
    expect(await screen.findByRole('heading', { name: 'The public invitation codes could not be loaded.' })).toBeTruthy();
    expect(screen.getByText('Something went wrong on the server. Please try again later.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('PUB9M4ZT')).toBeTruthy());
  });
});
