import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { server, useMswServer } from '../../../../test/msw';
import { invitationHandlers, invitationServer, relationFixture, type InvitationServer } from '../../../../test/fixtures/invitation';
import { logoutGroup, setSession } from '../../../lib/session';
import { ModalHost } from '../../../ui/ModalHost';
import { myInvitation } from '../model';
import type { InvitationRelation } from '../../../../contract/invitation';
import type { MemberState } from '../../account';
import { InvitationInvitedByPanel } from './InvitationInvitedByPanel';
import { withTexts } from '../../../../test/texts';

beforeAll(() => withTexts('invitation'));

useMswServer();

let invitations: InvitationServer;

beforeEach(() => {
  setSession('demo', { token: 't', refresh_token: 'r' });
  invitations = invitationServer({ relation: relationFixture() });
  server.use(...invitationHandlers('demo', invitations));
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

function renderPanel(relation: InvitationRelation, memberState: MemberState | undefined) {
  return render(
    <>
      <InvitationInvitedByPanel group="demo" relation={relation} memberState={memberState} />
      <ModalHost />
    </>,
  );
}

describe('InvitationInvitedByPanel', () => {
  it("shows the inviter's avatar, full name and identity number", () => {
    renderPanel(relationFixture(), 'paid');
    expect(screen.getByText('Invited by')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Mia Member avatar' }).getAttribute('src')).toBe('https://img.test/mia.png');
    expect(screen.getByText('Mia Member')).toBeTruthy();
    expect(screen.getByText('ID 37000004')).toBeTruthy();
  });

  it('offers no delete once joined', () => {
    renderPanel(relationFixture(), 'paid');
    expect(screen.queryByRole('button', { name: 'Remove inviter' })).toBeNull();
  });

  it('offers no delete without a code or without an inviter, even while pending', () => {
    renderPanel(relationFixture({ invitation_code: null, permanent_code: null }), 'pending');
    expect(screen.queryByRole('button', { name: 'Remove inviter' })).toBeNull();
    cleanup();
    renderPanel(relationFixture({ inviter_id: '' }), 'pending');
    expect(screen.queryByRole('button', { name: 'Remove inviter' })).toBeNull();
  });

  it('removes the inviter while pending, after confirming, naming the code and the inviter', async () => {
    myInvitation.load('demo');
    await waitFor(() => expect(myInvitation.of('demo').data).toBeTruthy());
    renderPanel(relationFixture({ invitation_code: null, permanent_code: 'DEMOPERM', inviter_id: 'u-owner' }), 'pending');
    fireEvent.click(screen.getByRole('button', { name: 'Remove inviter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove inviter' });
    expect(within(dialog).getByText(/Remove Mia Member as your inviter\? The code DEMOPERM/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove inviter' }));
    await waitFor(() => expect(invitations.revoked).toEqual([{ code: 'DEMOPERM', inviter_id: 'u-owner' }]));
    await waitFor(() => expect(myInvitation.of('demo').data).toBeNull());
  });

  it('keeps the inviter when the person cancels', async () => {
    renderPanel(relationFixture(), 'pending');
    fireEvent.click(screen.getByRole('button', { name: 'Remove inviter' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(invitations.revoked).toEqual([]);
  });
});
