import { groupApi } from '../../lib/http';
import { Quiz, QuizGrade, QuizResult, type QuizAnswer } from '../../../contract/quiz';

// Silent: the quiz shows its failures in place (§8 redirects still happen).
export const fetchQuiz = (group: string, quizId: string) =>
  groupApi(group).get(`/quizzes/${encodeURIComponent(quizId)}`, Quiz, { silent: true });

export const fetchQuizResult = (group: string, quizId: string) =>
  groupApi(group).get(`/quizzes/${encodeURIComponent(quizId)}/result`, QuizResult, { silent: true });

export const submitQuiz = (group: string, quizId: string, answers: QuizAnswer[]) =>
  groupApi(group).post(`/quizzes/${encodeURIComponent(quizId)}/submit`, { answers }, QuizGrade, { silent: true });
