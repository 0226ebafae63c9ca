import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { courseCalls } from '../../../../contract/api/course';
import { courseEditCalls } from '../../../../contract/api/courseEdit';
import { ModalHost } from '../../../ui/ModalHost';
import { messageFixture } from '../../../../test/fixtures/courseEdit';
import { CourseMessageEditor } from './CourseMessageEditor';
import { withTexts } from '../../../../test/texts';

beforeAll(() => withTexts('course_edit'));

useMswServer();
afterEach(cleanup);

// Sent out of order: the editor shows them by index, then created_at.
const stored = () => [messageFixture('m3', 2), messageFixture('m1', 0), messageFixture('m2', 1)];

function texts(): string[] {
  return screen.getAllByRole('listitem').map((li) => within(li).getByText(/^Text /).textContent || '');
}

describe('CourseMessageEditor', () => {
  it('moves a message up and saves the whole new order', async () => {
    let sent: any;
    server.use(
      mockCall('demo', courseCalls.messages, { id: 'c1' }, () => HttpResponse.json({ data: stored() })),
      mockCall('demo', courseEditCalls.reorder, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: stored() });
      }),
    );
    render(<CourseMessageEditor group="demo" courseId="c1" />);
    await screen.findByText('Text m3');
    expect(texts()).toEqual(['Text m1', 'Text m2', 'Text m3']);
    expect((screen.getByRole('button', { name: 'Move message 1 up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move message 3 down' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Move message 3 up' }));
    expect(texts()).toEqual(['Text m1', 'Text m3', 'Text m2']);
    await waitFor(() => expect(sent).toEqual({ course_id: 'c1', message_ids: ['m1', 'm3', 'm2'] }));
    expect(await screen.findByText('Order saved')).toBeTruthy();
  });

  it('puts the order back when the server refuses it', async () => {
    server.use(
      mockCall('demo', courseCalls.messages, { id: 'c1' }, () => HttpResponse.json({ data: stored() })),
      mockCall('demo', courseEditCalls.reorder, () =>
        HttpResponse.json({ code: 100403, message: 'forbidden' }, { status: 403 }),
      ),
    );
    render(<CourseMessageEditor group="demo" courseId="c1" />);
    await screen.findByText('Text m3');
    fireEvent.click(screen.getByRole('button', { name: 'Move message 1 down' }));
    expect(texts()).toEqual(['Text m2', 'Text m1', 'Text m3']);
    await waitFor(() => expect(texts()).toEqual(['Text m1', 'Text m2', 'Text m3']));
  });

  it('refuses an empty text message and adds a written one at the end', async () => {
    let body: any;
    server.use(
      mockCall('demo', courseCalls.messages, { id: 'c1' }, () => HttpResponse.json({ data: stored() })),
      mockCall('demo', courseEditCalls.addMessage, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: messageFixture('m4', 3, { text: 'Text m4' }) });
      }),
    );
    render(<CourseMessageEditor group="demo" courseId="c1" />);
    await screen.findByText('Text m3');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Message text is required')).toBeTruthy();
    fireEvent.input(screen.getByRole('textbox', { name: 'Text' }), { target: { value: ' Hello ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('Text m4');
    expect(body).toEqual({ course_id: 'c1', category: 'PLAIN_TEXT', text: 'Hello' });
    expect(texts()).toEqual(['Text m1', 'Text m2', 'Text m3', 'Text m4']);
  });

  it('says a refused message under its text, which it keeps, not in a toast', async () => {
    server.use(
      mockCall('demo', courseCalls.messages, { id: 'c1' }, () => HttpResponse.json({ data: stored() })),
      mockCall('demo', courseEditCalls.addMessage, () => HttpResponse.json({ code: 100400, message: 'text too long' }, { status: 400 })),
    );
    render(<CourseMessageEditor group="demo" courseId="c1" />);
    await screen.findByText('Text m3');
    const text = screen.getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement;
    fireEvent.input(text, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const said = await screen.findByRole('alert');
    expect(said.textContent).toMatch(/^Something in the request was not accepted/);
    expect(text.getAttribute('aria-describedby')).toBe(said.id);
    expect(text.value).toBe('Hello');
    expect(document.querySelector('.ui-toast')).toBeNull();
    expect(texts()).toEqual(['Text m1', 'Text m2', 'Text m3']);
  });

  it('deletes a message after confirmation', async () => {
    let deleted = '';
    server.use(
      mockCall('demo', courseCalls.messages, { id: 'c1' }, () => HttpResponse.json({ data: stored() })),
      mockCall('demo', courseEditCalls.removeMessage, { courseId: 'c1' }, ({ params }) => {
        deleted = String(params.messageId);
        return HttpResponse.json({ data: messageFixture(deleted, 0) });
      }),
    );
    render(
      <>
        <CourseMessageEditor group="demo" courseId="c1" />
        <ModalHost />
      </>,
    );
    await screen.findByText('Text m3');
    fireEvent.click(screen.getByRole('button', { name: 'Delete message 2' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText('Text m2')).toBeNull());
    expect(deleted).toBe('m2');
  });
});
