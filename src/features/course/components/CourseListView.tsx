import { useSignal } from '@preact/signals';
import { useCallback } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { InfiniteList } from '../../../ui/InfiniteList';
import { assetPrices } from '../../order';
import { CourseCard } from './CourseCard';
import { CourseContinue } from './CourseContinue';
import { CourseCardSkeleton } from './CourseCardSkeleton';
import { CourseListFilters } from './CourseListFilters';
import { courseTags, loadCoursePage, saveCourseFilter, savedCourseFilter, type CourseFilter, type CourseRow } from '../model';
import type { CourseTag } from '../../../../contract/course';
import { useGroupResource } from '../../../lib/resource';

const NO_TAGS: CourseTag[] = [];

const courseRowKey = (row: CourseRow) => row.course.course_id;
const courseRowSkeleton = (index: number) => <CourseCardSkeleton index={index} />;

/** §2 courses index: search, tag, sort, favourites and the infinite list of pages of 20. */
export function CourseListView({ group }: { group: string }) {
  const filterSignal = useSignal<CourseFilter>({ ...savedCourseFilter(group), tag: '', favorites: false });
  const filter = filterSignal.value;
  // Without tags (still loading, or failed) the filter offers only 'all tags'.
  const tags = useGroupResource(courseTags, group).data || NO_TAGS;

  // Prices of charged courses name their asset.
  useGroupResource(assetPrices, group);

  const change = (next: CourseFilter) => {
    saveCourseFilter(group, next);
    filterSignal.value = next;
  };

  // Stable per group and search, so the list renders only the new rows when a page arrives (issue 4e).
  const renderRow = useCallback(
    (row: CourseRow) => <CourseCard group={group} course={row.course} unfinished={row.unfinished} highlight={filter.q} />,
    [group, filter.q],
  );

  const resetKey = [filter.q, filter.tag, filter.sort, filter.favorites].join('|');
  return (
    <div class="course-screen">
      <CourseContinue group={group} />
      <CourseListFilters filter={filter} tags={tags} onChange={change} />
      <InfiniteList
        label={t('course:list.label')}
        resetKey={resetKey}
        keep={{ group, key: 'courses|' + resetKey }}
        load={(at) => loadCoursePage(group, filter, at)}
        windowed
        getKey={courseRowKey}
        renderItem={renderRow}
        skeleton={courseRowSkeleton}
        emptyText={filter.q || filter.tag || filter.favorites ? t('course:list.no_match') : t('course:list.empty')}
      />
    </div>
  );
}
