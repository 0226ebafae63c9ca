import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { courseCalls } from '../../../../contract/api/course';
import { assetCalls } from '../../../../contract/api/asset';
import { meFixture } from '../../../../test/fixtures/account';
import { courseFixture } from '../../../../test/fixtures/course';
import { homeHandlers } from '../../../../test/fixtures/home';
import { ASSET, assetsFixture } from '../../../../test/fixtures/order';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { groupSettings } from '../../group';
import { assetPrices } from '../../order';
import type { Course, CourseSettingsInput } from '../../../../contract/course';
import { accountCalls } from '../../../../contract/api/account';
import { adminIndexHandlers } from '../../../../test/fixtures/admin';

// admin/course (issue 14 point 3): every course, drafts too, searchable; publish and unpublish
// (asked first); each course's settings in place (public, comments, downloads, price).

useMswServer();

let courses: Course[];
let queries: Record<string, string>[];
let sent: unknown[];
let refusal: { code: number; message: string; status: number } | null;

function serve() {
  server.use(
    // Before homeHandlers (the home's latest courses): the first handler that matches answers.
    mockCall('demo', courseCalls.list, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams.entries());
      delete query.nonce;
      queries.push(query);
      const q = (query.q || '').toLowerCase();
      const found = courses.filter((c) => (query.state === 'all' || c.state === query.state) && c.title.toLowerCase().includes(q));
      return HttpResponse.json({ data: { courses: found, unfinished: [] } });
    }),
    mockCall('demo', courseCalls.post, ({ params }) => {
      sent.push(`${params.action} ${params.id}`);
      if (refusal) return HttpResponse.json({ code: refusal.code, message: refusal.message }, { status: refusal.status });
      courses = courses.map((c) => (c.course_id === params.id ? { ...c, state: params.action === 'publish' ? 'published' : 'draft' } : c));
      return HttpResponse.json({ data: courses.find((c) => c.course_id === params.id) });
    }),
    mockCall('demo', courseCalls.settings, async ({ params, request }) => {
      const body = (await request.json()) as CourseSettingsInput;
      sent.push({ settings: params.id, body });
      if (refusal) return HttpResponse.json({ code: refusal.code, message: refusal.message }, { status: refusal.status });
      courses = courses.map((c) => (c.course_id === params.id ? {
        ...c,
        public: body.public ?? c.public,
        settings: { comments_enabled: body.comments_enabled ?? c.settings.comments_enabled, downloadable: body.downloadable ?? c.settings.downloadable },
        charge: body.charge === undefined ? c.charge : body.charge,
        updated_at: '2026-03-01T00:00:00Z',
      } : c));
      return HttpResponse.json({ data: courses.find((c) => c.course_id === params.id) });
    }),
    // The reference server's fiat pseudo-asset is named by its code, as course prices name it.
    mockCall('demo', assetCalls.all, () =>
      HttpResponse.json({ data: assetsFixture().map((a) => (a.asset_id === ASSET.cny ? { ...a, asset_id: 'cny' } : a)) })),
    ...groupHandlers('demo'),
    ...adminIndexHandlers('demo'),
    ...homeHandlers(),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role: 'admin', state: 'paid' }) })),
  );
}

/** A course's row in the list, by its title. */
const row = async (title: string) => screen.findByRole('article', { name: title }, { timeout: 15_000 });

