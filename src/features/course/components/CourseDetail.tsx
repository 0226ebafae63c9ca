import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError, apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { host, supportsFeature } from '../../../lib/host';
import { isLoggedIn } from '../../../lib/session';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { showImageViewer } from '../../../ui/ImageViewer';
import { toast } from '../../../ui/toast';
import { routeUrl } from '../../../lib/paths';
import { login } from '../../auth';
import { purchase } from '../../checkout';
import { assetPrices } from '../../order';
import { openJoinDialog } from '../../join';
import { ExceptionNotice } from '../../exception';
import { favorCourse, fetchCourse, fetchCourseMessages } from '../api';
import { courseChargeText } from '../charge';
import { CourseGate, type CourseGateReason } from './CourseGate';
import { CourseHeader } from './CourseHeader';
import { CourseMessageItem } from './CourseMessageItem';
import { sortMessages } from '../messages';
import { clearCoursePages } from '../model';
import { positionKey } from '../playback';
import { playInOrder } from '../playlist';
import type { Course, CourseMessage } from '../../../../contract/course';
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
  const [course, setCourse] = useState<Course | null>(null);
  const [messages, setMessages] = useState<CourseMessage[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [gate, setGate] = useState<CourseGateReason | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [favoring, setFavoring] = useState(false);
  // Read through /open-courses: not a member, so no favourites and no resume.
  const [viaOpen, setViaOpen] = useState(false);
  const [playAll, setPlayAll] = useState(false);
  const section = useRef<HTMLElement>(null);
  // §9: the playlist exists only in wallet versions that support it.
  const playlist = supportsFeature('playlist', host.value);

  useEffect(() => {
    if (!playAll || !section.current) return;
    return playInOrder(section.current);
  }, [playAll, messages]);

  const charged = !!(course && course.charge);
  const assets = useGroupResource(assetPrices, charged ? group : null).data;

  useEffect(() => {
    let live = true;
    setCourse(null);
    setMessages(null);
    setError(null);
    setGate(null);
    const refused = (err: unknown) => {
      if (!live) return;
      const code = codeOf(err);
      if (code === ErrorCode.memberRequired || code === ErrorCode.loginRequired) setGate(loggedIn ? 'join' : 'login');
      else setError(err);
    };
    fetchCourse(group, id).then((fetched) => {
      if (!live) return;
      const c = fetched.course;
      setCourse(c);
      setViaOpen(fetched.open);
      // A charged course shows its price, not its messages, until it is paid for.
      if (c.charge && !c.paid) {
        setGate(loggedIn ? 'pay' : 'login');
        return;
      }
      fetchCourseMessages(group, id, fetched.open).then((list) => live && setMessages(sortMessages(list)), refused);
    }, refused);
    return () => {
      live = false;
    };
  }, [group, id, loggedIn, attempt]);

  const reload = () => setAttempt((n) => n + 1);

  const act = (): Promise<unknown> => {
    if (gate === 'login') {
      return login(group, { path: routeUrl('group-courses-id', { group, id }) }).then(
        () => {},
        () => toast(t('auth:login.unavailable'), 'error'),
      );
    }
    if (gate === 'join') return openJoinDialog(group).then((joined) => joined && reload());
    if (gate === 'pay' && course) {
      // The checkout's default subtitle speaks of membership years; a course is bought once.
      return purchase({ group, productId: course.product_id, quantity: 1, title: t('course:gate.pay'), subtitle: course.title }).then(
        (result) => result === 'success' && reload(),
      );
    }
    return Promise.resolve();
  };

  const toggleFavor = () => {
    if (!course || favoring) return;
    const next = !course.favored;
    setFavoring(true);
    // At once on screen, reconciled with the server's answer.
    setCourse({ ...course, favored: next });
    favorCourse(group, id, next).then(
      (res) => {
        clearCoursePages();
        setCourse((c) => c && { ...c, favored: res.favored, favorite_count: res.favorite_count });
        setFavoring(false);
      },
      () => {
        setCourse((c) => c && { ...c, favored: !next });
        setFavoring(false);
      },
    );
  };

  if (error) {
    const notFound = codeOf(error) === ErrorCode.notFound || (error instanceof ApiError && error.status === 404);
    return (
      <ExceptionNotice
        title={notFound ? t('course:detail.not_found') : t('course:detail.load_failed')}
        actions={!notFound && <Button onClick={reload}>{t('common:actions.retry')}</Button>}
      >
        <p>{apiErrorText(error)}</p>
      </ExceptionNotice>
    );
  }

  const images = (messages || []).filter((m) => m.category === 'PLAIN_IMAGE' && m.attachment).map((m) => m.attachment!.url);
  return (
    <div class="course-detail">
      {course ? (
        <CourseHeader
          course={course}
          assets={assets}
          actions={
            loggedIn && !viaOpen && (
              <Button variant="secondary" aria-pressed={course.favored ? 'true' : 'false'} onClick={toggleFavor}>
                {course.favored ? t('course:detail.unfavor') : t('course:detail.favor')}
              </Button>
            )
          }
        />
      ) : (
        !gate && <Skeleton block="180px" />
      )}
      {gate ? (
        <CourseGate reason={gate} price={course && course.charge ? courseChargeText(course.charge, assets) : undefined} onAction={act} />
      ) : messages ? (
        messages.length ? (
          <section ref={section} aria-label={t('course:detail.messages')}>
            {playlist && (
              <label class="course-detail__play-all">
                <input type="checkbox" checked={playAll} onChange={(e) => setPlayAll((e.currentTarget as HTMLInputElement).checked)} />
                <span>{t('course:player.play_all')}</span>
              </label>
            )}
            {messages.map((m, i) => (
              <CourseMessageItem
                key={m.message_id}
                message={m}
                number={i + 1}
                positionKey={loggedIn && !viaOpen ? positionKey(group, id, m.message_id) : null}
                onImage={(url) => void showImageViewer(images, Math.max(0, images.indexOf(url)))}
              />
            ))}
          </section>
        ) : (
          <p class="course-detail__empty">{t('course:detail.no_messages')}</p>
        )
      ) : (
        course && <Skeleton lines={4} />
      )}
    </div>
  );
}
