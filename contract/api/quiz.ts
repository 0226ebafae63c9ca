// Quizzes' calls (spec §7, issue 3). The entry quiz comes before joining, so any signed-in user who
// is not banned takes it.
import { Quiz, QuizGrade, QuizRecord, QuizResult, QuizSubmission } from '../quiz';
import { call } from './call';

export const quizCalls = {
  get: call({ method: 'GET', path: '/quizzes/:id', access: 'user', summary: 'A quiz with its questions and options (no answers)', response: Quiz }),
  result: call({ method: 'GET', path: '/quizzes/:id/result', access: 'user', summary: 'Whether the caller has passed the quiz', response: QuizResult }),
  record: call({ method: 'GET', path: '/quizzes/:id/record', access: 'user', summary: "The caller's attempts at the quiz, and whether one passed", response: QuizRecord }),
  submit: call({ method: 'POST', path: '/quizzes/:id/submit', access: 'user', summary: "Grades the caller's answers: passed, and how many were right", body: QuizSubmission, response: QuizGrade }),
};
