import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { server, useMswServer, mockCall } from '../../../../test/msw';
import { quizCalls } from '../../../../contract/api/quiz';
import { quizFixture, quizHandlers, safetyQuizFixture, type QuizServerLog } from '../../../../test/fixtures/quiz';
import { logoutGroup, setSession } from '../../../lib/session';
import { account } from '../../account';
import { meFixture } from '../../../../test/fixtures/account';
import { groupSettings } from '../../group';
import { groupSettingsFixture } from '../../../../test/fixtures/group';
import type { QuizAnswer } from '../../../../contract/quiz';
import { QuizFlow } from './QuizFlow';
import { withTexts } from '../../../../test/texts';
import { groupCalls } from '../../../../contract/api/group';
import { accountCalls } from '../../../../contract/api/account';

beforeAll(() => withTexts('quiz'));

useMswServer();

const G = 'gate';
let meCalls = 0;

beforeEach(() => {
  setSession(G, { token: 't', refresh_token: 'r' });
  meCalls = 0;
  server.use(
    mockCall(G, accountCalls.me, () => {
      meCalls++;
      return HttpResponse.json({ data: meFixture({ state: 'pending', quiz_passed: true, kyc_status: 'unknown' }) });
    }),
    mockCall(G, groupCalls.settings, () => HttpResponse.json({ data: groupSettingsFixture({ group_entry_kyc_enabled: false }) })),
  );
});
afterEach(() => {
  cleanup();
  logoutGroup(G);
  groupSettings.clear(G);
});

const allRight = (answers: QuizAnswer[], key: Record<number, string>) => answers.every((a) => a.answer === key[a.no]);

function newLog(): QuizServerLog {
  return { fetched: [], submitted: [] };
}

function answerRulesQuiz(multi: string[]) {
  fireEvent.click(screen.getByRole('radio', { name: 'B. Nothing without permission' }));
  for (const label of multi) fireEvent.click(screen.getByRole('checkbox', { name: label }));
}

