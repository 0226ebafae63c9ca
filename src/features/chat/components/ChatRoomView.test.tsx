import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { meFixture } from '../../../../test/fixtures/account';
import { chatStateFixture } from '../../../../test/fixtures/chat';
import { FakeSocket } from '../../../../test/fakeSocket';
import { logoutGroup, setSession } from '../../../lib/session';
import { account, type Role } from '../../account';
import { resetChatRooms } from '../model';
import { chatCalls } from '../../../../contract/api/chat';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();

function serve(role: Role) {
  server.use(
    ...groupHandlers('demo'),
    mockCall('demo', accountCalls.me, () =>
      HttpResponse.json({ data: meFixture({ role, state: 'paid', kyc_status: 'approved', quiz_passed: true }) })),
    mockCall('demo', chatCalls.state, () => HttpResponse.json({ data: chatStateFixture() })),
    mockCall('demo', chatCalls.messages, () => HttpResponse.json({ data: { messages: [] } })),
  );
}

beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  FakeSocket.reset();
  setSession('demo', { token: 't', refresh_token: 'r' });
});
afterEach(() => {
  cleanup();
  resetChatRooms();
  logoutGroup('demo');
});

describe('ChatRoomView: the way to the chat settings', { timeout: 60_000 }, () => {
  it('shows an admin a "Chat settings" link to the admin portal\'s chat section', async () => {
    serve('admin');
    renderApp('#/demo/conversation');
    const link = await screen.findByRole('link', { name: 'Chat settings' }, { timeout: 15_000 });
    expect(link.getAttribute('href')).toBe('#/demo/admin/chat');
  });

  it('shows a member and a lecturer no such link', async () => {
    for (const role of ['user', 'lecturer'] as Role[]) {
      serve(role);
      renderApp('#/demo/conversation');
      await screen.findByRole('textbox', { name: 'Message' }, { timeout: 15_000 });
      expect(screen.queryByRole('link', { name: 'Chat settings' })).toBeNull();
      cleanup();
      resetChatRooms();
      account.clear('demo');
    }
  });
});
