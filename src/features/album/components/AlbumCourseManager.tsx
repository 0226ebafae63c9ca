import { useSignal } from '@preact/signals';
import { useCallback, useEffect, useRef } from 'preact/hooks';
import { toastApiError } from '../../../ui/toastApiError';
import { t } from '../../../lib/i18n';
import { toast } from '../../../ui/toast';
import type { Course } from '../../../../contract/course';
import { searchAlbumCandidates, setAlbumCourse } from '../model';
import type { AlbumCourseRecord } from '../../../../contract/album';
import './AlbumCourseManager.css';
import { SEARCH_MAX_LENGTH } from '../../../../contract/bounds';

export interface AlbumCourseManagerProps {
  group: string;
  albumId: string;
  records: AlbumCourseRecord[];
}

/** Typing pauses this long before a search is sent. */
export const ALBUM_SEARCH_DEBOUNCE_MS = 800;

/** The album's courses, each removable, and a search to add more. */
export function AlbumCourseManager({ group, albumId, records }: AlbumCourseManagerProps) {
  const courses = useSignal<Course[]>(records.map((r) => r.course));
  const q = useSignal('');
  const results = useSignal<Course[] | null>(null);
  const busy = useSignal('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const asked = useRef(0);

  // Only the latest search may fill the results: an earlier, slower answer is dropped.
  const search = useCallback(
    (text: string) => {
      const n = ++asked.current;
      searchAlbumCandidates(group, text).then(
        (found) => {
          if (n === asked.current) results.value = found;
        },
        () => {
          if (n === asked.current) results.value = [];
        },
      );
    },
    [group, results],
  );

  useEffect(() => {
    search('');
    return () => clearTimeout(timer.current);
  }, [search]);

  const onInput = (text: string) => {
    q.value = text;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(text), ALBUM_SEARCH_DEBOUNCE_MS);
  };

  const set = (course: Course, add: boolean) => {
    busy.value = course.course_id;
    setAlbumCourse(group, albumId, course.course_id, add).then(
      () => {
        busy.value = '';
        const others = courses.value.filter((c) => c.course_id !== course.course_id);
        courses.value = add ? courses.value.concat(course) : others;
        toast(t(add ? 'album:edit.added' : 'album:edit.removed'), 'success');
      },
      (err: unknown) => {
        busy.value = '';
        toastApiError(err);
      },
    );
  };

  const inAlbum = (id: string) => courses.value.some((c) => c.course_id === id);
  const candidates = (results.value || []).filter((c) => !inAlbum(c.course_id));

  return (
    <section class="album-courses">
      <h2 class="album-courses__title">{t('album:edit.courses')}</h2>
      {courses.value.length === 0 ? (
        <p class="album-courses__empty">{t('album:edit.no_courses')}</p>
      ) : (
        <ul class="album-courses__list">
          {courses.value.map((c) => (
            <li key={c.course_id} class="album-courses__row">
              <span class="album-courses__name">{c.title}</span>
              <button
                type="button"
                class="album-courses__btn album-courses__btn--remove"
                aria-label={t('album:edit.remove', { title: c.title })}
                disabled={busy.value === c.course_id}
                onClick={() => set(c, false)}
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
        maxLength={SEARCH_MAX_LENGTH}
        aria-label={t('album:edit.search')}
        placeholder={t('album:edit.search')}
        value={q.value}
        onInput={(e) => onInput(e.currentTarget.value)}
      />
      {results.value && candidates.length === 0 && <p class="album-courses__empty">{t('album:edit.no_results')}</p>}
      <ul class="album-courses__list">
        {candidates.map((c) => (
          <li key={c.course_id} class="album-courses__row">
            <span class="album-courses__name">{c.title}</span>
            <button
              type="button"
              class="album-courses__btn"
              aria-label={t('album:edit.add', { title: c.title })}
              disabled={busy.value === c.course_id}
              onClick={() => set(c, true)}
            >
              <span aria-hidden="true">+</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