describe('QuizFlow', () => {
  it('shows the subtitle and numbered questions, radios for single and checkboxes for multi choice', async () => {
    server.use(...quizHandlers(G, [quizFixture()], { grade: () => ({ passed: true, correct: 2, total: 2 }) }));
    render(<QuizFlow group={G} quizId="q-rules" onPassed={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Community rules' })).toBeTruthy();
    expect(screen.getByText('Answer every question to continue.')).toBeTruthy();
    const first = screen.getByRole('group', { name: '1. What may you share outside the group?' });
    const second = screen.getByRole('group', { name: '2. Which of these are welcome in discussions?' });
    expect(first.querySelectorAll('input[type="radio"]')).toHaveLength(2);
    expect(second.querySelectorAll('input[type="checkbox"]')).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: 'C. Helping other members' })).toBeTruthy();
  });

  it('enables submit only once every question is answered, and sends multiple answers joined by commas', async () => {
    const log = newLog();
    server.use(...quizHandlers(G, [quizFixture()], { grade: () => ({ passed: true, correct: 2, total: 2 }) }, log));
    render(<QuizFlow group={G} quizId="q-rules" onPassed={() => {}} />);
    const submit = (await screen.findByRole('button', { name: 'Submit answers' })) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.getByText('2 questions still need an answer')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'A. Course recordings' }));
    fireEvent.click(screen.getByRole('radio', { name: 'B. Nothing without permission' }));
    expect(submit.disabled).toBe(true);
    expect(screen.getByText('1 question still needs an answer')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'C. Helping other members' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'A. Questions about the course' }));
    expect(submit.disabled).toBe(false);
    // Unticking the only remaining answer empties the question again.
    fireEvent.click(screen.getByRole('checkbox', { name: 'C. Helping other members' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'A. Questions about the course' }));
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'C. Helping other members' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'A. Questions about the course' }));

    fireEvent.click(submit);
    await screen.findByRole('heading', { name: 'Quiz passed' });
    expect(log.submitted).toEqual([
      { quizId: 'q-rules', answers: [{ no: 1, answer: 'B' }, { no: 2, answer: 'A,C' }] },
    ]);
  });

  it('shows the failed result and a retry that reloads the quiz with no answers ticked', async () => {
    const log = newLog();
    server.use(...quizHandlers(G, [quizFixture()], { grade: () => ({ passed: false, correct: 1, total: 2 }) }, log));
    const onPassed = vi.fn();
    render(<QuizFlow group={G} quizId="q-rules" onPassed={onPassed} />);
    await screen.findByRole('heading', { name: 'Community rules' });
    answerRulesQuiz(['B. Advertising']);
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));

    expect(await screen.findByRole('heading', { name: 'Not passed yet' })).toBeTruthy();
    expect(screen.getByText('Correct answers: 1 of 2')).toBeTruthy();
    expect(screen.getByText('Read the questions again and try once more.')).toBeTruthy();
    expect(screen.getAllByRole('button')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'Community rules' });
    expect(log.fetched).toEqual(['q-rules', 'q-rules']);
    expect((screen.getByRole('radio', { name: 'B. Nothing without permission' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('button', { name: 'Submit answers' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onPassed).not.toHaveBeenCalled();
  });

  it('takes the quizzes in sequence, then reloads the account before reporting the pass', async () => {
    const log = newLog();
    const rules = quizFixture({ next_quiz_id: 'q-safety' });
    const key: Record<string, Record<number, string>> = { 'q-rules': { 1: 'B', 2: 'A,C' }, 'q-safety': { 1: 'B' } };
    server.use(
      ...quizHandlers(G, [rules, safetyQuizFixture()], {
        grade: (id, answers) => ({ passed: allRight(answers, key[id]), correct: answers.length, total: answers.length }),
      }, log),
    );
    const onPassed = vi.fn();
    render(<QuizFlow group={G} quizId="q-rules" onPassed={onPassed} />);
    await screen.findByRole('heading', { name: 'Community rules' });
    answerRulesQuiz(['A. Questions about the course', 'C. Helping other members']);
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));

    await screen.findByRole('heading', { name: 'Quiz passed' });
    expect(screen.getByText('Correct answers: 2 of 2')).toBeTruthy();
    expect(screen.getByText('One more quiz follows.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next quiz' }));

    await screen.findByRole('heading', { name: 'Staying safe' });
    fireEvent.click(screen.getByRole('radio', { name: 'B. Refuse and report them' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    await screen.findByRole('heading', { name: 'Quiz passed' });
    expect(screen.getByText('Next, join the group.')).toBeTruthy();
    expect(onPassed).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Continue to join' }));
    await waitFor(() => expect(onPassed).toHaveBeenCalledTimes(1));
    expect(meCalls).toBe(1);
    expect(account.of(G).data!.quiz_passed).toBe(true);
    expect(log.fetched).toEqual(['q-rules', 'q-safety']);
  });

  it('leads on to verification when the group still needs KYC', async () => {
    server.use(
      mockCall(G, groupCalls.settings, () => HttpResponse.json({ data: groupSettingsFixture({ group_entry_kyc_enabled: true }) })),
      ...quizHandlers(G, [safetyQuizFixture()], { grade: () => ({ passed: true, correct: 1, total: 1 }) }),
    );
    await groupSettings.load(G);
    render(<QuizFlow group={G} quizId="q-safety" onPassed={() => {}} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'B. Refuse and report them' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    await screen.findByRole('heading', { name: 'Quiz passed' });
    expect(screen.getByText('Next, verify your identity.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue to verification' })).toBeTruthy();
  });

  it('skips quizzes passed earlier and starts at the first one still open', async () => {
    const log = newLog();
    server.use(
      ...quizHandlers(G, [quizFixture({ next_quiz_id: 'q-safety' }), safetyQuizFixture()], {
        passed: ['q-rules'],
        grade: () => ({ passed: true, correct: 1, total: 1 }),
      }, log),
    );
    render(<QuizFlow group={G} quizId="q-rules" onPassed={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Staying safe' })).toBeTruthy();
    expect(log.fetched).toEqual(['q-rules', 'q-safety']);
  });

  it('reports the pass at once when every quiz of the sequence was passed earlier', async () => {
    server.use(...quizHandlers(G, [safetyQuizFixture()], { passed: ['q-safety'], grade: () => ({ passed: true, correct: 1, total: 1 }) }));
    const onPassed = vi.fn();
    render(<QuizFlow group={G} quizId="q-safety" onPassed={onPassed} />);
    await waitFor(() => expect(onPassed).toHaveBeenCalledTimes(1));
    expect(meCalls).toBe(1);
  });

  it('keeps the answers and shows why when the submission fails', async () => {
    server.use(...quizHandlers(G, [safetyQuizFixture()], { grade: () => ({ passed: true, correct: 1, total: 1 }) }));
    // Added later, so it answers first.
    server.use(
      mockCall(G, quizCalls.submit, () =>
        HttpResponse.json({ code: 100400, message: 'invalid answers: question 1 is not answered' }, { status: 400 }),
      ),
    );
    render(<QuizFlow group={G} quizId="q-safety" onPassed={() => {}} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'B. Refuse and report them' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something in the request was not accepted. Check what you entered and try again.');
    expect((screen.getByRole('radio', { name: 'B. Refuse and report them' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('button', { name: 'Submit answers' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a load failure with a retry', async () => {
    let calls = 0;
    server.use(...quizHandlers(G, [safetyQuizFixture()], { grade: () => ({ passed: true, correct: 1, total: 1 }) }));
    server.use(
      mockCall(G, quizCalls.get, ({ params }) => {
        calls++;
        return calls === 1
          ? HttpResponse.json({ code: 404, message: 'cannot find resource' }, { status: 404 })
          : HttpResponse.json({ data: safetyQuizFixture({ quiz_id: String(params.id) }) });
      }),
    );
    render(<QuizFlow group={G} quizId="q-safety" onPassed={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'The quiz could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This could not be found. It may have been removed.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Staying safe' })).toBeTruthy();
  });
});
