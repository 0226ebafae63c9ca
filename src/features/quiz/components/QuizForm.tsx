import { useId } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { unansweredCount, type QuizAnswers } from '../model';
import type { Quiz, QuizQuestion } from '../../../../contract/quiz';
import { QuizQuestionField } from './QuizQuestionField';
import './QuizForm.css';

export interface QuizFormProps {
  quiz: Quiz;
  answers: QuizAnswers;
  submitting: boolean;
  submitError: string | null;
  onChoose: (question: QuizQuestion, optNo: string, checked: boolean) => void;
  onSubmit: () => void;
}

/** Subtitle, numbered questions and a submit button that waits for every answer (§2, §5). */
export function QuizForm({ quiz, answers, submitting, submitError, onChoose, onSubmit }: QuizFormProps) {
  const id = useId();
  const questions = quiz.body.questions;
  const left = unansweredCount(questions, answers);
  return (
    <form
      class="quiz-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h2 id={`${id}-title`} class="quiz-form__title">
        {quiz.title}
      </h2>
      {quiz.subtitle && <p class="quiz-form__subtitle">{quiz.subtitle}</p>}
      <div class="quiz-form__questions">
        {questions.map((question) => (
          <QuizQuestionField
            key={`${quiz.quiz_id}-${question.no}`}
            name={`${id}-q${question.no}`}
            question={question}
            chosen={answers[question.no] || []}
            onChoose={onChoose}
          />
        ))}
      </div>
      <p class="quiz-form__left" aria-live="polite">
        {left > 0 ? t('quiz:unanswered', { count: left }) : ''}
      </p>
      {submitError && (
        <p class="quiz-form__error" role="alert">
          {submitError}
        </p>
      )}
      <Button type="submit" block disabled={left > 0} loading={submitting}>
        {t('quiz:submit')}
      </Button>
    </form>
  );
}
