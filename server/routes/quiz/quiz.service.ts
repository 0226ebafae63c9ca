import type { QuizAnswer, QuizGrade } from '../../../contract/quiz';
import type { Sql } from '../../db/sql';
import { apiErrors } from '../../lib/errors';
import { findQuiz, hasPassedQuiz, type QuizQuestionRow } from './quiz.repo';

/** 'C, a,A' → 'A,C': the form answers are compared in. */
function normaliseAnswer(answer: string): string[] {
  return [...new Set(answer.split(',').map((part) => part.trim().toUpperCase()).filter(Boolean))].sort();
}

/**
 * Grades a submission. Every question must be answered exactly once with options it has
 * (one for single-choice), else 100400 naming the question; passed only if all are right.
 */
export function gradeQuiz(questions: QuizQuestionRow[], answers: QuizAnswer[]): QuizGrade {
  const byNo = new Map<number, string[]>();
  for (const { no, answer } of answers) {
    const question = questions.find((q) => q.no === no);
    if (!question) throw apiErrors.validation(`invalid answers: question ${no} does not exist`);
    if (byNo.has(no)) throw apiErrors.validation(`invalid answers: question ${no} is answered twice`);
    const chosen = normaliseAnswer(answer);
    const known = new Set(question.options.map((option) => option.opt_no.toUpperCase()));
    if (chosen.length === 0) throw apiErrors.validation(`invalid answers: question ${no} has an empty answer`);
    const unknown = chosen.find((opt) => !known.has(opt));
    if (unknown) throw apiErrors.validation(`invalid answers: question ${no} has no option ${unknown}`);
    if (question.type === 'single' && chosen.length > 1) {
      throw apiErrors.validation(`invalid answers: question ${no} takes one option`);
    }
    byNo.set(no, chosen);
  }
  const missing = questions.find((q) => !byNo.has(q.no));
  if (missing) throw apiErrors.validation(`invalid answers: question ${missing.no} is not answered`);
  const correct = questions.filter((q) => byNo.get(q.no)!.join(',') === normaliseAnswer(q.answer).join(',')).length;
  return { passed: correct === questions.length, correct, total: questions.length };
}

/** The entry quiz and the ones chained after it by next_quiz_id, in order (a loop is cut). */
export async function entryQuizChain(sql: Sql, groupId: string, entryQuizId: string | null): Promise<string[]> {
  const chain: string[] = [];
  let next = entryQuizId;
  while (next && !chain.includes(next)) {
    const quiz = await findQuiz(sql, groupId, next);
    if (!quiz) break;
    chain.push(quiz.quiz_id);
    next = quiz.next_quiz_id;
  }
  return chain;
}

/** Every quiz of the entry sequence passed; true when the group has none. */
export async function entryQuizPassed(sql: Sql, groupId: string, entryQuizId: string | null, userId: string): Promise<boolean> {
  for (const quizId of await entryQuizChain(sql, groupId, entryQuizId)) {
    if (!(await hasPassedQuiz(sql, quizId, userId))) return false;
  }
  return true;
}
