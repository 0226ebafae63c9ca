import { callApi } from '../../lib/call';
import { quizCalls } from '../../../contract/api/quiz';
import type { QuizAnswer } from '../../../contract/quiz';

// §7 quizzes, as contract/api/quiz.ts declares them. Silent: the quiz shows its failures in place
// (§8 redirects still happen).
const quiet = { silent: true };

export const fetchQuiz = (group: string, quizId: string) => callApi(group, quizCalls.get, { params: { id: quizId } }, quiet);

export const fetchQuizResult = (group: string, quizId: string) => callApi(group, quizCalls.result, { params: { id: quizId } }, quiet);

export const submitQuiz = (group: string, quizId: string, answers: QuizAnswer[]) =>
  callApi(group, quizCalls.submit, { params: { id: quizId }, body: { answers } }, quiet);
