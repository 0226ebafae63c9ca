import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { attachmentCalls } from '../../../../contract/api/attachment';
import { callUrl } from '../../../lib/callFile';

/** The signed address the server gives an uploaded image. */
const IMAGE_URL = `${callUrl('demo', attachmentCalls.get, { params: { id: 'img1' } })}?exp=1&sig=x`;
import { groupHandlers, renderApp } from '../../../../test/app';
import { meFixture } from '../../../../test/fixtures/account';
import { logoutGroup, setSession } from '../../../lib/session';
import { account, type Me } from '../../account';
import { groupConfig, groupPublic, groupSettings } from '../../group';
import { accountCalls } from '../../../../contract/api/account';
import { profileCalls } from '../../../../contract/api/profile';
import { clearToasts, toasts } from '../../../ui/toast';

useMswServer();

let me: Me;

beforeEach(() => {
  localStorage.clear();
  [account, groupPublic, groupConfig, groupSettings].forEach((r) => r.clear('demo'));
  setSession('demo', { token: 't', refresh_token: 'r' });
  me = meFixture({ full_name: 'Alice Member', nickname: 'Ali', bio: 'Hello', privacy_mode: false, kyc_status: 'approved', quiz_passed: true });
  server.use(
    ...groupHandlers('demo'),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: me })),
  );
});
afterEach(() => {
  cleanup();
  clearToasts();
  logoutGroup('demo');
});

describe('the profile screen (group-me-profile)', { timeout: 60_000 }, () => {
  it('saves the nickname and bio, trimmed, and the account takes the answer', async () => {
    let sent: unknown = null;
    server.use(mockCall('demo', profileCalls.update, async ({ request }) => {
      sent = await request.json();
      me = { ...me, nickname: 'Alicia', bio: 'Learning Go' };
      return HttpResponse.json({ data: me });
    }));
    renderApp('#/demo/me/profile');
    const nickname = (await screen.findByLabelText('Nickname', undefined, { timeout: 15_000 })) as HTMLInputElement;
    expect(nickname.value).toBe('Ali');
    expect(screen.getByText(/beside your wallet name, Alice Member/)).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true); // nothing changed yet
    fireEvent.input(nickname, { target: { value: '  Alicia ' } });
    fireEvent.input(screen.getByLabelText('About you'), { target: { value: 'Learning Go' } });
    expect(screen.getByText('11 / 200')).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() => expect(sent).toEqual({ nickname: 'Alicia', bio: 'Learning Go' }));
    await waitFor(() => expect(account.of('demo').data?.nickname).toBe('Alicia'));
    expect(nickname.value).toBe('Alicia');
  });

  it('says a refusal above Save, not in a toast, and keeps what was typed', async () => {
    server.use(mockCall('demo', profileCalls.update, () =>
      HttpResponse.json({ code: 100440, message: 'invalid nickname: control character' }, { status: 400 })));
    renderApp('#/demo/me/profile');
    const nickname = (await screen.findByLabelText('Nickname', undefined, { timeout: 15_000 })) as HTMLInputElement;
    fireEvent.input(nickname, { target: { value: 'Alicia' } });
    fireEvent.input(screen.getByLabelText('About you'), { target: { value: 'Learning Go' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await within(nickname.closest('form')!).findByRole('alert');
    expect(alert.textContent).toMatch(/contains a character that cannot be saved/);
    expect(alert.nextElementSibling!.textContent).toBe('Save');
    expect(toasts.value.filter((item) => item.kind === 'error')).toEqual([]);
    expect(nickname.value).toBe('Alicia');
    expect((screen.getByLabelText('About you') as HTMLTextAreaElement).value).toBe('Learning Go');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('uploads a picked image and makes it the avatar in the group; refuses other files before sending', async () => {
    let uploads = 0;
    let sent: unknown = null;
    server.use(
      mockCall('demo', attachmentCalls.create, () => {
        uploads++;
        return HttpResponse.json({ data: {
          attachment_id: 'img1', name: 'me.png', mime_type: 'image/png', size: 1000, duration: null, url: IMAGE_URL,
          created_at: '2026-11-25T00:00:00Z',
        } });
      }),
      mockCall('demo', profileCalls.update, async ({ request }) => {
        sent = await request.json();
        me = { ...me, avatar_attachment_id: 'img1', avatar_url: IMAGE_URL };
        return HttpResponse.json({ data: me });
      }),
    );
    renderApp('#/demo/me/profile');
    const input = (await screen.findByLabelText('Choose an avatar', undefined, { timeout: 15_000 })) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Choose a JPEG or PNG image.')).toBeTruthy();
    expect(uploads).toBe(0);
    fireEvent.change(input, { target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] } });
    await waitFor(() => expect(sent).toEqual({ avatar_attachment_id: 'img1' }));
    expect(uploads).toBe(1);
    expect(await screen.findByRole('button', { name: 'Use my wallet avatar' })).toBeTruthy();
    expect(screen.getByLabelText('Change avatar')).toBeTruthy();
  });

  it('turns privacy mode on with the switch', async () => {
    let calls = 0;
    server.use(mockCall('demo', profileCalls.privacyOn, () => {
      calls++;
      me = { ...me, privacy_mode: true };
      return HttpResponse.json({ data: me });
    }));
    renderApp('#/demo/me/profile');
    const toggle = (await screen.findByRole('switch', { name: 'Privacy mode' }, { timeout: 15_000 })) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(screen.getByText(/other members do not see your activity history/)).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(calls).toBe(1));
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Privacy mode' }) as HTMLInputElement).checked).toBe(true));
  });

  it('shows the switch on at once while saving, and puts it back when refused', async () => {
    let release: () => void = () => {};
    server.use(mockCall('demo', profileCalls.privacyOn, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json({ code: 100461, message: 'group member required' }, { status: 403 });
    }));
    renderApp('#/demo/me/profile');
    const toggle = (await screen.findByRole('switch', { name: 'Privacy mode' }, { timeout: 15_000 })) as HTMLInputElement;
    fireEvent.click(toggle);
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Privacy mode' }) as HTMLInputElement).checked).toBe(true));
    expect((screen.getByRole('switch', { name: 'Privacy mode' }) as HTMLInputElement).disabled).toBe(true);
    release();
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Privacy mode' }) as HTMLInputElement).checked).toBe(false));
  });
});
