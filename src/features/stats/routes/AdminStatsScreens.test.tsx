import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { statsCalls } from '../../../../contract/api/stats';
import { meFixture } from '../../../../test/fixtures/account';
import { homeHandlers } from '../../../../test/fixtures/home';
import { profitStatFixture, userStatFixture } from '../../../../test/fixtures/stats';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { profitStat, userStat } from '../model';
import { presetRange } from '../range';
import { accountCalls } from '../../../../contract/api/account';

// jsdom draws no canvas: uPlot is replaced by a stand-in that keeps what it was asked to draw.
const plots = vi.hoisted(() => [] as { series: { label?: string; scale?: string }[]; data: number[][]; width: number; destroyed: boolean }[]);
vi.mock('uplot', () => ({
  default: class {
    width: number;
    private readonly made: (typeof plots)[number];
    constructor(opts: { width: number; series: { label?: string }[] }, data: number[][], host: HTMLElement) {
      this.width = opts.width;
      this.made = { series: opts.series, data, width: opts.width, destroyed: false };
      plots.push(this.made);
      host.appendChild(document.createElement('canvas'));
    }
    setSize({ width }: { width: number }) {
      this.width = width;
      this.made.width = width;
    }
    destroy() {
      this.made.destroyed = true;
    }
  },
}));

useMswServer();

/** Every statistics request, as `path?start&end`. */
let asked: string[];
/** When set, the next answers are this failure (then cleared by the test). */
let failing: boolean;

function serve() {
  server.use(
    ...groupHandlers('demo'),
    ...homeHandlers(),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role: 'admin', state: 'paid' }) })),
    mockCall('demo', statsCalls.user, ({ request }) => {
      const url = new URL(request.url);
      const start = url.searchParams.get('start')!;
      const end = url.searchParams.get('end')!;
      asked.push(`user ${start} ${end}`);
      if (failing) return HttpResponse.json({ code: 100409, message: 'refused' }, { status: 500 });
      return HttpResponse.json({ data: userStatFixture(start, end) });
    }),
    mockCall('demo', statsCalls.profit, ({ request }) => {
      const url = new URL(request.url);
      const start = url.searchParams.get('start')!;
      const end = url.searchParams.get('end')!;
      asked.push(`profit ${start} ${end}`);
      return HttpResponse.json({ data: profitStatFixture(start, end) });
    }),
  );
}

/** What "Download CSV" saved: the file's name and its bytes. */
function catchDownloads() {
  const saved: { name: string; bytes: Promise<Uint8Array> }[] = [];
  const blobs = new Map<string, Blob>();
  let n = 0;
  vi.stubGlobal('URL', Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      const href = `blob:csv-${n++}`;
      blobs.set(href, blob);
      return href;
    }),
    revokeObjectURL: vi.fn(),
  }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, bytes: blobs.get(this.getAttribute('href') || '')!.arrayBuffer().then((b) => new Uint8Array(b)) });
  });
  return saved;
}

/** The file as text after its UTF-8 BOM, which must be there. */
async function csvOf(file: { bytes: Promise<Uint8Array> }): Promise<string> {
  const bytes = await file.bytes;
  expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
}

/** The chart drawn last, once it has `days` days (uPlot is made after the screen paints). */
async function drawn(days: number) {
  await waitFor(() => expect(plots[plots.length - 1]?.data[0]).toHaveLength(days));
  return plots[plots.length - 1]!;
}

const dayTable = (name: string) => screen.findByRole('table', { name }, { timeout: 15_000 });
const bodyRows = (table: HTMLElement) => table.querySelectorAll('tbody tr');

beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  userStat.clear('demo');
  profitStat.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
  asked = [];
  failing = false;
  plots.length = 0;
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('member statistics', { timeout: 60_000 }, () => {
  it('opens on the last 30 days: the totals, the chart of five series and a table of 30 days', async () => {
    serve();
    renderApp('#/demo/admin/user_stat');
    const table = await dayTable('Members by day');
    const { start, end } = presetRange(30);
    expect(asked).toEqual([`user ${start} ${end}`]);
    expect(bodyRows(table)).toHaveLength(30);
    // Day 0 has 1 new member; the footer sums the column: 1 + 2 + … + 30.
    expect(bodyRows(table)[0]!.querySelectorAll('td')[0]!.textContent).toBe('1');
    expect(table.querySelector('tfoot')!.textContent).toContain('465');
    expect(screen.getByText('New members', { selector: 'dt' }).nextElementSibling!.textContent).toBe('465');
    expect(screen.getByRole('radio', { name: '30 days' })).toHaveProperty('checked', true);
    const plot = await drawn(30);
    expect(plot.series.slice(1).map((s) => s.label)).toEqual(['New members', 'Paid joins', 'Renewals', 'Active members', 'Churned']);
    expect(plot.data).toHaveLength(6);
    // Active members (hundreds) have the right-hand axis to themselves beside the others.
    expect(plot.series.slice(1).map((s) => s.scale)).toEqual(['y', 'y', 'y', 'right', 'y']);
    // Today is not over: its row says so.
    expect(bodyRows(table)[29]!.querySelector('th')!.textContent).toMatch(/today, so far$/);
    expect(bodyRows(table)[28]!.querySelector('th')!.textContent).not.toMatch(/today/);
    expect(plot.data[0]).toHaveLength(30);
    expect(plot.data[1]!.slice(0, 3)).toEqual([1, 2, 3]);
    expect(screen.getByText(/\(30 days\): 465 new members, 435 paid joins, 15 renewals, 10 churned, 25 active members on an average day\. Most new members: 30 on /)).toBeTruthy();
  });

  it('asks again for the preset picked, and draws what came back', async () => {
    serve();
    renderApp('#/demo/admin/user_stat');
    await dayTable('Members by day');
    fireEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Members by day' }))).toHaveLength(7));
    const week = presetRange(7);
    expect(asked[asked.length - 1]).toBe(`user ${week.start} ${week.end}`);
    await drawn(7);
    fireEvent.click(screen.getByRole('radio', { name: '1 year' }));
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Members by day' }))).toHaveLength(365));
    expect(asked[asked.length - 1]).toBe(`user ${presetRange(365).start} ${presetRange(365).end}`);
  });

  it('hides a series from the chart when it is switched off, the table keeps it', async () => {
    serve();
    renderApp('#/demo/admin/user_stat');
    await dayTable('Members by day');
    await drawn(30);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Active members' }));
    await waitFor(() => expect(plots[plots.length - 1]!.series.slice(1).map((s) => s.label)).toEqual(['New members', 'Paid joins', 'Renewals', 'Churned']));
    expect(plots[plots.length - 1]!.data).toHaveLength(5);
    expect(plots[plots.length - 2]!.destroyed).toBe(true);
    expect(screen.getByRole('columnheader', { name: 'Active members' })).toBeTruthy();
  });

  it('checks a custom range before asking: too long is refused in place, a good one is asked for', async () => {
    serve();
    renderApp('#/demo/admin/user_stat');
    await dayTable('Members by day');
    fireEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    const pickDate = async (field: RegExp, value: string) => {
      fireEvent.click(screen.getByRole('button', { name: field }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.input(within(dialog).getByLabelText('Date'), { target: { value } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    await pickDate(/^First day/, '2024-01-01');
    await pickDate(/^Last day/, '2025-01-05');
    const before = asked.length;
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect((await screen.findByText('Choose at most 366 days.')).getAttribute('role')).toBe('alert');
    expect(asked).toHaveLength(before);

    await pickDate(/^Last day/, '2024-01-10');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(asked[asked.length - 1]).toBe('user 2024-01-01 2024-01-10'));
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Members by day' }))).toHaveLength(10));
    expect(screen.getByText(/2024\/01\/01 – 2024\/01\/10, 10 days/)).toBeTruthy();
  });

  it('downloads the table as CSV: a BOM, the header, a line per day, oldest first', async () => {
    serve();
    const saved = catchDownloads();
    renderApp('#/demo/admin/user_stat');
    await dayTable('Members by day');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const { start, end } = presetRange(30);
    expect(saved[0]!.name).toBe(`demo-members-${start}-${end}.csv`);
    const lines = (await csvOf(saved[0]!)).split('\r\n');
    expect(lines[0]).toBe('Date,New members,Paid joins,Renewals,Active members,Churned');
    expect(lines[1]).toBe(`${start},1,0,1,10,1`);
    expect(lines).toHaveLength(32); // header, 30 days, and the empty string after the last CRLF
    expect(await screen.findByText('CSV saved')).toBeTruthy();
  });

  it('says the figures could not be loaded, and retries', async () => {
    serve();
    failing = true;
    renderApp('#/demo/admin/user_stat');
    expect(await screen.findByText('The member statistics could not be loaded.', {}, { timeout: 15_000 })).toBeTruthy();
    // The period can still be changed meanwhile.
    expect(screen.getByRole('radio', { name: '30 days' })).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(bodyRows(await dayTable('Members by day'))).toHaveLength(30);
  });
});

describe('income statistics', { timeout: 60_000 }, () => {
  it('shows each asset\'s income by day, filters to one asset, and downloads what is shown', async () => {
    serve();
    const saved = catchDownloads();
    renderApp('#/demo/admin/profit_stat');
    const table = await dayTable('Income by day');
    const { start, end } = presetRange(30);
    expect(asked).toEqual([`profit ${start} ${end}`]);
    expect(bodyRows(table)).toHaveLength(30);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'BTC', 'CNY', 'Paid orders', 'Value (CNY)']);
    expect(table.querySelector('tfoot')!.textContent).toBe('Total0.0006144.003432.00');
    expect(screen.getByText('Value (CNY)', { selector: 'dt' }).nextElementSibling!.textContent).toBe('¥432.00');
    expect((await drawn(30)).series.slice(1).map((s) => s.label)).toEqual(['BTC', 'CNY']);

    fireEvent.change(screen.getByLabelText('Asset'), { target: { value: 'cny' } });
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Income by day' })).getAllByRole('columnheader')).toHaveLength(4));
    expect(plots[plots.length - 1]!.series.slice(1).map((s) => s.label)).toEqual(['CNY']);
    expect(screen.getByText('Value (CNY)', { selector: 'dt' }).nextElementSibling!.textContent).toBe('¥144.00');
    // Filtering asks nothing new.
    expect(asked).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(`demo-income-${start}-${end}.csv`);
    const lines = (await csvOf(saved[0]!)).split('\r\n');
    expect(lines[0]).toBe('Date,CNY,Paid orders,Value (CNY)');
    expect(lines[1]).toBe(`${start},144.00,1,144.00`);
    expect(lines[2]).toMatch(/,0\.00,0,0\.00$/);
    expect(lines).toHaveLength(32);
  });
});
