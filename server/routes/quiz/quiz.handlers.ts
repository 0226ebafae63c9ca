import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { Quiz, QuizGrade, QuizRecord, QuizResult, type QuizAnswer } from '../../../contract/quiz';
import { nowIso, type ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { findQuiz, hasPassedQuiz, insertQuizAttempt, listQuizAttempts, listQuizQuestions, type QuizRow } from './quiz.repo';
import { gradeQuiz } from './quiz.service';

type ViewerContext = Context<ViewerEnv>;

async function quizOr404(c: ViewerContext, quizId: string): Promise<QuizRow> {
  const quiz = await findQuiz(c.var.deps.sql, c.var.group.group_id, quizId);
  if (!quiz) throw apiErrors.notFound();
  return quiz;
}

export const quizHandlers = {
  /** The questions without their answers. */
  async get(c: ViewerContext, quizId: string) {
    const quiz = await quizOr404(c, quizId);
    const questions = (await listQuizQuestions(c.var.deps.sql, quiz.quiz_id)).map(({ no, type, content, options }) => ({
      no, type, content, options,
    }));
    return sendData(c, Quiz, {
      quiz_id: quiz.quiz_id,
      title: quiz.title,
      subtitle: quiz.subtitle,
      body: { questions },
      next_quiz_id: quiz.next_quiz_id,
    });
  },

  /** Passed once any attempt passed. */
  async result(c: ViewerContext, quizId: string) {
    const quiz = await quizOr404(c, quizId);
    return sendData(c, QuizResult, { passed: await hasPassedQuiz(c.var.deps.sql, quiz.quiz_id, c.var.viewer.user.user_id) });
  },

  async record(c: ViewerContext, quizId: string) {
    const { deps, viewer } = c.var;
    const quiz = await quizOr404(c, quizId);
    const attempts = (await listQuizAttempts(deps.sql, quiz.quiz_id, viewer.user.user_id))
      .map((a) => ({ passed: Boolean(a.passed), correct: a.correct, total: a.total, created_at: a.created_at }));
    return sendData(c, QuizRecord, { quiz_id: quiz.quiz_id, passed: attempts.some((a) => a.passed), attempts });
  },

  /** Grades and records the attempt; says how many were right, never which. */
  async submit(c: ViewerContext, quizId: string, answers: QuizAnswer[]) {
    const { deps, viewer } = c.var;
    const quiz = await quizOr404(c, quizId);
    const grade = gradeQuiz(await listQuizQuestions(deps.sql, quiz.quiz_id), answers);
    const attemptId = randomUUID();
    await deps.sql.tx((sql) => insertQuizAttempt(sql, {
      attemptId, quizId: quiz.quiz_id, userId: viewer.user.user_id, answers,
      correct: grade.correct, total: grade.total, passed: grade.passed, nowIso: nowIso(deps.clock),
    }));
    return sendData(c, QuizGrade, grade);
  },
};
