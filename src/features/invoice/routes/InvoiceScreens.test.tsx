import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { invoiceCalls } from '../../../../contract/api/invoice';
import { groupHandlers, renderApp } from '../../../../test/app';
import { meFixture } from '../../../../test/fixtures/account';
import type { Invoice, InvoiceOrder, InvoiceTitle } from '../../../../contract/invoice';
import { formatDateTime } from '../../../lib/format';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { invoiceOrder, invoiceTitles } from '../model';
import { accountCalls } from '../../../../contract/api/account';

useMswServer();
vi.setConfig({ testTimeout: 20000 });

const member = meFixture({ role: 'user', state: 'paid', kyc_status: 'approved', quiz_passed: true });

const order = (over: Partial<InvoiceOrder> = {}): InvoiceOrder => ({
  order_id: 'o1', product_name: 'Demo Academy membership', kind: 'renew', quantity: 2, amount: '288.00', asset_id: 'cny',
  symbol: 'CNY', channel: 'alipay', paid_at: '2026-11-15T10:00:00.000Z', invoice: null, ...over,
});
const invoice = (over: Partial<Invoice> = {}): Invoice => ({
  state: 'requested', title_kind: 'personal', title_name: 'Alice', title_tax_number: '', invoice_number: null, notice_phone: null,
  notice_mixin: false, notice_phone_sent_at: null, notice_mixin_sent_at: null, requested_at: '2026-11-25T00:00:00Z', issued_at: null, ...over,
});
const issued = (over: Partial<Invoice> = {}) => invoice({
  state: 'issued', title_kind: 'company', title_name: 'Example Ltd.', title_tax_number: '91310115MA1K4BXQ8T',
  invoice_number: '24312000000001234567', issued_at: '2026-11-27T09:30:00Z', ...over,
});
const company: InvoiceTitle = { title_id: 't2', kind: 'company', name: 'Example Ltd.', tax_number: '91310115MA1K4BXQ8T', created_at: '2026-10-01T00:00:00Z' };
const person: InvoiceTitle = { title_id: 't1', kind: 'personal', name: 'Alice', tax_number: '', created_at: '2026-10-01T00:00:00Z' };

/** The alert a field is described by (its error under it), or null. */
function errorOf(field: HTMLElement): HTMLElement | null {
  const first = (field.getAttribute('aria-describedby') || '').split(' ')[0];
  const alert = first ? document.getElementById(first) : null;
  return alert && alert.getAttribute('role') === 'alert' ? alert : null;
}
const errorToast = () => document.querySelector('.ui-toast--error');

beforeEach(() => {
  localStorage.clear();
  setSession('demo', { token: 'access', refresh_token: 'refresh' });
  server.use(...groupHandlers('demo'), mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: member })));
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
  [account, invoiceTitles].forEach((r) => r.clear('demo'));
  invoiceOrder.clear('demo');
});

