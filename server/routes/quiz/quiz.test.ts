import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { Quiz, QuizGrade, QuizRecord } from '../../../contract/quiz';
import { QUIZ_IDS } from '../../seed';
import { createTestServer, expectError } from '../../test/helpers';
import { STANDINS } from '../../test/standins';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const GATE = '/api/groups/gate';
const RULES_RIGHT = [{ no: 1, answer: 'B' }, { no: 2, answer: 'C,A' }, { no: 3, answer: 'b' }];
const SAFETY_RIGHT = [{ no: 1, answer: 'B' }, { no: 2, answer: 'A,B' }];
const submit = (quizId: string, answers: unknown, token: string) => server.post(`${GATE}/quizzes/${quizId}/submit`, { answers }, token);

describe('GET /quizzes/{id}', () => {
  test('the questions and options, never the answers', async () => {
    const { token } = await server.login('new', 'gate');
    const res = await server.get(`${GATE}/quizzes/${QUIZ_IDS.gateRules}`, token);
    expect(is(res.body.data, Quiz)).toBe(true);
    expect(res.body.data).toMatchObject({ quiz_id: QUIZ_IDS.gateRules, title: 'Community rules', next_quiz_id: QUIZ_IDS.gateSafety });
    const questions = res.body.data.body.questions;
    expect(questions.map((q: { no: number; type: string }) => [q.no, q.type])).toEqual([[1, 'single'], [2, 'multi'], [3, 'single']]);
    expect(questions[1].options[0]).toEqual({ opt_no: 'A', opt_content: 'Questions about the course' });
    expect(res.text).not.toMatch(/"answer"/);
    expect((await server.get(`${GATE}/quizzes/${QUIZ_IDS.gateSafety}`, token)).body.data.next_quiz_id).toBeNull();
  });

  test("another group's quiz and unknown ids are 404; guests 100401", async () => {
    const { token } = await server.login('new');
    expectError(await server.get(`/api/groups/demo/quizzes/${QUIZ_IDS.gateRules}`, token), 404, 404);
    expectError(await server.get(`${GATE}/quizzes/nope`, (await server.login('new', 'gate')).token), 404, 404);
    expectError(await server.get(`${GATE}/quizzes/${QUIZ_IDS.gateRules}`), 401, 100401);
  });
});

describe('POST /quizzes/{id}/submit', () => {
  test('all right passes; the result and record follow; Me.quiz_passed needs both quizzes', async () => {
    const { token } = await server.login('new', 'gate');
    const me = async () => (await server.get(`${GATE}/users/me`, token)).body.data;
    expect((await me()).quiz_passed).toBe(false);
    expect((await server.get(`${GATE}/quizzes/${QUIZ_IDS.gateRules}/result`, token)).body.data).toEqual({ passed: false });

    const res = await submit(QUIZ_IDS.gateRules, RULES_RIGHT, token);
    expect(is(res.body.data, QuizGrade)).toBe(true);
    expect(res.body.data).toEqual({ passed: true, correct: 3, total: 3 });
    expect((await server.get(`${GATE}/quizzes/${QUIZ_IDS.gateRules}/result`, token)).body.data).toEqual({ passed: true });
    expect((await me()).quiz_passed).toBe(false);

    expect((await submit(QUIZ_IDS.gateSafety, SAFETY_RIGHT, token)).body.data.passed).toBe(true);
    expect((await me()).quiz_passed).toBe(true);
  });

  test('one wrong answer fails and says how many were right, not which', async () => {
    const { token } = await server.login('new', 'gate');
    const answers = [{ no: 1, answer: 'B' }, { no: 2, answer: 'A' }, { no: 3, answer: 'B' }];
    const res = await submit(QUIZ_IDS.gateRules, answers, token);
    expect(res.body.data).toEqual({ passed: false, correct: 2, total: 3 });
    // A multi-choice answer needs exactly the right set.
    const superset = [{ no: 1, answer: 'B' }, { no: 2, answer: 'A,B,C' }, { no: 3, answer: 'B' }];
    expect((await submit(QUIZ_IDS.gateRules, superset, token)).body.data.passed).toBe(false);

    const record = (await server.get(`${GATE}/quizzes/${QUIZ_IDS.gateRules}/record`, token)).body.data;
    expect(is(record, QuizRecord)).toBe(true);
    expect(record.passed).toBe(false);
    expect(record.attempts.map((a: { correct: number }) => a.correct)).toEqual([2, 2]);
    // Passing later counts; a later failure does not undo it.
    await submit(QUIZ_IDS.gateRules, RULES_RIGHT, token);
    await submit(QUIZ_IDS.gateRules, answers, token);
    expect((await server.get(`${GATE}/quizzes/${QUIZ_IDS.gateRules}/result`, token)).body.data.passed).toBe(true);
  });

  test.each([
    [[{ no: 1, answer: 'B' }, { no: 2, answer: 'A,C' }], /question 3 is not answered/],
    [[...RULES_RIGHT, { no: 9, answer: 'A' }], /question 9 does not exist/],
    [[{ no: 1, answer: 'B' }, { no: 1, answer: 'B' }, { no: 2, answer: 'A' }, { no: 3, answer: 'B' }], /question 1 is answered twice/],
    [[{ no: 1, answer: 'A,B' }, { no: 2, answer: 'A,C' }, { no: 3, answer: 'B' }], /question 1 takes one option/],
    [[{ no: 1, answer: 'Z' }, { no: 2, answer: 'A,C' }, { no: 3, answer: 'B' }], /question 1 has no option Z/],
    [[{ no: 1, answer: ' , ' }, { no: 2, answer: 'A,C' }, { no: 3, answer: 'B' }], /question 1 has an empty answer/],
    [[{ no: 1, answer: '' }], /answer/],
    [[], /answers/],
    ['B', /answers/],
  ])('%j is 100400 and not recorded', async (answers, message) => {
    const { token } = await server.login('new', 'gate');
    const res = await submit(QUIZ_IDS.gateRules, answers, token);
    expectError(res, 400, 100400);
    expect(res.body.message).toMatch(message);
    expect((await server.get(`${GATE}/quizzes/${QUIZ_IDS.gateRules}/record`, token)).body.data.attempts).toEqual([]);
  });
});

describe('the gate group from start to joined', () => {
  test('quiz, quiz, KYC, then a free join', async () => {
    const { token } = await server.login('new', 'gate');
    const me = async () => (await server.get(`${GATE}/users/me`, token)).body.data;
    const confirm = () => server.post(`${GATE}/invitations/confirm-existed`, {}, token);
    expect(await me()).toMatchObject({ state: 'pending', quiz_passed: false, kyc_status: 'unknown' });

    expect((await confirm()).body.message).toBe('entry quiz not passed');
    await submit(QUIZ_IDS.gateRules, RULES_RIGHT, token);
    await submit(QUIZ_IDS.gateSafety, SAFETY_RIGHT, token);
    expect((await confirm()).body.message).toBe('KYC not approved');

    await server.post(`${GATE}/kyc/authorize`, {}, token);
    const session = new URL((await server.get(`${GATE}/kyc/start/faceid`, token)).body.data.url, 'http://x').searchParams.get('session')!;
    await server.form(`${STANDINS}/kyc`, { session, decision: 'approve' });
    expect(await me()).toMatchObject({ quiz_passed: true, kyc_status: 'approved' });

    expect((await confirm()).body.data.state).toBe('paid');
    expect(await me()).toMatchObject({ state: 'paid', expired_at: null });
  });
});
