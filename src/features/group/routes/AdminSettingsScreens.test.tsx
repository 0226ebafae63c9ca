import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { groupHandlers, renderApp } from '../../../../test/app';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { groupInfoCalls } from '../../../../contract/api/groupInfo';
import { callUrl } from '../../../lib/callFile';
import { meFixture } from '../../../../test/fixtures/account';
import { groupPublicFixture, groupAdminSettingsFixture, settingsReadHandlers } from '../../../../test/fixtures/group';
import { homeHandlers } from '../../../../test/fixtures/home';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { groupPublic, groupAdminSettings, groupSettings, type GroupPublic, type GroupAdminSettings } from '../../group';
import { entryQuizzes } from '../admin';
import { settingsCalls } from '../../../../contract/api/settings';
import { groupCalls } from '../../../../contract/api/group';
import { accountCalls } from '../../../../contract/api/account';
import { memberCalls } from '../../../../contract/api/member';
import { clearToasts } from '../../../ui/toast';

// The admin sections of issue 14 point 1 built on the group's settings: general (the group's face,
// tabs, entry, the entry quiz), theme, privacy, profile and notification.

useMswServer();

let settings: GroupAdminSettings;
let info: GroupPublic;
/** What the sections sent: `settings` patches, `info` bodies, `avatar` uploads (whether the field held a file). */
let sent: unknown[];
let refusal: { code: number; message: string; status: number } | null;

function refuse() {
  const r = refusal!;
  refusal = null;
  return HttpResponse.json({ code: r.code, message: r.message }, { status: r.status });
}

function serve() {
  server.use(
    ...settingsReadHandlers('demo', () => settings),
    mockCall('demo', groupCalls.public, () => HttpResponse.json({ data: info })),
    ...groupHandlers('demo'),
    ...homeHandlers(),
    mockCall('demo', accountCalls.me, () => HttpResponse.json({ data: meFixture({ role: 'admin', state: 'paid' }) })),
    mockCall('demo', groupInfoCalls.quizzes, () => HttpResponse.json({ data: [{ quiz_id: 'q1', title: 'House rules' }, { quiz_id: 'q2', title: 'Safety' }] })),
    mockCall('demo', settingsCalls.update, async ({ request }) => {
      const patch = (await request.json()) as Partial<GroupAdminSettings>;
      sent.push({ settings: patch });
      if (refusal) return refuse();
      settings = { ...settings, ...patch };
      return HttpResponse.json({ data: settings });
    }),
    mockCall('demo', groupInfoCalls.updateInfo, async ({ request }) => {
      const body = (await request.json()) as { name?: string; bio?: string; language?: GroupPublic['language'] };
      sent.push({ info: body });
      if (refusal) return refuse();
      info = {
        ...info,
        ...(body.name !== undefined && { name: body.name }),
        ...(body.bio !== undefined && { group_bio: body.bio }),
        ...(body.language !== undefined && { language: body.language }),
      };
      return HttpResponse.json({ data: info });
    }),
    mockCall('demo', groupInfoCalls.uploadAvatar, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('avatar') as File | null;
      sent.push({ avatar: file !== null });
      if (refusal) return refuse();
      info = { ...info, avatar_url: callUrl('demo', groupInfoCalls.avatar, { params: { id: 'new' } }) };
      return HttpResponse.json({ data: info });
    }),
  );
}

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 15_000 });

beforeEach(() => {
  localStorage.clear();
  account.clear('demo');
  groupSettings.clear('demo');
  groupAdminSettings.clear('demo');
  groupPublic.clear('demo');
  entryQuizzes.clear('demo');
  setSession('demo', { token: 't', refresh_token: 'r' });
  settings = groupAdminSettingsFixture({
    members_visible: true, public_member_count: true, profile_show_membership: true, profile_show_activities: true,
    profile_self_edit: true, notify_member_joined: true, notify_member_renewed: false,
  });
  info = groupPublicFixture({ name: 'Demo Group', group_bio: 'A group for testing.', language: 'en' });
  sent = [];
  refusal = null;
  clearToasts();
});
afterEach(() => {
  cleanup();
  logoutGroup('demo');
});

