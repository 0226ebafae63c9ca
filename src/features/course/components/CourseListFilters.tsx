import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { COURSE_SEARCH_DEBOUNCE_MS, isCourseSort, withSearch, type CourseFilter } from '../model';
import { COURSE_SORTS, type CourseTag } from '../../../../contract/course';
import './CourseListFilters.css';
import { SEARCH_MAX_LENGTH } from '../../../../contract/bounds';

export interface CourseListFiltersProps {
  filter: CourseFilter;
  tags: CourseTag[];
  onChange: (next: CourseFilter) => void;
}

/** Search (debounced), tag, sort and the favourites switch above the course list. */
export function CourseListFilters({ filter, tags, onChange }: CourseListFiltersProps) {
  const text = useSignal(filter.q);
  const latest = useRef(filter);
  latest.current = filter;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const onInput = (value: string) => {
    text.value = value;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      const q = value.trim();
      if (q !== latest.current.q) onChange(withSearch(latest.current, q));
    }, COURSE_SEARCH_DEBOUNCE_MS);
  };

  return (
    <div class="course-filters" role="search">
      <input
        class="course-filters__search"
        type="search"
        maxLength={SEARCH_MAX_LENGTH}
        value={text.value}
        placeholder={t('course:list.search_placeholder')}
        aria-label={t('course:list.search')}
        onInput={(e) => onInput((e.currentTarget as HTMLInputElement).value)}
      />
      <div class="course-filters__row">
        <select
          class="course-filters__select"
          aria-label={t('course:list.tag')}
          value={filter.tag}
          onChange={(e) => onChange({ ...filter, tag: (e.currentTarget as HTMLSelectElement).value })}
        >
          <option value="">{t('course:list.all_tags')}</option>
          {tags.map((tag) => (
            <option key={tag.name} value={tag.name}>
              {tag.name}
            </option>
          ))}
        </select>
        <select
          class="course-filters__select"
          aria-label={t('course:list.sort')}
          value={filter.sort}
          onChange={(e) => {
            const value = (e.currentTarget as HTMLSelectElement).value;
            if (isCourseSort(value)) onChange({ ...filter, sort: value });
          }}
        >
          {COURSE_SORTS.filter((sort) => sort !== 'relevance' || filter.q !== '').map((sort) => (
            <option key={sort} value={sort}>
              {t(`course:list.sorts.${sort}`)}
            </option>
          ))}
        </select>
        <label class="course-filters__fav">
          <input
            type="checkbox"
            checked={filter.favorites}
            onChange={(e) => onChange({ ...filter, favorites: (e.currentTarget as HTMLInputElement).checked })}
          />
          <span>{t('course:list.favorites_only')}</span>
        </label>
      </div>
    </div>
  );
}
