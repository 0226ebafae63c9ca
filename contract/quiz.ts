import {
  array, boolean, enums, nonempty, nullable, number, object, size, string, type, type Infer,
} from './struct';
import { boundedInteger } from './bounds';

export const QuizQuestionType = enums(['single', 'multi']);
export type QuizQuestionType = Infer<typeof QuizQuestionType>;

export const QuizOption = type({ opt_no: string(), opt_content: string() });
export type QuizOption = Infer<typeof QuizOption>;

/** Single-choice questions show as radios, multi-choice as checkboxes. Correct answers never leave the server. */
export const QuizQuestion = type({
  no: number(),
  type: QuizQuestionType,
  content: string(),
  options: array(QuizOption),
});
export type QuizQuestion = Infer<typeof QuizQuestion>;

export const Quiz = type({
  quiz_id: string(),
  title: string(),
  subtitle: string(),
  body: type({ questions: array(QuizQuestion) }),
  /** The quiz to take after passing this one; null at the end of the sequence. */
  next_quiz_id: nullable(string()),
});
export type Quiz = Infer<typeof Quiz>;

export const QuizResult = type({ passed: boolean() });
export type QuizResult = Infer<typeof QuizResult>;

/** One answer: the option numbers chosen, joined by commas for multi-choice ('A,C'). */
export const QuizAnswer = object({ no: boundedInteger(), answer: size(nonempty(string()), 1, 200) });
export type QuizAnswer = Infer<typeof QuizAnswer>;

/** POST /quizzes/{id}/submit body: every question answered. */
export const QuizSubmission = object({ answers: size(array(QuizAnswer), 1, 100) });
export type QuizSubmission = Infer<typeof QuizSubmission>;

/** Passed only when every answer is right. */
export const QuizGrade = type({ passed: boolean(), correct: number(), total: number() });
export type QuizGrade = Infer<typeof QuizGrade>;

export const QuizAttempt = type({ passed: boolean(), correct: number(), total: number(), created_at: string() });

/** GET /quizzes/{id}/record: my attempts, newest first. */
export const QuizRecord = type({ quiz_id: string(), passed: boolean(), attempts: array(QuizAttempt) });
export type QuizRecord = Infer<typeof QuizRecord>;
