import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { heldResponse, server, useMswServer, mockCall } from '../../../../test/msw';
import { invitationCalls } from '../../../../contract/api/invitation';
import {
  decodedFixture, invitationHandlers, invitationServer, relationFixture, type InvitationServer,
} from '../../../../test/fixtures/invitation';
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

/** Lets answers and effects land without moving the clock. */
async function settle() {
  for (let i = 0; i < 5; i++) await advance(0);
}

const field = () => screen.getByRole('textbox', { name: 'Invitation code' }) as HTMLInputElement;
const toastTexts = () => toasts.value.map((item) => item.message);
/** What the field says under itself: the element its aria-describedby names first. */
const fieldError = () => {
  const first = (field().getAttribute('aria-describedby') || '').split(' ')[0];
  const el = first.endsWith('-error') ? document.getElementById(first) : null;
  return el ? el.textContent : null;
};

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
    // Under the field, tied to it, never in a toast that would follow the person to the next page.
    expect(fieldError()).toBe('Invitation code incorrect or unavailable');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(toastTexts()).toEqual([]);
    expect(field().value).toBe('NOPE123');
    expect(invitationTyping.value).toBe(false);
    // Typing again takes the refusal away.
    typeInto(field(), 'NOPE1234');
    expect(fieldError()).toBeNull();
    expect(document.querySelector('.invitation-input__error')).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBeNull();
    expect(myInvitation.of('demo').data).toBeUndefined();
  });

  it('asks before applying a code from the link, and applies it at once on "Use code"', async () => {
    renderInput('#/demo?invitation_code=MIAFRIEND');
    await settle();
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
    await settle();
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Use code' })).getByRole('button', { name: 'Cancel' }));
    await advance(2000);
    expect(invitations.applied).toEqual([]);
    expect(field().value).toBe('');
  });

  it('names whoever the link\'s code belongs to, without waiting longer than the decode takes', async () => {
    const relation = relationFixture({ invitation_code: 'MIALINK1' });
    invitations.decodable = { MIALINK1: decodedFixture(relation) };
    invitations.codes = { MIALINK1: relation };
    renderInput('#/demo?invitation_code=MIALINK1');
    await settle();
    expect(invitations.decodedWith).toEqual(['demo']);
    const dialog = screen.getByRole('dialog', { name: 'Use code' });
    expect(within(dialog).getByText('Mia Member invited you. Use code MIALINK1?')).toBeTruthy();
    expect(within(dialog).queryByText(/Join with the invitation code/)).toBeNull();
    expect(dialog.querySelector('img')!.getAttribute('src')).toBe('https://img.test/mia.png');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use code' }));
    await settle();
    expect(invitations.applied).toEqual(['MIALINK1']);
    expect(toastTexts()).toContain('Mia Member is now your inviter');
  });

  const undecodable: [string, string, (() => void) | null][] = [
    ['an unknown code', 'NOSUCH01', null],
    ['a taken code', 'TAKEN001', () => {
      invitations.decodable = { TAKEN001: decodedFixture(relationFixture({ invitation_code: 'TAKEN001' }), { available: false }) };
    }],
    ['too many codes tried', 'LIMITED1', () => server.use(mockCall('demo', invitationCalls.decode, () =>
      HttpResponse.json({ code: 100429, message: 'too many invitation codes tried' }, { status: 429, headers: { 'Retry-After': '60' } })))],
    ['no answer', 'NONET001', () => server.use(mockCall('demo', invitationCalls.decode, () => HttpResponse.error()))],
  ];
  it.each(undecodable)('asks as before, naming nobody, for %s, and applying says what is wrong', async (_case, code, arrange) => {
    if (arrange) arrange();
    renderInput(`#/demo?invitation_code=${code}`);
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Use code' });
    expect(within(dialog).getByText(`Join with the invitation code ${code}?`)).toBeTruthy();
    expect(within(dialog).queryByText(/invited you/)).toBeNull();
    expect(dialog.querySelector('img')).toBeNull();
    expect(toastTexts()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use code' }));
    await settle();
    expect(invitations.applied).toEqual([code]);
    expect(fieldError()).toBe('Invitation code incorrect or unavailable');
  });

  it('asks without a name once the decode has taken 1.5 s, and keeps that question when the answer comes late', async () => {
    const relation = relationFixture({ invitation_code: 'SLOWLINK' });
    invitations.decodable = { SLOWLINK: decodedFixture(relation) };
    const gate = heldResponse();
    invitations.decodeGate = gate.wait();
    renderInput('#/demo?invitation_code=SLOWLINK');
    await settle();
    await advance(1499);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1);
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Use code' });
    expect(within(dialog).getByText('Join with the invitation code SLOWLINK?')).toBeTruthy();
    gate.release();
    await settle();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(dialog).queryByText(/invited you/)).toBeNull();
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