describe('invoices (group-invoice)', () => {
  it('lists the invoiceable orders with their state, linking to the request or the invoice; 20 a page', async () => {
    const offsets: string[] = [];
    server.use(mockCall('demo', invoiceCalls.orders, ({ request }) => {
      const url = new URL(request.url);
      offsets.push(`${url.searchParams.get('offset')}/${url.searchParams.get('limit')}`);
      return HttpResponse.json({ data: { items: [order(), order({ order_id: 'o2', kind: 'join', quantity: 1, amount: '144.00', channel: 'wechat',
        invoice: issued({ notice_mixin: true, notice_mixin_sent_at: '2026-11-27T09:30:00Z' }) })] } });
    }));
    renderApp('#/demo/invoice');
    const list = await screen.findByRole('list', { name: 'Orders you can invoice' }, { timeout: 15_000 });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('¥288.00');
    expect(rows[0]!.textContent).toContain('Renewal, 2 years');
    expect(rows[0]!.textContent).toContain('Not invoiced');
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('#/demo/invoice/make/o1');
    expect(rows[1]!.textContent).toContain('Issued');
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('#/demo/invoice/detail/o2');
    expect(offsets).toEqual(['0/20']); // a short page is the last
  });

  it('requests the invoice made out to the chosen title, then offers the notices', async () => {
    let sent: unknown = null;
    let current = order();
    server.use(
      mockCall('demo', invoiceCalls.order, { id: 'o1' }, () => HttpResponse.json({ data: current })),
      mockCall('demo', invoiceCalls.titles, () => HttpResponse.json({ data: [person, company] })),
      mockCall('demo', invoiceCalls.makeOut, { id: 'o1' }, async ({ request }) => {
        sent = await request.json();
        current = order({ invoice: invoice() });
        return HttpResponse.json({ data: current });
      }),
    );
    renderApp('#/demo/invoice/make/o1');
    const picker = await screen.findByRole('group', { name: 'Make the invoice out to' }, { timeout: 15_000 });
    // The company title is picked to start with.
    expect((within(picker).getByRole('radio', { name: /Example Ltd\./ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(picker).getByRole('radio', { name: /Alice/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Request the invoice' }));
    await waitFor(() => expect(sent).toEqual({ title_id: 't1' }));
    expect(await screen.findByRole('heading', { name: 'Request received' })).toBeTruthy();
    expect(window.location.hash).toBe('#/demo/invoice/make/succeed?order_id=o1');
    // A phone outside mainland China is refused before anything is sent.
    fireEvent.input(screen.getByLabelText('Mainland China mobile number'), { target: { value: '+1 415 555 0100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Text me' }));
    expect(await screen.findByText('Enter a mainland China mobile number (11 digits starting with 1).')).toBeTruthy();
  });

  it('after the request, each chosen notice waits for the invoice; choosing the wallet message adds it', async () => {
    let walletPosts = 0;
    server.use(
      mockCall('demo', invoiceCalls.order, { id: 'o1' }, () => HttpResponse.json({ data: order({ invoice: invoice({ notice_phone: '+8613900000000' }) }) })),
      mockCall('demo', invoiceCalls.noticeMixin, { id: 'o1' }, () => {
        walletPosts++;
        return HttpResponse.json({ data: order({ invoice: invoice({ notice_phone: '+8613900000000', notice_mixin: true }) }) });
      }),
    );
    renderApp('#/demo/invoice/make/succeed?order_id=o1');
    const notices = await screen.findByRole('list', { name: 'Your notices' }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { name: 'Tell me when it is issued' })).toBeTruthy();
    const [sms, wallet] = within(notices).getAllByRole('listitem');
    expect(sms!.textContent).toBe('By SMS to +8613900000000Waiting for the invoice to be issued');
    expect(wallet!.textContent).toBe('No wallet message chosen');
    // The number can still be changed while nothing is sent.
    expect(screen.getByLabelText('Mainland China mobile number')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Message me in the wallet' }));
    expect(await screen.findByText('We will let you know')).toBeTruthy();
    await waitFor(() => expect(within(notices).getAllByRole('listitem')[1]!.textContent)
      .toBe('By a message in the walletWaiting for the invoice to be issued'));
    expect(walletPosts).toBe(1);
    expect(screen.queryByRole('button', { name: 'Message me in the wallet' })).toBeNull();
  });

  it('an issued invoice shows its number and the notices sent, with when; one chosen now is sent at once', async () => {
    let current = order({ invoice: issued({ notice_phone: '+8613900000000', notice_phone_sent_at: '2026-11-27T09:30:00Z' }) });
    server.use(
      mockCall('demo', invoiceCalls.order, { id: 'o1' }, () => HttpResponse.json({ data: current })),
      mockCall('demo', invoiceCalls.noticeMixin, { id: 'o1' }, () => {
        current = order({ invoice: { ...current.invoice!, notice_mixin: true, notice_mixin_sent_at: '2026-11-28T02:05:00Z' } });
        return HttpResponse.json({ data: current });
      }),
    );
    renderApp('#/demo/invoice/detail/o1');
    const details = await screen.findByRole('region', { name: /^Invoice/ }, { timeout: 15_000 });
    expect(details.textContent).toContain('24312000000001234567');
    expect(screen.getByRole('heading', { name: 'Get the invoice number' })).toBeTruthy();
    const notices = screen.getByRole('list', { name: 'Your notices' });
    const [sms, wallet] = within(notices).getAllByRole('listitem');
    expect(sms!.textContent).toBe(`By SMS to +8613900000000Sent ${formatDateTime('2026-11-27T09:30:00Z')}`);
    expect(wallet!.textContent).toBe('No wallet message chosen');
    // The SMS went out: its number cannot be changed any more.
    expect(screen.queryByLabelText('Mainland China mobile number')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Message me in the wallet' }));
    expect(await screen.findByText('Sent')).toBeTruthy();
    await waitFor(() => expect(within(notices).getAllByRole('listitem')[1]!.textContent)
      .toBe(`By a message in the walletSent ${formatDateTime('2026-11-28T02:05:00Z')}`));
    expect(screen.queryByRole('button', { name: 'Message me in the wallet' })).toBeNull();
  });

  it('a refused title is said under the tax number, or above the button; what was typed stays, no toast', async () => {
    const answers = [
      () => HttpResponse.json({ code: 103012, message: 'invalid tax number' }, { status: 400 }),
      () => HttpResponse.json({ code: 103013, message: 'too many titles' }, { status: 409 }),
    ];
    server.use(mockCall('demo', invoiceCalls.addTitle, () => answers.shift()!()));
    renderApp('#/demo/invoice/title/add');
    const name = await screen.findByLabelText('Company name', undefined, { timeout: 15_000 }) as HTMLInputElement;
    fireEvent.input(name, { target: { value: 'Example Ltd.' } });
    const tax = screen.getByLabelText('Tax number') as HTMLInputElement;
    fireEvent.input(tax, { target: { value: '91310115MA1K4BXQ8T' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add title' }));
    await waitFor(() => expect(errorOf(tax)).toBeTruthy());
    expect(errorOf(tax)!.textContent).not.toBe('');
    expect(tax.value).toBe('91310115MA1K4BXQ8T');
    expect(name.value).toBe('Example Ltd.');

    fireEvent.click(screen.getByRole('button', { name: 'Add title' }));
    await waitFor(() => expect(document.querySelector('.invoice-form__error--form[role="alert"]')).toBeTruthy());
    expect(errorOf(tax)).toBeNull();
    expect(tax.value).toBe('91310115MA1K4BXQ8T');
    expect(errorToast()).toBeNull();
  });

  it('a refused request is said above its button, the title chosen kept, no toast', async () => {
    server.use(
      mockCall('demo', invoiceCalls.order, { id: 'o1' }, () => HttpResponse.json({ data: order() })),
      mockCall('demo', invoiceCalls.titles, () => HttpResponse.json({ data: [person, company] })),
      mockCall('demo', invoiceCalls.makeOut, { id: 'o1' }, () => HttpResponse.json({ code: 103011, message: 'already requested' }, { status: 409 })),
    );
    renderApp('#/demo/invoice/make/o1');
    const picker = await screen.findByRole('group', { name: 'Make the invoice out to' }, { timeout: 15_000 });
    fireEvent.click(within(picker).getByRole('radio', { name: /Alice/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Request the invoice' }));
    await waitFor(() => expect(document.querySelector('.invoice-picker__error[role="alert"]')).toBeTruthy());
    expect(document.querySelector('.invoice-picker__error')!.nextElementSibling).toBe(screen.getByRole('button', { name: 'Request the invoice' }));
    expect((within(picker).getByRole('radio', { name: /Alice/ }) as HTMLInputElement).checked).toBe(true);
    expect(errorToast()).toBeNull();
  });

  it('a refused notice is said under the number (kept) or above the wallet button, no toast', async () => {
    server.use(
      mockCall('demo', invoiceCalls.order, { id: 'o1' }, () => HttpResponse.json({ data: order({ invoice: invoice() }) })),
      mockCall('demo', invoiceCalls.noticePhone, { id: 'o1' }, () => HttpResponse.json({ code: 103002, message: 'not a mainland mobile' }, { status: 400 })),
      mockCall('demo', invoiceCalls.noticeMixin, { id: 'o1' }, () => HttpResponse.json({ code: 500, message: 'internal error' }, { status: 500 })),
    );
    renderApp('#/demo/invoice/make/succeed?order_id=o1');
    const phone = await screen.findByLabelText('Mainland China mobile number', undefined, { timeout: 15_000 }) as HTMLInputElement;
    fireEvent.input(phone, { target: { value: '139 0000 0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Text me' }));
    await waitFor(() => expect(errorOf(phone)).toBeTruthy());
    expect(phone.value).toBe('139 0000 0000');
    fireEvent.click(screen.getByRole('button', { name: 'Message me in the wallet' }));
    await waitFor(() => expect(document.querySelector('.invoice-notice__error--above[role="alert"]')).toBeTruthy());
    expect(document.querySelector('.invoice-notice__error--above')!.nextElementSibling).toBe(screen.getByRole('button', { name: 'Message me in the wallet' }));
    expect(errorToast()).toBeNull();
  });

  it('a company title needs a valid tax number before it is sent', async () => {
    let posts = 0;
    server.use(mockCall('demo', invoiceCalls.addTitle, () => {
      posts++;
      return HttpResponse.json({ data: company });
    }));
    renderApp('#/demo/invoice/title/add');
    fireEvent.input(await screen.findByLabelText('Company name', undefined, { timeout: 15_000 }), { target: { value: 'Example Ltd.' } });
    fireEvent.input(screen.getByLabelText('Tax number'), { target: { value: '91310115MA1K4BXQ8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add title' }));
    expect(await screen.findByText('This is not a valid tax number: check its 18 letters and digits.')).toBeTruthy();
    expect(posts).toBe(0);
    // A person has no tax number to give.
    fireEvent.click(screen.getByRole('radio', { name: 'A person' }));
    expect(screen.queryByLabelText('Tax number')).toBeNull();
  });
});
