import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { toast } from '../../../ui/toast';
import type { Course } from '../../../../contract/course';
import { searchCourses } from '../../course-edit';
import { addAlbumCourse, removeAlbumCourse } from '../api';
import type { AlbumCourseRecord } from '../../../../contract/album';
import './AlbumCourseManager.css';

export interface AlbumCourseManagerProps {
  group: string;
  albumId: string;
  records: AlbumCourseRecord[];
}

/** Typing pauses this long before a search is sent. */
export const ALBUM_SEARCH_DEBOUNCE_MS = 800;
const RESULTS = 20;

/** The album's courses, each removable, and a search to add more. */
export function AlbumCourseManager({ group, albumId, records }: AlbumCourseManagerProps) {
  const [courses, setCourses] = useState<Course[]>(() => records.map((r) => r.course));
  const [q, setQ] = useState('');
  const [results, setResults] = useState<Course[] | null>(null);
  const [busy, setBusy] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const asked = useRef(0);

  // Only the latest search may fill the results: an earlier, slower answer is dropped.
  const search = useCallback(
    (text: string) => {
      const n = ++asked.current;
      searchCourses(group, text.trim(), 0, RESULTS).then(
        (page) => {
          if (n === asked.current) setResults(page.courses);
        },
        () => {
          if (n === asked.current) setResults([]);
        },
      );
    },
    [group],
  );

  useEffect(() => {
    search('');
    return () => clearTimeout(timer.current);
  }, [search]);

  const onInput = (text: string) => {
    setQ(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(text), ALBUM_SEARCH_DEBOUNCE_MS);
  };

  const run = (courseId: string, call: Promise<unknown>, done: () => void, message: string) => {
    setBusy(courseId);
    call.then(
      () => {
        setBusy('');
        done();
        toast(message, 'success');
      },
      (err: unknown) => {
        setBusy('');
        toast(apiErrorText(err), 'error');
      },
    );
  };

  const add = (course: Course) =>
    run(course.course_id, addAlbumCourse(group, albumId, course.course_id), () => setCourses((list) => list.concat(course)), t('album:edit.added'));
  const remove = (course: Course) =>
    run(
      course.course_id,
      removeAlbumCourse(group, albumId, course.course_id),
      () => setCourses((list) => list.filter((c) => c.course_id !== course.course_id)),
      t('album:edit.removed'),
    );

  const inAlbum = (id: string) => courses.some((c) => c.course_id === id);
  const candidates = (results || []).filter((c) => !inAlbum(c.course_id));

  return (
    <section class="album-courses">
      <h2 class="album-courses__title">{t('album:edit.courses')}</h2>
      {courses.length === 0 ? (
        <p class="album-courses__empty">{t('album:edit.no_courses')}</p>
      ) : (
        <ul class="album-courses__list">
          {courses.map((c) => (
            <li key={c.course_id} class="album-courses__row">
              <span class="album-courses__name">{c.title}</span>
              <button
                type="button"
                class="album-courses__btn album-courses__btn--remove"
                aria-label={t('album:edit.remove', { title: c.title })}
                disabled={busy === c.course_id}
                onClick={() => remove(c)}
              >
                <span aria-hidden="true">−</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <h2 class="album-courses__title">{t('album:edit.add_courses')}</h2>
      <input
        class="album-courses__search"
        type="search"
        aria-label={t('album:edit.search')}
        placeholder={t('album:edit.search')}
        value={q}
        onInput={(e) => onInput(e.currentTarget.value)}
      />
      {results && candidates.length === 0 && <p class="album-courses__empty">{t('album:edit.no_results')}</p>}
      <ul class="album-courses__list">
        {candidates.map((c) => (
          <li key={c.course_id} class="album-courses__row">
            <span class="album-courses__name">{c.title}</span>
            <button
              type="button"
              class="album-courses__btn"
              aria-label={t('album:edit.add', { title: c.title })}
              disabled={busy === c.course_id}
              onClick={() => add(c)}
            >
              <span aria-hidden="true">+</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
