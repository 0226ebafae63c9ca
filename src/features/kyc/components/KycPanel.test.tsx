import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { kycCalls } from '../../../../contract/api/kyc';
import { kycHandlers, kycStatusFixture, type KycServerLog } from '../../../../test/fixtures/kyc';
import { logoutGroup, setSession } from '../../../lib/session';
import { toasts, clearToasts } from '../../../ui/toast';
import { account } from '../../account';
import { meFixture } from '../../../../test/fixtures/account';
import type { KycStatus } from '../../../../contract/kyc';
import { kycWindow } from '../model';
import { KycPanel } from './KycPanel';
import { withTexts } from '../../../../test/texts';
import { accountCalls } from '../../../../contract/api/account';

beforeAll(() => withTexts('kyc'));

useMswServer();

const G = 'gate';
let current: KycStatus;
let log: KycServerLog;

beforeEach(() => {
  setSession(G, { token: 't', refresh_token: 'r' });
  current = kycStatusFixture();
  log = { authorized: 0, started: 0 };
  server.use(
    ...kycHandlers(G, () => current, log),
    mockCall(G, accountCalls.me, () => HttpResponse.json({ data: meFixture({ state: 'pending', kyc_status: current.kyc_status }) })),
  );
});
afterEach(() => {
  cleanup();
  clearToasts();
  logoutGroup(G);
});

describe('KycPanel', () => {
  it('shows an unverified person the status, hint, notices, an action and a refresh', async () => {
    render(<KycPanel group={G} onApproved={() => {}} />);
    expect(await screen.findByText('Not verified')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Identity verification' })).toBeTruthy();
    expect(screen.getByText('This group asks you to verify your identity before you continue.')).toBeTruthy();
    const notices = screen.getByRole('region', { name: 'Before you start' });
    expect(within(notices).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Only users in mainland China can be verified.',
      'Have your ID card at hand; the check also takes a photo of your face.',
      'Starting shares your verification result with this group.',
      'The review takes about 15 minutes.',
    ]);
    expect(screen.getByRole('button', { name: 'Start verification' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh status' })).toBeTruthy();
  });

  it('gives consent, fetches the verification URL and opens the sheet with its button and QR code', async () => {
    const assign = vi.spyOn(kycWindow, 'assign').mockImplementation(() => {});
    render(<KycPanel group={G} onApproved={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start verification' }));
    const sheet = await screen.findByRole('dialog', { name: 'Verify your identity' });
    expect(log).toEqual({ authorized: 1, started: 1 });
    const qr = (await within(sheet).findByRole('img', { name: 'QR code of the verification page' })) as HTMLImageElement;
    expect(qr.src.indexOf('data:image/svg+xml')).toBe(0);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Open the verification page' }));
    expect(assign).toHaveBeenCalledWith(`${location.origin}/sandbox/kyc?session=s1`);
  });

  it('shows a refused start as an error toast and keeps the panel', async () => {
    server.use(
      mockCall(G, kycCalls.startFaceId, () =>
        HttpResponse.json({ code: 100409, message: 'KYC already approved' }, { status: 409 }),
      ),
    );
    render(<KycPanel group={G} onApproved={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start verification' }));
    await waitFor(() => expect(toasts.value.map((x) => [x.kind, x.message])).toEqual([['error', 'This cannot be done right now.']]));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start verification' })).toBeTruthy();
  });

  it('while under review offers only the refresh, which shows the outcome; approved continues after reloading the account', async () => {
    current = kycStatusFixture({ kyc_status: 'processing' });
    const onApproved = vi.fn();
    render(<KycPanel group={G} onApproved={onApproved} />);
    expect(await screen.findByText('Under review')).toBeTruthy();
    expect(
      screen.getByText('Your verification is being reviewed. This takes about 15 minutes; refresh to see the result.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start verification' })).toBeNull();

    current = kycStatusFixture({ kyc_status: 'approved', name: 'Li Lei' });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh status' }));
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(screen.getByText('You are verified as Li Lei.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh status' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onApproved).toHaveBeenCalledTimes(1));
    expect(account.of(G).data!.kyc_status).toBe('approved');
  });

  it('shows a rejection with its reason and code, and lets the person start again', async () => {
    current = kycStatusFixture({ kyc_status: 'rejected', kyc_error: 'INFO_MISMATCH', kyc_error_message: 'KYC information does not match' });
    render(<KycPanel group={G} onApproved={() => {}} />);
    expect(await screen.findByText('Verification failed')).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Reason: KYC information does not match');
    expect(alert.textContent).toContain('Code: INFO_MISMATCH');
    fireEvent.click(screen.getByRole('button', { name: 'Verify again' }));
    expect(await screen.findByRole('dialog', { name: 'Verify your identity' })).toBeTruthy();
  });

  it('reads the status again when the person comes back to the page', async () => {
    render(<KycPanel group={G} onApproved={() => {}} />);
    await screen.findByText('Not verified');
    current = kycStatusFixture({ kyc_status: 'processing' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByText('Under review')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    let calls = 0;
    server.use(
      mockCall(G, kycCalls.status, () => {
        calls++;
        return calls === 1
          ? HttpResponse.json({ code: 500, message: 'internal error' }, { status: 500 })
          : HttpResponse.json({ data: kycStatusFixture() });
      }),
    );
    render(<KycPanel group={G} onApproved={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'The verification status could not be loaded' })).toBeTruthy();
    expect(screen.getByText('Something went wrong on the server. Please try again later.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Not verified')).toBeTruthy();
  });
});
