import { describe, expect, it } from 'vitest';
import {
  courseLessons, formatLessonDuration, lessonTitle, progressById, progressSummary, resumeLessonIndex, startPosition, totalDuration,
} from './lessons';
import { audioAttachment, messageFixture } from '../../../test/fixtures/course';
import type { CourseProgress } from '../../../contract/course';

const withFile = (name: string, mime: string, duration: number | null) => ({ ...audioAttachment(), name, mime_type: mime, duration });

// §5 playable: audio, video, live playback, data with an audio/video type, a video link; in index order.
const messages = [
  messageFixture({ message_id: 't1', text: 'Welcome', index: 0 }),
  messageFixture({ message_id: 'a1', category: 'PLAIN_AUDIO', text: '', index: 1, attachment: withFile('Intro.mp3', 'audio/mpeg', 65) }),
  messageFixture({ message_id: 'i1', category: 'PLAIN_IMAGE', text: '', index: 2, attachment: withFile('slide.png', 'image/png', null) }),
  messageFixture({ message_id: 'd1', category: 'PLAIN_DATA', text: '', index: 3, attachment: withFile('notes.pdf', 'application/pdf', null) }),
  messageFixture({ message_id: 'd2', category: 'PLAIN_DATA', text: '', index: 4, attachment: withFile('talk.m4a', 'audio/mp4', 3600) }),
  messageFixture({ message_id: 'l1', category: 'LIVE_PLAYBACK', text: '', index: 5, attachment: withFile('replay.mp4', 'video/mp4', 0) }),
  messageFixture({ message_id: 'v1', text: 'https://example.com/clip.mp4', index: 6 }),
  messageFixture({ message_id: 't2', text: 'Read https://example.com/notes', index: 7 }),
];

describe('courseLessons', () => {
  it('are the playable messages in order, numbered from 1, with their known durations', () => {
    const lessons = courseLessons(messages);
    expect(lessons.map((l) => [l.message.message_id, l.number, l.kind, l.duration])).toEqual([
      ['a1', 1, 'audio', 65],
      ['d2', 2, 'audio', 3600],
      ['l1', 3, 'video', null],
      ['v1', 4, 'video', null],
    ]);
    expect(lessons.map((l) => lessonTitle(l))).toEqual(['Intro', 'talk', 'replay', 'https://example.com/clip.mp4']);
    expect(lessonTitle(lessons[0]!, 4)).toBe('Int…');
    expect(totalDuration(lessons)).toBe(3665);
  });
});

describe('formatLessonDuration', () => {
  it('writes m:ss under an hour and h:mm:ss from it', () => {
    expect(formatLessonDuration(0)).toBe('0:00');
    expect(formatLessonDuration(6)).toBe('0:06');
    expect(formatLessonDuration(59.6)).toBe('1:00');
    expect(formatLessonDuration(754)).toBe('12:34');
    expect(formatLessonDuration(3600)).toBe('1:00:00');
    expect(formatLessonDuration(3723)).toBe('1:02:03');
    expect(formatLessonDuration(NaN)).toBe('0:00');
  });
});

describe('progress', () => {
  const lessons = courseLessons(messages);
  const progress = (last: string | null, rows: [string, number, boolean][]): CourseProgress => ({
    course_id: 'c1',
    last_message_id: last,
    lessons: rows.map(([id, position, done]) => ({ message_id: id, position, done, updated_at: '' })),
  });

  it('counts the lessons done and the whole percent', () => {
    expect(progressSummary(lessons, progressById(progress('d2', [['a1', 65, true], ['d2', 10, false]])))).toEqual({ done: 1, total: 4, percent: 25 });
    expect(progressSummary(lessons.slice(0, 3), progressById(progress(null, [['a1', 0, true]])))).toEqual({ done: 1, total: 3, percent: 33 });
    expect(progressSummary([], {})).toEqual({ done: 0, total: 0, percent: 0 });
  });

  it('opens at the lesson last played while not done, else the next one not done, else the first', () => {
    expect(resumeLessonIndex(lessons, null)).toBe(0);
    expect(resumeLessonIndex(lessons, progress('d2', [['a1', 65, true], ['d2', 10, false]]))).toBe(1);
    expect(resumeLessonIndex(lessons, progress('d2', [['d2', 3600, true], ['l1', 0, true]]))).toBe(3);
    expect(resumeLessonIndex(lessons, progress('v1', [['v1', 0, true]]))).toBe(0);
    expect(resumeLessonIndex(lessons, progress('v1', lessons.map((l) => [l.message.message_id, 0, true] as [string, number, boolean])))).toBe(3);
    expect(resumeLessonIndex([], null)).toBe(-1);
  });

  it('starts a lesson at its saved position, unless it was played as far as counts as done', () => {
    const saved = (position: number) => ({ message_id: 'a1', position, done: false, updated_at: '' });
    expect(startPosition(undefined, 65)).toBe(0);
    expect(startPosition(saved(30), 65)).toBe(30);
    expect(startPosition(saved(58), 65)).toBe(58);
    expect(startPosition(saved(3), 6)).toBe(3);
    expect(startPosition(saved(58.5), 65)).toBe(0);
    expect(startPosition(saved(500), null)).toBe(500);
  });
});
