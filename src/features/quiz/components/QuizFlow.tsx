import { useEffect, useMemo, useRef } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { account } from '../../account';
import { groupSettings } from '../../group';
import { createQuizFlow, quizNextStep } from '../model';
import { QuizForm } from './QuizForm';
import { QuizResult } from './QuizResult';
import './QuizFlow.css';

export interface QuizFlowProps {
  group: string;
  /** The first quiz of the sequence (the group's `group_entry_quiz_id`). */
  quizId: string;
  /** Every quiz of the sequence is passed and the account (its `quiz_passed`) reloaded. */
  onPassed: () => void;
}

/** The entry quiz (§2 Quiz screen): one quiz after another along `next_quiz_id`, each with its result screen. */
export function QuizFlow({ group, quizId, onPassed }: QuizFlowProps) {
  // The latest callback, without restarting the flow when the parent re-renders.
  const passed = useRef(onPassed);
  passed.current = onPassed;
  const flow = useMemo(() => createQuizFlow(group, quizId, () => passed.current()), [group, quizId]);
  useEffect(() => {
    flow.start();
    return () => flow.stop();
  }, [flow]);

  const phase = flow.phase.value;
  if (phase.kind === 'loading' || phase.kind === 'finishing') {
    return (
      <section class="quiz l-column" aria-busy="true">
        <Skeleton lines={6} />
        <p class="visually-hidden">{t('quiz:loading')}</p>
      </section>
    );
  }
  if (phase.kind === 'error') {
    return (
      <section class="quiz quiz--center l-column">
        <h2 class="quiz__title">{t('quiz:load_failed')}</h2>
        <p class="quiz__error" role="alert">
          {phase.message}
        </p>
        <Button block onClick={flow.retry}>
          {t('common:actions.retry')}
        </Button>
      </section>
    );
  }
  if (phase.kind === 'result') {
    // §2: passing leads to verification when the group still needs it, else to the join request.
    const settings = groupSettings.of(group).data;
    const me = account.of(group).data;
    const kycPending = !!settings && settings.group_entry_kyc_enabled && !(me && me.kyc_status === 'approved');
    return (
      <section class="quiz l-column">
        <QuizResult grade={phase.grade} next={quizNextStep(phase.quiz, kycPending)} onAction={flow.proceed} />
      </section>
    );
  }
  return (
    <section class="quiz l-column">
      <QuizForm key={phase.quiz.quiz_id} quiz={phase.quiz} onSubmit={flow.submit} />
    </section>
  );
}
