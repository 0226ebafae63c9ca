import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { bankCalls } from '../../../../contract/api/bank';
import { groupHandlers, renderApp } from '../../../../test/app';
import { meFixture } from '../../../../test/fixtures/account';
import type { BankAccount, BankAccountCreate } from '../../../../contract/bank';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { bankAccounts } from '../model';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();
vi.setConfig({ testTimeout: 20000 });

const member = meFixture({ role: 'user', state: 'paid', kyc_status: 'approved', quiz_passed: true });

const card = (over: Partial<BankAccount> = {}): BankAccount => ({
  account_id: 'a1', holder: 'Mia Member', bank: 'ICBC', branch: 'Pudong', phone: '+8613800138000', last4: '0006',
  is_default: true, created_at: '2026-10-01T00:00:00.000Z', ...over,
});

function serve(cards: BankAccount[]) {
  server.use(
    ...groupHandlers('demo'),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: member })),
    mockCall('demo', bankCalls.list, () => HttpResponse.json({ data: cards })),
  );
}

beforeEach(() => {
  localStorage.clear();
  setSession('demo', { token: 'access', refresh_token: 'refresh' });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  logoutGroup('demo');
  [account, bankAccounts].forEach((r) => r.clear('demo'));
});

describe('bank cards (group-accounts)', () => {
  it('lists the cards masked, the default marked, and makes another the default', async () => {
    let cards = [card(), card({ account_id: 'a2', bank: 'Bank of China', branch: '', last4: '1111', is_default: false })];
    serve(cards);
    server.use(mockCall('demo', bankCalls.makeDefault, { id: 'a2' }, () => {
      cards = [{ ...cards[1]!, is_default: true }, { ...cards[0]!, is_default: false }];
      return HttpResponse.json({ data: cards });
    }));
    renderApp('#/demo/accounts');
    const list = await screen.findByRole('list', { name: 'Your bank cards' }, { timeout: 15_000 });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByLabelText('Card number ending in 0006').textContent).toBe('•••• 0006');
    expect(within(items[0]!).getByText('Default')).toBeTruthy();
    expect(within(items[0]!).queryByRole('button', { name: 'Set as default' })).toBeNull();
    expect(within(items[1]!).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('#/demo/accounts/edit?id=a2');
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Set as default' }));
    await waitFor(() => expect(within(screen.getAllByRole('listitem')[0]!).getByRole('heading').textContent).toBe('Bank of China'));
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Default')).toBeTruthy();
  });

  it('says so when there is no card, with the way to add one', async () => {
    serve([]);
    renderApp('#/demo/accounts');
    expect(await screen.findByText('No bank cards yet.', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a bank card' }).getAttribute('href')).toBe('#/demo/accounts/edit');
  });
});

describe('adding a card (group-accounts-edit)', () => {
  it('checks the number (Luhn) and the +86 phone before sending, then adds it and goes back to the list', async () => {
    const cards: BankAccount[] = [];
    let sent: BankAccountCreate | null = null;
    serve(cards);
    server.use(mockCall('demo', bankCalls.create, async ({ request }) => {
      sent = (await request.json()) as BankAccountCreate;
      cards.push(card({ account_id: 'new', bank: sent.bank, last4: '0006' }));
      return HttpResponse.json({ data: cards[0] });
    }));
    renderApp('#/demo/accounts/edit');
    fireEvent.input(await screen.findByLabelText('Card holder', undefined, { timeout: 15_000 }), { target: { value: 'Mia Member' } });
    fireEvent.input(screen.getByLabelText('Card number'), { target: { value: '6212264000000000007' } });
    fireEvent.input(screen.getByLabelText('Bank'), { target: { value: 'ICBC' } });
    fireEvent.input(screen.getByLabelText('Mobile phone'), { target: { value: '415 555 0100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('This is not a valid card number: check the digits.')).toBeTruthy();
    expect(screen.getByText('Enter a mainland China mobile number (11 digits starting with 1).')).toBeTruthy();
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toBeNull();

    fireEvent.input(screen.getByLabelText('Card number'), { target: { value: '6212264000000000006' } });
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('6212 2640 0000 0000 006');
    fireEvent.input(screen.getByLabelText('Mobile phone'), { target: { value: '138 0013 8000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(sent).toEqual({ holder: 'Mia Member', number: '6212 2640 0000 0000 006', bank: 'ICBC', branch: '', phone: '138 0013 8000' }));
    const list = await screen.findByRole('list', { name: 'Your bank cards' });
    expect(within(list).getByText('•••• 0006')).toBeTruthy();
  });

  it('edits a card without sending its number unless a new one is typed', async () => {
    let sent: unknown = null;
    serve([card()]);
    server.use(mockCall('demo', bankCalls.update, { id: 'a1' }, async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ data: card({ branch: 'Jing\'an' }) });
    }));
    renderApp('#/demo/accounts/edit?id=a1');
    const branch = await screen.findByLabelText('Branch (optional)', undefined, { timeout: 15_000 });
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Now •••• 0006. Leave blank to keep it.')).toBeTruthy();
    fireEvent.input(branch, { target: { value: 'Jing\'an' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual({ holder: 'Mia Member', bank: 'ICBC', branch: 'Jing\'an', phone: '13800138000' }));
  });

  it('says a refusal under the field it is about, else above the button, keeping what was typed (no toast)', async () => {
    serve([]);
    const answers = [
      () => HttpResponse.json({ code: 103002, message: 'phone is not a mainland mobile' }, { status: 400 }),
      () => HttpResponse.json({ code: 500, message: 'internal error' }, { status: 500 }),
    ];
    server.use(mockCall('demo', bankCalls.create, () => answers.shift()!()));
    renderApp('#/demo/accounts/edit');
    fireEvent.input(await screen.findByLabelText('Card holder', undefined, { timeout: 15_000 }), { target: { value: 'Mia Member' } });
    fireEvent.input(screen.getByLabelText('Card number'), { target: { value: '6212264000000000006' } });
    fireEvent.input(screen.getByLabelText('Bank'), { target: { value: 'ICBC' } });
    fireEvent.input(screen.getByLabelText('Mobile phone'), { target: { value: '138 0013 8000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    const phone = screen.getByLabelText('Mobile phone');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    const alert = document.getElementById(phone.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).not.toBe('');
    expect((phone as HTMLInputElement).value).toBe('138 0013 8000');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('6212 2640 0000 0000 006');
    expect(document.querySelector('.ui-toast--error')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(document.querySelector('.bank-form__error--form[role="alert"]')).toBeTruthy());
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    expect((screen.getByLabelText('Card holder') as HTMLInputElement).value).toBe('Mia Member');
    expect(document.querySelector('.ui-toast--error')).toBeNull();
    expect(location.hash).toBe('#/demo/accounts/edit');
  });

  it("someone else's card id: not among yours", async () => {
    serve([card()]);
    renderApp('#/demo/accounts/edit?id=other');
    expect(await screen.findByRole('heading', { name: 'This card is not among yours' }, { timeout: 15_000 })).toBeTruthy();
  });
});
