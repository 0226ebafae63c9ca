import { useSignal } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { host, supportsFeature } from '../../../lib/host';
import { showImageViewer } from '../../../ui/ImageViewer';
import { isVideoSiteLink } from '../messages';
import {
  courseLessons, formatLessonDuration, lessonTitle, progressSummary, resumeLessonIndex, startPosition, totalDuration, type Lesson,
} from '../lessons';
import { createCourseProgressFlow } from '../progress';
import type { CourseMessage } from '../../../../contract/course';
import { CoursePlayer } from './CoursePlayer';
import { CourseLessonRow } from './CourseLessonRow';
import { CourseMessageItem } from './CourseMessageItem';
import { CourseProgressBar } from './CourseProgressBar';
import './CourseLessons.css';

export interface CourseLessonsProps {
  group: string;
  courseId: string;
  /** In §5 order. */
  messages: CourseMessage[];
  /** A member reading through /courses: progress is read and saved (a guest's is not kept). */
  tracked: boolean;
}

interface Playing {
  id: string;
  startAt: number;
  autoPlay: boolean;
}

/**
 * A course as a curriculum (issue 26): one player for the lesson picked, the ordered lessons below it
 * (duration, done mark, the current one marked), the member's progress, and the course's other
 * messages (text, images, files) as its notes, in their order.
 */
export function CourseLessons({ group, courseId, messages, tracked }: CourseLessonsProps) {
  const lessons = useMemo(() => courseLessons(messages), [messages]);
  const notes = useMemo(() => messages.filter((m) => !lessons.some((l) => l.message === m)), [messages, lessons]);
  const flow = useMemo(() => (tracked ? createCourseProgressFlow(group, courseId) : null), [group, courseId, tracked]);
  const playing = useSignal<Playing | null>(null);
  const playAll = useSignal(false);
  // §9: the playlist exists only in wallet versions that support it.
  const playlist = supportsFeature('playlist', host.value);

  useEffect(() => {
    if (!lessons.length) return;
    if (!flow) {
      playing.value = { id: lessons[0]!.message.message_id, startAt: 0, autoPlay: false };
      return () => {};
    }
    let live = true;
    // Resume (issue 26): the lesson last played, where it stopped.
    void flow.load().then((progress) => {
      if (!live || playing.value) return;
      const at = Math.max(0, resumeLessonIndex(lessons, progress));
      const lesson = lessons[at]!;
      playing.value = { id: lesson.message.message_id, startAt: startPosition(flow.lessons.value[lesson.message.message_id], lesson.duration), autoPlay: false };
    });
    return () => {
      live = false;
      flow.stop();
    };
  }, [flow, lessons, playing]);

  const images = notes.filter((m) => m.category === 'PLAIN_IMAGE' && m.attachment).map((m) => m.attachment!.url);
  const noteList = notes.length > 0 && (
    <section class="course-lessons__notes" aria-label={t('course:lessons.notes')}>
      <h3 class="course-lessons__heading">{t('course:lessons.notes')}</h3>
      {notes.map((m) => (
        <CourseMessageItem
          key={m.message_id}
          message={m}
          onImage={(url) => void showImageViewer(images, Math.max(0, images.indexOf(url)))}
        />
      ))}
    </section>
  );
  if (!lessons.length) return <>{noteList}</>;

  const byId = flow ? flow.lessons.value : {};
  const current = playing.value ? lessons.filter((l) => l.message.message_id === playing.value!.id)[0] : undefined;
  const pick = (lesson: Lesson, autoPlay: boolean) => {
    if (current && lesson === current) return;
    playing.value = {
      id: lesson.message.message_id,
      startAt: startPosition(byId[lesson.message.message_id], lesson.duration),
      autoPlay,
    };
  };
  const total = totalDuration(lessons);

  return (
    <>
      {flow && <CourseProgressBar summary={progressSummary(lessons, byId)} />}
      <div class="course-lessons__stage">
        {current ? (
          <CourseLessonStage
            key={current.message.message_id}
            lesson={current}
            playing={playing.value!}
            onReport={flow ? (how, position, duration) => flow.report(current.message.message_id, how, position, duration) : undefined}
            onEnded={() => {
              const next = lessons[lessons.indexOf(current) + 1];
              if (playAll.value && next) pick(next, true);
            }}
          />
        ) : (
          <div class="course-lessons__placeholder" aria-hidden="true" />
        )}
      </div>
      {playlist && (
        <label class="course-detail__play-all">
          <input type="checkbox" checked={playAll.value} onChange={(e) => (playAll.value = (e.currentTarget as HTMLInputElement).checked)} />
          <span>{t('course:player.play_all')}</span>
        </label>
      )}
      <h3 class="course-lessons__heading">
        {t('course:lessons.title', { count: lessons.length })}
        {total > 0 && <span class="course-lessons__total">{t('course:lessons.total', { duration: formatLessonDuration(total) })}</span>}
      </h3>
      <ol class="course-lessons__list" aria-label={t('course:lessons.list')}>
        {lessons.map((lesson) => (
          <CourseLessonRow
            key={lesson.message.message_id}
            lesson={lesson}
            title={lessonTitle(lesson)}
            current={lesson === current}
            progress={flow ? byId[lesson.message.message_id] || null : undefined}
            onPlay={() => pick(lesson, true)}
            onDone={flow ? (done) => flow.setDone(lesson.message.message_id, done) : undefined}
          />
        ))}
      </ol>
      {noteList}
    </>
  );
}

/** The lesson picked: its player, or the way to its video site (which cannot play here). */
function CourseLessonStage({ lesson, playing, onReport, onEnded }: {
  lesson: Lesson;
  playing: Playing;
  onReport?: (how: 'tick' | 'pause' | 'ended' | 'leave', position: number, duration: number | null) => void;
  onEnded: () => void;
}) {
  const { message } = lesson;
  const label = t('course:lessons.player_label', { number: lesson.number, title: lessonTitle(lesson) });
  if (message.category === 'PLAIN_TEXT' && isVideoSiteLink(message.text)) {
    return (
      <a class="course-message course-message__link" href={message.text.trim()} target="_blank" rel="noopener noreferrer">
        {t('course:message.watch_on_site')}
      </a>
    );
  }
  const src = message.category === 'PLAIN_TEXT' ? message.text.trim() : message.attachment ? message.attachment.url : '';
  return (
    <CoursePlayer
      kind={lesson.kind}
      src={src}
      sources={message.category === 'PLAIN_TEXT' ? undefined : message.sources}
      label={label}
      startAt={playing.startAt}
      autoPlay={playing.autoPlay}
      onReport={(how, position, duration) => {
        if (onReport) onReport(how, position, duration);
        if (how === 'ended') onEnded();
      }}
    />
  );
}
