import { useId } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { useForm } from '../../../ui/useForm';
import { chooseOption, unansweredCount, type QuizAnswers } from '../model';
import type { Quiz } from '../../../../contract/quiz';
import { QuizQuestionField } from './QuizQuestionField';
import './QuizForm.css';

export interface QuizFormProps {
  quiz: Quiz;
  /** Sends the answers; a rejection is said above the button, the answers kept. */
  onSubmit: (answers: QuizAnswers) => Promise<void>;
}

/** Subtitle, numbered questions and a submit button that waits for every answer (§2, §5). */
export function QuizForm({ quiz, onSubmit }: QuizFormProps) {
  const id = useId();
  const form = useForm<{ answers: QuizAnswers }>({ answers: {} });
  const { answers } = form.values;
  const questions = quiz.body.questions;
  const left = unansweredCount(questions, answers);

  const submit = form.submit({
    check: (v) => {
      const count = unansweredCount(questions, v.answers);
      return count > 0 ? { form: t('quiz:unanswered', { count }) } : {};
    },
    send: (v) => onSubmit(v.answers),
  });

  return (
    <form class="quiz-form" aria-labelledby={`${id}-title`} onSubmit={submit}>
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
            onChoose={(q, optNo, checked) => form.set('answers', chooseOption(form.values.answers, q, optNo, checked))}
          />
        ))}
      </div>
      <p class="quiz-form__left" aria-live="polite">
        {left > 0 ? t('quiz:unanswered', { count: left }) : ''}
      </p>
      <FieldError {...form.errorOf('form')} class="quiz-form__error" />
      <Button type="submit" block disabled={left > 0} loading={form.busy}>
        {t('quiz:submit')}
      </Button>
    </form>
  );
}