beforeEach(() => {
  localStorage.clear();
  [account, groupSettings, assetPrices].forEach((r) => r.clear('demo'));
  setSession('demo', { token: 't', refresh_token: 'r' });
  courses = [
    courseFixture({ course_id: 'c1', title: 'Wallet basics', state: 'published', finished_at: null, public: true }),
    courseFixture({ course_id: 'c2', title: 'Draft on DeFi', state: 'draft', finished_at: null, charge: { asset_id: 'cny', amount: '9.9' } }),
  ];
  queries = [];
  sent = [];
  refusal = null;
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

describe('AdminCourseScreen (group-admin-course)', { timeout: 60_000 }, () => {
  it('is a section of the portal listing every course, drafts too, with its state, audience and price', async () => {
    serve();
    renderApp('#/demo/admin');
    fireEvent.click(await screen.findByRole('link', { name: /^Courses/ }));
    const published = await row('Wallet basics');
    expect(within(published).getByText('Published')).toBeTruthy();
    expect(published.textContent).toContain('Public · Free');
    const draft = await row('Draft on DeFi');
    expect(within(draft).getByText('Draft')).toBeTruthy();
    // Named by the asset's symbol once the assets are known, its value in the admin's currency beside.
    await waitFor(() => expect(draft.textContent).toMatch(/Members only · Price: 9\.90 CNY ≈ \$\d+\.\d\d/));
    expect(queries[0]).toEqual({ state: 'all', offset: '0', limit: '20' });
    expect(within(draft).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('#/demo/courses/c2/edit');
    expect(screen.getByRole('link', { name: 'New course' }).getAttribute('href')).toBe('#/demo/courses/create');
  });

  it('searches titles and descriptions, and clearing the search lists every course again', async () => {
    serve();
    renderApp('#/demo/admin/course');
    await row('Wallet basics');
    const box = screen.getByRole('searchbox', { name: 'Search courses' });
    fireEvent.input(box, { target: { value: 'defi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Wallet basics' })).toBeNull());
    await row('Draft on DeFi');
    expect(queries[queries.length - 1]).toMatchObject({ state: 'all', q: 'defi' });
    fireEvent.input(box, { target: { value: '' } });
    await row('Wallet basics');
  });

  it('publishes a draft and unpublishes a course, each asked first', async () => {
    serve();
    renderApp('#/demo/admin/course');
    const draft = await row('Draft on DeFi');
    fireEvent.click(within(draft).getByRole('button', { name: 'Publish' }));
    let dialog = await screen.findByRole('dialog', { name: 'Publish this course?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await screen.findByText('Published: members can see it now');
    expect(await within(draft).findByText('Published')).toBeTruthy();

    const live = await row('Wallet basics');
    fireEvent.click(within(live).getByRole('button', { name: 'Unpublish' }));
    dialog = await screen.findByRole('dialog', { name: 'Unpublish “Wallet basics”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual(['publish c2']);
    fireEvent.click(within(live).getByRole('button', { name: 'Unpublish' }));
    dialog = await screen.findByRole('dialog', { name: 'Unpublish “Wallet basics”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await screen.findByText('Unpublished: back in the drafts');
    expect(await within(live).findByText('Draft')).toBeTruthy();
    expect(sent).toEqual(['publish c2', 'draft c1']);
  });

  it('a refused publish says why and changes nothing', async () => {
    serve();
    refusal = { code: 100409, message: 'the course is already published', status: 409 };
    renderApp('#/demo/admin/course');
    const draft = await row('Draft on DeFi');
    fireEvent.click(within(draft).getByRole('button', { name: 'Publish' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent).toEqual(['publish c2']));
    expect(await screen.findByText('This cannot be done right now.')).toBeTruthy();
    expect(within(draft).getByText('Draft')).toBeTruthy();
    expect(within(draft).getByRole('button', { name: 'Publish' })).toBeTruthy();
  });

  it('changes a course\'s settings in place: only what changed is sent, a bad price is refused first', async () => {
    serve();
    renderApp('#/demo/admin/course');
    const draft = await row('Draft on DeFi');
    const toggle = within(draft).getByRole('button', { name: 'Settings' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const save = within(draft).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.click(within(draft).getByRole('switch', { name: 'Public: anyone can open it without joining' }));
    const price = (await within(draft).findByRole('textbox', { name: 'Price (CNY)' })) as HTMLInputElement;
    expect(price.value).toBe('9.9');
    fireEvent.input(price, { target: { value: '12,5' } });
    fireEvent.click(save);
    const said = await within(draft).findByRole('alert');
    expect(said.textContent).toBe('Enter an amount such as 9.99');
    // Under the price it concerns, read with it.
    expect(price.getAttribute('aria-describedby')!.split(' ')).toContain(said.id);
    expect(price.value).toBe('12,5');
    expect(sent).toEqual([]);

    fireEvent.input(price, { target: { value: '12.5' } });
    fireEvent.click(save);
    await screen.findByText('Course settings saved');
    expect(sent).toEqual([{ settings: 'c2', body: { public: true, charge: { asset_id: 'cny', amount: '12.5' } } }]);
    // The form closes and the row shows what the server answered.
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    expect(draft.textContent).toMatch(/Public · Price: 12\.50 CNY ≈ \$/);
  });

  it('a refused save stays under the form, not in a toast, the choices kept', async () => {
    serve();
    refusal = { code: 100400, message: 'invalid charge.amount', status: 400 };
    renderApp('#/demo/admin/course');
    const live = await row('Wallet basics');
    fireEvent.click(within(live).getByRole('button', { name: 'Settings' }));
    fireEvent.input(await within(live).findByRole('textbox', { name: 'Price (CNY)' }), { target: { value: '5' } });
    fireEvent.click(within(live).getByRole('button', { name: 'Save' }));
    const said = await within(live).findByRole('alert');
    expect(said.textContent).toMatch(/^Something in the request was not accepted/);
    // Under the form, just above its save button; not in a toast.
    expect(said.nextElementSibling!.contains(within(live).getByRole('button', { name: 'Save' }))).toBe(true);
    expect(document.querySelector('.ui-toast--error')).toBeNull();
    expect((within(live).getByRole('textbox', { name: 'Price (CNY)' }) as HTMLInputElement).value).toBe('5');
  });
});
