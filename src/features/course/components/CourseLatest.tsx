import { useEffect, useState } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { linkTo } from '../../../lib/paths';
import { Skeleton } from '../../../ui/Skeleton';
import { fetchCourses } from '../api';
import type { CourseList } from '../../../../contract/course';
import { CourseCard } from './CourseCard';
import './CourseLatest.css';

/** How many of the newest courses the group home shows. */
export const LATEST_COURSES = 3;

/** The group home's "latest courses": the newest few, and the way to all of them. Renders nothing on failure. */
export function CourseLatest({ group }: { group: string }) {
  const [list, setList] = useState<CourseList | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetchCourses(group, { offset: 0, limit: LATEST_COURSES, sort: 'newest' }).then(setList, () => setFailed(true));
  }, [group]);
  if (failed || (list && list.courses.length === 0)) return null;
  const all = linkTo('group-courses', { group });
  return (
    <section class="course-latest" aria-labelledby="course-latest-title">
      <div class="course-latest__head">
        <h2 id="course-latest-title" class="course-latest__title">
          {t('course:latest.title')}
        </h2>
        {all && (
          <a class="course-latest__all" href={all}>
            {t('course:latest.all')}
          </a>
        )}
      </div>
      {list ? (
        list.courses.map((course) => (
          <CourseCard key={course.course_id} group={group} course={course} unfinished={list.unfinished.indexOf(course.course_id) >= 0} />
        ))
      ) : (
        <Skeleton repeat={2} lines={2} />
      )}
    </section>
  );
}
