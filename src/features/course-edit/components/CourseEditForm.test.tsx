import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { heldResponse, server, useMswServer, mockCall } from '../../../../test/msw';
import { courseCalls } from '../../../../contract/api/course';
import { courseEditCalls } from '../../../../contract/api/courseEdit';
import { courseFixture } from '../../../../test/fixtures/courseEdit';
import { CourseEditForm } from './CourseEditForm';
import { withTexts } from '../../../../test/texts';

beforeAll(() => withTexts('course_edit', 'widgets'));

useMswServer();
// A save these tests refuse would still be out when they look (its answer waits for this), so the
// form would still show it sending.
let unanswered = heldResponse();
afterEach(() => {
  cleanup();
  unanswered.release();
  unanswered = heldResponse();
});

/**
 * The form refused to send: the submit that found the errors set no save going (the button shows
 * a save in flight from that same render until its answer, which never comes here), and no request
 * has reached the server.
 */
function expectNothingSent(submit: HTMLElement, posted: ReturnType<typeof vi.fn>): void {
  expect(submit.getAttribute('aria-busy')).toBeNull();
  expect(posted).not.toHaveBeenCalled();
}

const tags = () => mockCall('demo', courseCalls.tags, () => HttpResponse.json({ data: [{ name: 'books', course_count: 3 }] }));

describe('CourseEditForm', () => {
  it('names every missing required field and sends nothing', async () => {
    const posted = vi.fn();
    server.use(
      tags(),
      mockCall('demo', courseEditCalls.create, () => {
        posted();
        return unanswered.wait().then(() => HttpResponse.json({ data: courseFixture() }));
      }),
    );
    render(<CourseEditForm group="demo" onSaved={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create course' }));
    expect(await screen.findByText('A title is required')).toBeTruthy();
    expect(screen.getByText('A description is required')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expectNothingSent(screen.getByRole('button', { name: 'Create course' }), posted);
  });

  it('refuses a finish that is not after the start', async () => {
    const posted = vi.fn();
    server.use(
      tags(),
      mockCall('demo', courseCalls.update, { id: 'c1' }, () => {
        posted();
        return unanswered.wait().then(() => HttpResponse.json({ data: courseFixture() }));
      }),
    );
    const course = courseFixture({ start_at: '2030-01-01T10:00:00.000Z', finish_at: '2030-01-01T09:00:00.000Z' });
    render(<CourseEditForm group="demo" course={course} onSaved={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The start must be earlier than the finish')).toBeTruthy();
    expectNothingSent(screen.getByRole('button', { name: 'Save' }), posted);
  });

  it('creates the course with the trimmed fields, the chosen tag and an exact price', async () => {
    let body: any;
    server.use(
      tags(),
      mockCall('demo', courseEditCalls.create, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: courseFixture({ course_id: 'new1' }) });
      }),
    );
    const onSaved = vi.fn();
    render(<CourseEditForm group="demo" onSaved={onSaved} />);
    fireEvent.input(screen.getByLabelText('Title'), { target: { value: '  Night reading ' } });
    fireEvent.input(screen.getByLabelText('Description'), { target: { value: 'Books at night' } });
    fireEvent.input(screen.getByLabelText('Price (CNY)'), { target: { value: '9.90' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Tag books' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Public: anyone can open it without joining' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create course' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0][0].course_id).toBe('new1');
    expect(onSaved.mock.calls[0][1]).toBe(true);
    expect(body).toMatchObject({
      title: 'Night reading',
      description: 'Books at night',
      tags: ['books'],
      charge: { asset_id: 'cny', amount: '9.9' },
      public: true,
    });
  });

  it('shows the server refusal under the form, not in a toast, keeping what was typed', async () => {
    server.use(
      tags(),
      mockCall('demo', courseEditCalls.create, () =>
        HttpResponse.json({ code: 100400, message: 'title too long' }, { status: 400 }),
      ),
    );
    render(<CourseEditForm group="demo" onSaved={() => {}} />);
    fireEvent.input(screen.getByLabelText('Title'), { target: { value: 'T' } });
    fireEvent.input(screen.getByLabelText('Description'), { target: { value: 'D' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create course' }));
    const said = (await screen.findByText('Something in the request was not accepted. Check what you entered and try again.')).closest('[role="alert"]');
    expect(said).not.toBeNull();
    expect(said!.nextElementSibling).toBe(screen.getByRole('button', { name: 'Create course' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('T');
    expect((screen.getByLabelText('Description') as HTMLInputElement).value).toBe('D');
    expect(document.querySelector('.ui-toast')).toBeNull();
  });
});