describe('AdminGeneralScreen (group-admin-general)', { timeout: 60_000 }, () => {
  it('renames the group and sets its introduction and language with one save; the app shows the new name at once', async () => {
    serve();
    renderApp('#/demo/admin/general');
    const form = await region('The group');
    const name = within(form).getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('Demo Group');
    const save = within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.input(name, { target: { value: '  Night Owls ' } });
    fireEvent.input(within(form).getByLabelText('Introduction'), { target: { value: 'We read after dark.' } });
    fireEvent.change(within(form).getByLabelText('Language of the name and introduction'), { target: { value: 'ja' } });
    fireEvent.click(save);
    await waitFor(() => expect(sent).toEqual([{ info: { name: 'Night Owls', bio: 'We read after dark.', language: 'ja' } }]));
    await screen.findByText('Saved');
    expect(groupPublic.of('demo').data!.name).toBe('Night Owls');
  });

  it('checks the name and introduction before sending, keeping what was typed', async () => {
    serve();
    renderApp('#/demo/admin/general');
    const form = await region('The group');
    const name = within(form).getByLabelText('Name') as HTMLInputElement;
    fireEvent.input(name, { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Enter a name.');
    expect(name.getAttribute('aria-invalid')).toBe('true');

    // Typing into the field clears what was said of it; Save says it again.
    fireEvent.input(name, { target: { value: 'x'.repeat(65) } });
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert').textContent).toBe('Keep the name to 64 characters.');
    expect(name.getAttribute('aria-describedby')).toBe(within(form).getByRole('alert').id);
    expect(name.value).toHaveLength(65);
    fireEvent.input(name, { target: { value: 'Fine' } });
    const bio = within(form).getByLabelText('Introduction') as HTMLTextAreaElement;
    fireEvent.input(bio, { target: { value: 'b'.repeat(201) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert').textContent).toBe('Keep the introduction to 200 characters.');
    expect(within(form).getByText('201 / 200')).toBeTruthy();
    expect(bio.value).toHaveLength(201);
    expect(sent).toEqual([]);
  });

  it('shows the server\'s refusal under the form, the text kept', async () => {
    serve();
    refusal = { code: 100400, message: 'invalid name: at most 64 characters', status: 400 };
    renderApp('#/demo/admin/general');
    const form = await region('The group');
    fireEvent.input(within(form).getByLabelText('Name'), { target: { value: 'Taken' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toMatch(/not accepted/);
    // Under the form, just above Save, not in a toast.
    expect(alert.nextElementSibling!.contains(within(form).getByRole('button', { name: 'Save' }))).toBe(true);
    expect(document.querySelector('.ui-toast--error')).toBeNull();
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Taken');
  });

  it('uploads a JPEG or PNG avatar as it is picked, and refuses anything else under it before sending', async () => {
    serve();
    renderApp('#/demo/admin/general');
    const form = await region('The group');
    const input = within(form).getByLabelText('Change the avatar') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['gif'], 'face.gif', { type: 'image/gif' })] } });
    expect((await within(form).findByRole('alert')).textContent).toBe('Choose a JPEG or PNG image.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })] } });
    expect((await within(form).findByRole('alert')).textContent).toBe('The image is over 2 MB. Choose a smaller one.');
    expect(sent).toEqual([]);
    // The server's refusal is said there too, not in a toast.
    refusal = { code: 100400, message: 'invalid avatar', status: 400 };
    fireEvent.change(input, { target: { files: [new File(['png'], 'face.png', { type: 'image/png' })] } });
    await waitFor(() => expect(sent).toEqual([{ avatar: true }]));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toMatch(/not accepted/));
    expect(document.querySelector('.ui-toast--error')).toBeNull();
    fireEvent.change(input, { target: { files: [new File(['png'], 'face.png', { type: 'image/png' })] } });
    await waitFor(() => expect(sent).toEqual([{ avatar: true }, { avatar: true }]));
    await screen.findByText('Avatar changed');
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(groupPublic.of('demo').data!.avatar_url).toBe(callUrl('demo', groupInfoCalls.avatar, { params: { id: 'new' } }));
  });

  it('has the custom page among the tabs, and picks the entry quiz among the group\'s quizzes', async () => {
    serve();
    renderApp('#/demo/admin/general');
    const custom = (await screen.findByRole('switch', { name: 'Custom page' }, { timeout: 15_000 })) as HTMLInputElement;
    fireEvent.click(custom);
    await waitFor(() => expect(sent).toEqual([{ settings: { custom_enabled: true } }]));
    const quiz = (await screen.findByLabelText('Entry quiz')) as HTMLSelectElement;
    expect(quiz.value).toBe('');
    expect(Array.from(quiz.options).map((o) => o.textContent)).toEqual(['No quiz', 'House rules', 'Safety']);
    fireEvent.change(quiz, { target: { value: 'q2' } });
    await waitFor(() => expect(sent[1]).toEqual({ settings: { group_entry_quiz_id: 'q2' } }));
    await screen.findByText('Entry quiz saved');
    fireEvent.change(quiz, { target: { value: '' } });
    await waitFor(() => expect(sent[2]).toEqual({ settings: { group_entry_quiz_id: null } }));
  });
});

describe('AdminThemeScreen (group-admin-theme)', { timeout: 60_000 }, () => {
  const previewOf = (mode: 'light' | 'dark') => document.querySelector(`figure[data-mode="${mode}"]`) as HTMLElement;

  it('shows the default colour, a preview that follows what is typed, and saves both colours', async () => {
    serve();
    renderApp('#/demo/admin/theme');
    const form = await region('Primary colour');
    const light = within(form).getByLabelText('Colour in light mode') as HTMLInputElement;
    const dark = within(form).getByLabelText('Colour in dark mode') as HTMLInputElement;
    expect([light.value, dark.value]).toEqual(['#00CEB7', '#00CEB7']);
    expect(previewOf('light').style.getPropertyValue('--primary')).toBe('#00CEB7');

    fireEvent.input(light, { target: { value: '#1a237e' } });
    // Light fill, white text on it; the dark mock keeps its own colour.
    expect(previewOf('light').style.getPropertyValue('--primary')).toBe('#1A237E');
    expect(previewOf('light').style.getPropertyValue('--on-primary')).toBe('#ffffff');
    expect(previewOf('dark').style.getPropertyValue('--primary')).toBe('#00CEB7');
    fireEvent.input(dark, { target: { value: 'ffeb3b' } });
    expect(previewOf('dark').style.getPropertyValue('--primary')).toBe('#FFEB3B');
    expect(previewOf('dark').style.getPropertyValue('--on-primary')).toBe('#04201d');
    expect(within(form).getByRole('img', { name: 'How members see the app in dark mode' })).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Save colours' }));
    await waitFor(() => expect(sent).toEqual([{ settings: { custom_theme: '{"primary":"#1A237E","primary_dark":"#FFEB3B"}' } }]));
    await screen.findByText('Saved');
    // The admin's own app takes the colour at once.
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--primary')).toMatch(/^#(1A237E|FFEB3B)$/));
  });

  it('refuses a colour that is not #RRGGBB under its field, keeps it, and leaves the preview at the last colour', async () => {
    serve();
    renderApp('#/demo/admin/theme');
    const form = await region('Primary colour');
    const light = within(form).getByLabelText('Colour in light mode') as HTMLInputElement;
    fireEvent.input(light, { target: { value: '#12' } });
    expect(previewOf('light').style.getPropertyValue('--primary')).toBe('#00CEB7');
    fireEvent.click(within(form).getByRole('button', { name: 'Save colours' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Enter a colour as # and six hex digits, like #00CEB7.');
    expect(light.getAttribute('aria-invalid')).toBe('true');
    expect(light.value).toBe('#12');
    expect(sent).toEqual([]);
  });

  it('says the server\'s refusal under the form, not in a toast, keeping the colours typed', async () => {
    serve();
    refusal = { code: 100400, message: 'invalid custom_theme', status: 400 };
    renderApp('#/demo/admin/theme');
    const form = await region('Primary colour');
    const light = within(form).getByLabelText('Colour in light mode') as HTMLInputElement;
    fireEvent.input(light, { target: { value: '#1a237e' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save colours' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toMatch(/not accepted/);
    expect(alert.nextElementSibling!.contains(within(form).getByRole('button', { name: 'Save colours' }))).toBe(true);
    expect(light.getAttribute('aria-invalid')).toBeNull();
    expect(light.value).toBe('#1a237e');
    expect(previewOf('light').style.getPropertyValue('--primary')).toBe('#1A237E');
    expect(document.querySelector('.ui-toast--error')).toBeNull();
  });

  it('says a colour that is not one as its field is left', async () => {
    serve();
    renderApp('#/demo/admin/theme');
    const form = await region('Primary colour');
    const dark = within(form).getByLabelText('Colour in dark mode') as HTMLInputElement;
    fireEvent.input(dark, { target: { value: 'blue' } });
    expect(within(form).queryByRole('alert')).toBeNull();
    fireEvent.blur(dark);
    expect((await within(form).findByRole('alert')).textContent).toBe('Enter a colour as # and six hex digits, like #00CEB7.');
    expect(dark.getAttribute('aria-invalid')).toBe('true');
    expect(dark.value).toBe('blue');
    expect(sent).toEqual([]);
  });

  it('resets to the default once confirmed', async () => {
    settings = { ...settings, custom_theme: '{"primary":"#1A237E"}' };
    serve();
    renderApp('#/demo/admin/theme');
    const form = await region('Primary colour');
    expect((within(form).getByLabelText('Colour in dark mode') as HTMLInputElement).value).toBe('#1A237E');
    fireEvent.click(within(form).getByRole('button', { name: 'Reset to default' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/#00CEB7/)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset to default' }));
    await waitFor(() => expect(sent).toEqual([{ settings: { custom_theme: null } }]));
    await screen.findByText('Colours reset to the default');
    await waitFor(() => expect((screen.getByLabelText('Colour in light mode') as HTMLInputElement).value).toBe('#00CEB7'));
  });
});

describe.each([
  ['privacy', 'Members', 'Members can see the member list and each other’s pages', 'members_visible', false],
  ['privacy', 'Before login', 'Show how many members the group has', 'public_member_count', false],
  ['profile', 'What other members see', 'Join date, days in the group and membership expiry', 'profile_show_membership', false],
  ['profile', 'What other members see', 'Activity history', 'profile_show_activities', false],
  ['profile', 'Members’ own profile', 'Members can set their own nickname, about text and avatar', 'profile_self_edit', false],
  ['notification', 'Announcements in the group chat', 'When someone joins', 'notify_member_joined', false],
  ['notification', 'Announcements in the group chat', 'When a member renews', 'notify_member_renewed', true],
] as const)('group-admin-%s: %s', (section, title, label, key, next) => {
  it(`saves "${label}" as it is flipped`, { timeout: 60_000 }, async () => {
    serve();
    renderApp(`#/demo/admin/${section}`);
    const part = await region(title);
    const toggle = within(part).getByRole('switch', { name: label }) as HTMLInputElement;
    expect(toggle.checked).toBe(!next);
    fireEvent.click(toggle);
    await waitFor(() => expect(sent).toEqual([{ settings: { [key]: next } }]));
    await screen.findByText('Saved');
    expect(groupAdminSettings.of('demo').data![key]).toBe(next);
  });
});

it('a refused switch goes back and the reason is told', { timeout: 60_000 }, async () => {
  serve();
  refusal = { code: 100400, message: 'invalid notify_member_renewed', status: 400 };
  renderApp('#/demo/admin/notification');
  const part = await region('Announcements in the group chat');
  const toggle = within(part).getByRole('switch', { name: 'When a member renews' }) as HTMLInputElement;
  fireEvent.click(toggle);
  await waitFor(() => expect(sent.length).toBe(1));
  await screen.findByText('Something in the request was not accepted. Check what you entered and try again.');
  await waitFor(() => expect((within(part).getByRole('switch', { name: 'When a member renews' }) as HTMLInputElement).checked).toBe(false));
  expect(groupAdminSettings.of('demo').data!.notify_member_renewed).toBe(false);
});

it('the entry-quiz picker says when the quizzes could not be loaded', { timeout: 60_000 }, async () => {
  serve();
  // In front of serve()'s handlers: msw asks the latest first.
  server.use(mockCall('demo', groupInfoCalls.quizzes, () => HttpResponse.json({ code: 100400, message: 'no' }, { status: 400 })));
  renderApp('#/demo/admin/general');
  const entry = await region('Joining');
  expect((await within(entry).findByRole('alert')).textContent).toMatch(/^The quizzes could not be loaded\./);
  expect(within(entry).queryByLabelText('Entry quiz')).toBeNull();
});

describe('group-admin-notification: Message every member (POST /users/members/post)', { timeout: 60_000 }, () => {
  let posts: { text: string; groupId: string | null }[];
  const servePosts = (answer: () => Response) => {
    posts = [];
    serve();
    server.use(mockCall('demo', memberCalls.post, async ({ request }) => {
      const body = (await request.json()) as { text: string };
      posts.push({ text: body.text, groupId: request.headers.get('group_id') });
      return answer();
    }));
  };
  const open = async () => {
    renderApp('#/demo/admin/notification');
    const part = await region('Message every member');
    return { part, field: within(part).getByLabelText('Message') as HTMLTextAreaElement, send: within(part).getByRole('button', { name: 'Send' }) };
  };

  it('counts the characters, asks first, sends with the group_id header and says to how many', async () => {
    servePosts(() => HttpResponse.json({ data: { post_id: 'p1', recipients: 12 } }));
    const { part, field, send } = await open();
    expect(within(part).getByText('0 / 1000')).toBeTruthy();
    fireEvent.input(field, { target: { value: '  Class moves to 8 pm.\nSee you!  ' } });
    expect(within(part).getByText('29 / 1000')).toBeTruthy();
    fireEvent.click(send);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('wallet of every active member');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText('Sent to 12 members');
    expect(posts).toEqual([{ text: 'Class moves to 8 pm.\nSee you!', groupId: 'demo' }]);
    expect(field.value).toBe('');
  });

  it('sends nothing when cancelled or empty; a refusal is told under the field and the text is kept', async () => {
    servePosts(() => HttpResponse.json({ code: 100429, message: 'a message to every member was sent less than 10 minutes ago: retry in 300 s' }, { status: 429 }));
    const { part, field, send } = await open();
    fireEvent.click(send);
    expect((await within(part).findByRole('alert')).textContent).toBe('Write a message first.');
    fireEvent.input(field, { target: { value: 'Hello all' } });
    fireEvent.click(send);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([]);
    fireEvent.click(send);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    const alert = await within(part).findByRole('alert');
    await waitFor(() => expect(alert.textContent).not.toBe('Write a message first.'));
    expect(field.getAttribute('aria-describedby')!.split(' ')).toContain(alert.id);
    expect(document.querySelector('.ui-toast--error')).toBeNull();
    expect(field.value).toBe('Hello all');
    fireEvent.input(field, { target: { value: 'x'.repeat(1001) } });
    expect(within(part).getByText('1001 / 1000')).toBeTruthy();
    fireEvent.click(send);
    expect((await within(part).findByRole('alert')).textContent).toBe('At most 1000 characters.');
    expect(posts).toHaveLength(1);
  });
});
