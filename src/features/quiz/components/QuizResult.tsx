import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import type { QuizNextStep } from '../model';
import type { QuizGrade } from '../../../../contract/quiz';
import './QuizResult.css';

export interface QuizResultProps {
  grade: QuizGrade;
  /** Where a pass leads; ignored after a failure (retry). */
  next: QuizNextStep;
  onAction: () => void;
}

const NEXT_LINE = {
  quiz: 'quiz:result.next_quiz',
  kyc: 'quiz:result.next_kyc',
  join: 'quiz:result.next_join',
} as const;

const NEXT_ACTION = {
  quiz: 'quiz:result.action_next_quiz',
  kyc: 'quiz:result.action_kyc',
  join: 'quiz:result.action_join',
} as const;

/** §2: a title, two label lines and one action; passed → onwards, failed → retry. */
export function QuizResult({ grade, next, onAction }: QuizResultProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the person was on is gone: take screen readers (and the keyboard) to the outcome.
  useEffect(() => {
    if (heading.current) heading.current.focus();
  }, []);
  const passed = grade.passed;
  return (
    <div class={passed ? 'quiz-result quiz-result--passed' : 'quiz-result quiz-result--failed'}>
      <Icon name={passed ? 'check' : 'close'} size={48} class="quiz-result__icon" />
      <h2 ref={heading} tabIndex={-1} class="quiz-result__title">
        {passed ? t('quiz:result.passed_title') : t('quiz:result.failed_title')}
      </h2>
      <p class="quiz-result__label">{t('quiz:result.score', { correct: grade.correct, total: grade.total })}</p>
      <p class="quiz-result__label">{passed ? t(NEXT_LINE[next]) : t('quiz:result.retry_hint')}</p>
      <Button block onClick={onAction}>
        {passed ? t(NEXT_ACTION[next]) : t('quiz:result.action_retry')}
      </Button>
    </div>
  );
}
