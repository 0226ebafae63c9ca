import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import type { Sql } from '../../db/sql';
import type { QuizOption, QuizQuestionType } from '../../../contract/quiz';

export type QuizRow = { quiz_id: string; group_id: string; title: string; subtitle: string; next_quiz_id: string | null };

/** A question with its correct answer: server side only. */
export type QuizQuestionRow = {
  no: number;
  type: QuizQuestionType;
  content: string;
  options: QuizOption[];
  /** Correct option numbers, sorted, joined by commas. */
  answer: string;
};

export type QuizAttemptRow = { passed: number; correct: number; total: number; created_at: string };

const FIND_QUIZ = `SELECT quiz_id, group_id, title, subtitle, next_quiz_id FROM quizzes WHERE group_id = ? AND quiz_id = ?`;

/** On the async layer (the entry check of a join, membership.service assertEntryOpen); findQuizSync is the same text. */
export function findQuiz(sql: Sql, groupId: string, quizId: string): Promise<QuizRow | undefined> {
  return sql.get<QuizRow>(FIND_QUIZ, groupId, quizId);
}

export function findQuizSync(db: Db, groupId: string, quizId: string): QuizRow | undefined {
  return statement(db, FIND_QUIZ).get(groupId, quizId) as QuizRow | undefined;
}

/** The group's quizzes, oldest first: what an admin may make the entry quiz. */
export function listGroupQuizzes(db: Db, groupId: string): { quiz_id: string; title: string }[] {
  return statement(db, 'SELECT quiz_id, title FROM quizzes WHERE group_id = ? ORDER BY created_at, quiz_id')
    .all(groupId) as { quiz_id: string; title: string }[];
}

export function listQuizQuestions(db: Db, quizId: string): QuizQuestionRow[] {
  const rows = statement(db, `SELECT no, type, content, options, answer FROM quiz_questions
    WHERE quiz_id = ? ORDER BY no`).all(quizId) as (Omit<QuizQuestionRow, 'options'> & { options: string })[];
  return rows.map((row) => ({ ...row, options: JSON.parse(row.options) as QuizOption[] }));
}

export function insertQuizAttempt(
  db: Db,
  attempt: { attemptId: string; quizId: string; userId: string; answers: unknown; correct: number; total: number; passed: boolean; nowIso: string },
): void {
  statement(db, `INSERT INTO quiz_attempts (attempt_id, quiz_id, user_id, answers, correct, total, passed, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(attempt.attemptId, attempt.quizId, attempt.userId,
    JSON.stringify(attempt.answers), attempt.correct, attempt.total, Number(attempt.passed), attempt.nowIso);
}

const PASSED = 'SELECT 1 FROM quiz_attempts WHERE quiz_id = ? AND user_id = ? AND passed = 1 LIMIT 1';

export async function hasPassedQuiz(sql: Sql, quizId: string, userId: string): Promise<boolean> {
  return (await sql.value<number>(PASSED, quizId, userId)) !== undefined;
}

export function hasPassedQuizSync(db: Db, quizId: string, userId: string): boolean {
  return statement(db, PASSED).get(quizId, userId) !== undefined;
}

/** Newest first. */
export function listQuizAttempts(db: Db, quizId: string, userId: string): QuizAttemptRow[] {
  return statement(db, `SELECT passed, correct, total, created_at FROM quiz_attempts
    WHERE quiz_id = ? AND user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 50`).all(quizId, userId) as QuizAttemptRow[];
}
