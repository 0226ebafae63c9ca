import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { server, useMswServer } from '../../../../test/msw';
import { invitationHandlers, invitationServer, relationFixture, type InvitationServer } from '../../../../test/fixtures/invitation';
import { HashLocationProvider } from '../../../lib/location';
import { logoutGroup, setSession } from '../../../lib/session';
import { ModalHost } from '../../../ui/ModalHost';
import { Toasts } from '../../../ui/Toasts';
import { clearToasts, toasts } from '../../../ui/toast';
import { orderCreating } from '../../checkout';
import { invitationTyping, myInvitation } from '../model';
import { InvitationInput } from './InvitationInput';
import { withTexts } from '../../../../test/texts';

beforeAll(() => withTexts('invitation'));

useMswServer();

let invitations: InvitationServer;

beforeEach(() => {
  localStorage.clear();
  setSession('demo', { token: 't', refresh_token: 'r' });
  invitations = invitationServer();
  server.use(...invitationHandlers('demo', invitations));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  clearToasts();
  orderCreating.value = false;
  logoutGroup('demo');
});

/** Moves the fake clock inside act(), so msw answers and Preact's effects run. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms).then(() => {}));

function renderInput(hash = '#/demo') {
  history.replaceState(null, '', '/' + hash);
  return render(
    <HashLocationProvider>
      <InvitationInput group="demo" required />
      <ModalHost />
      <Toasts />
    </HashLocationProvider>,
  );
}

const field = () => screen.getByRole('textbox', { name: 'Invitation code' }) as HTMLInputElement;
const toastTexts = () => toasts.value.map((item) => item.message);

function typeInto(input: HTMLInputElement, value: string) {
  input.value = value;
  fireEvent.input(input);
}

describe('InvitationInput', () => {
  it('applies the trimmed code 800 ms after the field is left, and not before', async () => {
    renderInput();
    typeInto(field(), '  miafriend ');
    expect(invitationTyping.value).toBe(true);
    fireEvent.blur(field());
    await advance(799);
    expect(invitations.applied).toEqual([]);
    await advance(1);
    await advance(0);
    expect(invitations.applied).toEqual(['MIAFRIEND']);
    expect(myInvitation.of('demo').data).toEqual(relationFixture());
    expect(toastTexts()).toContain('Mia Member is now your inviter');
    expect(invitationTyping.value).toBe(false);
  });

  it('applies 800 ms after a paste without leaving the field', async () => {
    renderInput();
    fireEvent.paste(field());
    typeInto(field(), 'MIAFRIEND');
    await advance(799);
    expect(invitations.applied).toEqual([]);
    await advance(1);
    await advance(0);
    expect(invitations.applied).toEqual(['MIAFRIEND']);
  });

  it('sends nothing for a value that is blank after trimming', async () => {
    renderInput();
    typeInto(field(), '    ');
    fireEvent.blur(field());
    await advance(2000);
    expect(invitations.applied).toEqual([]);
    expect(invitationTyping.value).toBe(false);
  });

  it('says a refused code is incorrect or unavailable and keeps what was typed', async () => {
    renderInput();
    typeInto(field(), 'NOPE123');
    fireEvent.blur(field());
    await advance(800);
    await advance(0);
    expect(invitations.applied).toEqual(['NOPE123']);
    expect(toastTexts()).toContain('Invitation code incorrect or unavailable');
    expect(field().value).toBe('NOPE123');
    expect(myInvitation.of('demo').data).toBeUndefined();
    expect(invitationTyping.value).toBe(false);
  });

  it('asks before applying a code from the link, and applies it at once on "Use code"', async () => {
    renderInput('#/demo?invitation_code=MIAFRIEND');
    await advance(0);
    const dialog = screen.getByRole('dialog', { name: 'Use code' });
    expect(within(dialog).getByText('Join with the invitation code MIAFRIEND?')).toBeTruthy();
    expect(invitations.applied).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use code' }));
    await advance(0);
    await advance(0);
    expect(invitations.applied).toEqual(['MIAFRIEND']);
    expect(field().value).toBe('MIAFRIEND');
  });

  it('leaves a code from the link alone when the person cancels', async () => {
    renderInput('#/demo?invitation_code=PUB9M4ZT');
    await advance(0);
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Use code' })).getByRole('button', { name: 'Cancel' }));
    await advance(2000);
    expect(invitations.applied).toEqual([]);
    expect(field().value).toBe('');
  });

  it('is disabled while an order is being created', async () => {
    renderInput();
    expect(field().disabled).toBe(false);
    await act(() => {
      orderCreating.value = true;
    });
    expect(field().disabled).toBe(true);
    await act(() => {
      orderCreating.value = false;
    });
    expect(field().disabled).toBe(false);
  });
});
