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

const FIND_QUIZ = `SELECT quiz_id, group_id, title, subtitle, next_quiz_id FROM quizzes
    WHERE group_id = ? AND quiz_id = ?`;
const HAS_PASSED_QUIZ = 'SELECT 1 FROM quiz_attempts WHERE quiz_id = ? AND user_id = ? AND passed = 1 LIMIT 1';

export function findQuiz(sql: Sql, groupId: string, quizId: string): Promise<QuizRow | undefined> {
  return sql.get<QuizRow>(FIND_QUIZ, groupId, quizId);
}

/** The group's quizzes, oldest first: what an admin may make the entry quiz. */
export function listGroupQuizzes(sql: Sql, groupId: string): Promise<{ quiz_id: string; title: string }[]> {
  return sql.all<{ quiz_id: string; title: string }>('SELECT quiz_id, title FROM quizzes WHERE group_id = ? ORDER BY created_at, quiz_id', groupId);
}

export async function listQuizQuestions(sql: Sql, quizId: string): Promise<QuizQuestionRow[]> {
  const rows = await sql.all<Omit<QuizQuestionRow, 'options'> & { options: string }>(`SELECT no, type, content, options, answer
    FROM quiz_questions WHERE quiz_id = ? ORDER BY no`, quizId);
  return rows.map((row) => ({ ...row, options: JSON.parse(row.options) as QuizOption[] }));
}

/**
 * Records an attempt. `seq` numbers a person's attempts at a quiz (1, 2, …: migration 059), the order
 * among attempts made in the same millisecond (SQLite's rowid did that; PostgreSQL has none). Run in a
 * transaction, so two attempts at once never take the same number.
 */
export async function insertQuizAttempt(
  sql: Sql,
  attempt: { attemptId: string; quizId: string; userId: string; answers: unknown; correct: number; total: number; passed: boolean; nowIso: string },
): Promise<void> {
  await sql.run(`INSERT INTO quiz_attempts (attempt_id, quiz_id, user_id, answers, correct, total, passed, created_at, seq)
    VALUES (@attemptId, @quizId, @userId, @answers, @correct, @total, @passed, @nowIso,
      (SELECT COALESCE(MAX(seq), 0) + 1 FROM quiz_attempts WHERE quiz_id = @quizId AND user_id = @userId))`, {
    attemptId: attempt.attemptId, quizId: attempt.quizId, userId: attempt.userId, answers: JSON.stringify(attempt.answers),
    correct: attempt.correct, total: attempt.total, passed: Number(attempt.passed), nowIso: attempt.nowIso,
  });
}

export async function hasPassedQuiz(sql: Sql, quizId: string, userId: string): Promise<boolean> {
  return (await sql.get(HAS_PASSED_QUIZ, quizId, userId)) !== undefined;
}

/** Newest first (the same millisecond: the later attempt first). */
export function listQuizAttempts(sql: Sql, quizId: string, userId: string): Promise<QuizAttemptRow[]> {
  return sql.all<QuizAttemptRow>(`SELECT passed, correct, total, created_at FROM quiz_attempts
    WHERE quiz_id = ? AND user_id = ? ORDER BY created_at DESC, seq DESC LIMIT 50`, quizId, userId);
}
