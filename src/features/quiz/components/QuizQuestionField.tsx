import { t } from '../../../lib/i18n';
import type { QuizQuestion } from '../../../../contract/quiz';
import './QuizQuestionField.css';

export interface QuizQuestionFieldProps {
  /** Groups a single-choice question's radios. */
  name: string;
  question: QuizQuestion;
  chosen: string[];
  onChoose: (question: QuizQuestion, optNo: string, checked: boolean) => void;
}

/** One numbered question: radios for single choice, checkboxes for multiple, each option as its number plus content. */
export function QuizQuestionField({ name, question, chosen, onChoose }: QuizQuestionFieldProps) {
  const single = question.type === 'single';
  return (
    <fieldset class="quiz-question">
      <legend class="quiz-question__legend">
        <span class="quiz-question__no">{question.no}.</span> {question.content}
      </legend>
      <p class="quiz-question__hint">{single ? t('quiz:single_hint') : t('quiz:multi_hint')}</p>
      {question.options.map((option) => (
        <label key={option.opt_no} class="quiz-question__option">
          <input
            type={single ? 'radio' : 'checkbox'}
            name={name}
            value={option.opt_no}
            checked={chosen.indexOf(option.opt_no) >= 0}
            onChange={(e) => onChoose(question, option.opt_no, e.currentTarget.checked)}
          />
          <span class="quiz-question__opt-no">{option.opt_no}.</span> <span>{option.opt_content}</span>
        </label>
      ))}
    </fieldset>
  );
}
