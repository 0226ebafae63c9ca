import { useEffect, useMemo } from 'preact/hooks';
import { ApiError } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { isLoggedIn } from '../../../lib/session';
import { Button } from '../../../ui/Button';
import { assetPrices } from '../../order';
import { ExceptionLoaded } from '../../exception/parts';
import { courseChargeText } from '../charge';
import { CourseDetailSkeleton } from './CourseDetailSkeleton';
import { CourseGate } from './CourseGate';
import { CourseHeader } from './CourseHeader';
import { CourseLessons } from './CourseLessons';
import { createCourseDetailFlow } from '../detail';
import { ErrorCode } from '../../../../contract/errors';
import './CourseDetail.css';
import { useGroupResource } from '../../../lib/resource';

const codeOf = (err: unknown) => (err instanceof ApiError ? err.code : 0);

/**
 * §2 course detail (public route): a guest reads a public course through
 * /open-courses; members-only content shows the way in (log in, join, pay)
 * instead of the messages.
 */
export function CourseDetail({ group, id }: { group: string; id: string }) {
  const loggedIn = isLoggedIn(group);
  const flow = useMemo(() => createCourseDetailFlow(group, id, loggedIn), [group, id, loggedIn]);
  useEffect(() => {
    flow.start();
    return () => flow.stop();
  }, [flow]);
  const course = flow.course.value;
  const messages = flow.messages.value;
  const error = flow.error.value;
  const gate = flow.gate.value;
  const viaOpen = flow.viaOpen.value;
  const charged = !!(course && course.charge);
  const assets = useGroupResource(assetPrices, charged ? group : null).data;

  const notFound = codeOf(error) === ErrorCode.notFound || (error instanceof ApiError && error.status === 404);
  // The detail flow is the state (the course, then its messages or the gate): its failure shows
  // here, what has come shows in the page with its own skeletons.
  return (
    <ExceptionLoaded
      state={error ? { loading: false, error } : { loading: false, data: true }}
      title={notFound ? t('course:detail.not_found') : t('course:detail.load_failed')}
      onRetry={flow.reload}
    >
      {() => (
        <div class="course-detail">
          {course ? (
            <CourseHeader
              course={course}
              assets={assets}
              actions={
                loggedIn && !viaOpen && (
                  <Button variant="secondary" aria-pressed={course.favored ? 'true' : 'false'} onClick={flow.toggleFavor}>
                    {course.favored ? t('course:detail.unfavor') : t('course:detail.favor')}
                  </Button>
                )
              }
            />
          ) : (
            !gate && <CourseDetailSkeleton />
          )}
          {gate ? (
            <CourseGate reason={gate} price={course && course.charge ? courseChargeText(course.charge, assets) : undefined} onAction={flow.unlock} />
          ) : messages ? (
            messages.length ? (
              <section aria-label={t('course:detail.messages')}>
                <CourseLessons group={group} courseId={id} messages={messages} tracked={loggedIn && !viaOpen} />
              </section>
            ) : (
              <p class="course-detail__empty">{t('course:detail.no_messages')}</p>
            )
          ) : (
            course && <CourseDetailSkeleton messagesOnly />
          )}
        </div>
      )}
    </ExceptionLoaded>
  );
}
