import { t } from '../../../lib/i18n';
import { linkTo } from '../../../lib/paths';
import { useResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { latestCourses } from '../model';
import { CourseCard } from './CourseCard';
import './CourseLatest.css';

export { LATEST_COURSES } from '../model';

/** The group home's "latest courses": the newest few, and the way to all of them. Renders nothing on failure. */
export function CourseLatest({ group }: { group: string }) {
  // Asked again each time the home shows: courses are published meanwhile.
  const latest = useResource(latestCourses, group, 'newest', true);
  const list = latest.data;
  if (latest.error || (list && list.courses.length === 0)) return null;
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
