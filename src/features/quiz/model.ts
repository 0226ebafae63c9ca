import { signal, type ReadonlySignal } from '@preact/signals';
import { apiErrorText } from '../../lib/http';
import { account } from '../account';
import { fetchQuiz, fetchQuizResult, submitQuiz } from './api';
import type { Quiz, QuizAnswer, QuizGrade, QuizQuestion } from '../../../contract/quiz';

/** Chosen option numbers per question number, in the order the options are listed. */
export type QuizAnswers = Record<number, string[]>;

/** §4 Quiz: loading, answering, then success or failed; `finishing` while the account is reloaded after the last quiz. */
export type QuizPhase =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'answering'; quiz: Quiz }
  | { kind: 'result'; quiz: Quiz; grade: QuizGrade }
  | { kind: 'finishing' };

/** What passing leads to (§2: the join request or verification), or one more quiz of the sequence. */
export type QuizNextStep = 'quiz' | 'kyc' | 'join';

/**
 * A radio replaces the question's answer; a checkbox adds or removes its option, keeping the
 * options' listed order so the answer reads 'A,C' however it was ticked.
 */
export function chooseOption(answers: QuizAnswers, question: QuizQuestion, optNo: string, checked: boolean): QuizAnswers {
  if (question.type === 'single') return { ...answers, [question.no]: checked ? [optNo] : [] };
  const current = answers[question.no] || [];
  const chosen = question.options
    .map((o) => o.opt_no)
    .filter((no) => (no === optNo ? checked : current.indexOf(no) >= 0));
  return { ...answers, [question.no]: chosen };
}

/** §5: submit is enabled only when every question has a non-empty answer. */
export function unansweredCount(questions: QuizQuestion[], answers: QuizAnswers): number {
  return questions.filter((q) => !(answers[q.no] && answers[q.no].length > 0)).length;
}

/** §3: the submission is a list of no and answer, several answers joined by commas. */
export function answerList(questions: QuizQuestion[], answers: QuizAnswers): QuizAnswer[] {
  return questions.map((q) => ({ no: q.no, answer: (answers[q.no] || []).join(',') }));
}

export function quizNextStep(quiz: Pick<Quiz, 'next_quiz_id'>, kycPending: boolean): QuizNextStep {
  if (quiz.next_quiz_id) return 'quiz';
  return kycPending ? 'kyc' : 'join';
}

export interface QuizFlow {
  phase: ReadonlySignal<QuizPhase>;
  start(): void;
  /**
   * Sends the answers to the quiz being answered; its result screen follows. Rejects with the
   * refusal: the answers are the form's (components/QuizForm), which says it and keeps them.
   */
  submit(answers: QuizAnswers): Promise<void>;
  /** The result screen's one action: the next quiz or finishing after a pass, a fresh attempt after a failure. */
  proceed(): void;
  /** Tries the failed step again (loading a quiz, or reloading the account at the end). */
  retry(): void;
  /** Ignores every answer still on its way (the flow left the screen). */
  stop(): void;
}

/**
 * The entry quiz sequence of a group (§2, §4): starting at `firstQuizId`, quizzes already passed
 * are skipped along `next_quiz_id`; passing the last one reloads the account (whose
 * `quiz_passed` the entry guard reads) and then calls `onPassed`.
 */
export function createQuizFlow(group: string, firstQuizId: string, onPassed: () => void): QuizFlow {
  const phase = signal<QuizPhase>({ kind: 'loading' });
  // Each load bumps this; an answer to an older load is dropped (a quick retry, an unmount).
  let generation = 0;
  let failedStep: () => void = () => load(firstQuizId, []);

  function load(quizId: string, skipped: string[]): void {
    const mine = ++generation;
    failedStep = () => load(quizId, skipped);
    phase.value = { kind: 'loading' };
    Promise.all([fetchQuiz(group, quizId), fetchQuizResult(group, quizId)]).then(
      ([quiz, result]) => {
        if (mine !== generation) return;
        if (!result.passed) {
          phase.value = { kind: 'answering', quiz };
          return;
        }
        // Passed earlier: go on; a sequence that loops back ends where it started.
        const next = quiz.next_quiz_id;
        const seen = skipped.concat(quiz.quiz_id);
        if (next && seen.indexOf(next) < 0) load(next, seen);
        else finish();
      },
      (err: unknown) => {
        if (mine === generation) phase.value = { kind: 'error', message: apiErrorText(err) };
      },
    );
  }

  function finish(): void {
    const mine = ++generation;
    failedStep = finish;
    phase.value = { kind: 'finishing' };
    account.load(group, true).then(
      () => {
        if (mine === generation) onPassed();
      },
      (err: unknown) => {
        if (mine === generation) phase.value = { kind: 'error', message: apiErrorText(err) };
      },
    );
  }

  function submit(answers: QuizAnswers): Promise<void> {
    const current = phase.value;
    if (current.kind !== 'answering') return Promise.resolve();
    const mine = generation;
    return submitQuiz(group, current.quiz.quiz_id, answerList(current.quiz.body.questions, answers)).then((grade) => {
      if (mine === generation) phase.value = { kind: 'result', quiz: current.quiz, grade };
    });
  }

  function proceed(): void {
    const current = phase.value;
    if (current.kind !== 'result') return;
    if (!current.grade.passed) load(current.quiz.quiz_id, []);
    else if (current.quiz.next_quiz_id) load(current.quiz.next_quiz_id, [current.quiz.quiz_id]);
    else finish();
  }

  return {
    phase,
    start: () => load(firstQuizId, []),
    submit,
    proceed,
    retry: () => failedStep(),
    stop() {
      generation++;
    },
  };
}
