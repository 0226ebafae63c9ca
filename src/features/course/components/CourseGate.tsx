import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import type { CourseGateReason } from '../detail';
import './CourseGate.css';

export type { CourseGateReason };

export interface CourseGateProps {
  reason: CourseGateReason;
  /** The price text when paying. */
  price?: string;
  onAction: () => Promise<unknown>;
}

/** In place of the content: what it takes to watch (§6: log in, join, or pay through the checkout). */
export function CourseGate({ reason, price, onAction }: CourseGateProps) {
  const busy = useSignal(false);
  const act = () => {
    busy.value = true;
    onAction().then(
      () => (busy.value = false),
      () => (busy.value = false),
    );
  };
  return (
    <section class="course-gate" aria-live="polite">
      <p class="course-gate__text">{t(`course:gate.${reason}_hint`, { price: price || '' })}</p>
      <Button block loading={busy.value} onClick={act}>
        {t(`course:gate.${reason}`)}
      </Button>
    </section>
  );
}
