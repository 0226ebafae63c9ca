import { t } from '../../../lib/i18n';
import { formatDate } from '../../../lib/format';
import { to } from '../../../lib/paths';
import { assetPrices } from '../../order';
import { courseChargeText } from '../charge';
import { HighlightText } from '../../../ui/HighlightText';
import type { Course } from '../../../../contract/course';
import './CourseCard.css';

export interface CourseCardProps {
  group: string;
  course: Course;
  unfinished?: boolean;
  /** The active search: its occurrences in the title are marked. */
  highlight?: string;
}

/** A course in a list: poster, title, lecturer, date and what it takes to watch. */
export function CourseCard({ group, course, unfinished, highlight = '' }: CourseCardProps) {
  const date = formatDate(course.start_at || course.created_at);
  return (
    <a class="course-card" href={to('group-courses-id', { group, id: course.course_id })}>
      {course.poster_url ? (
        <img class="course-card__poster" src={course.poster_url} alt="" width={96} height={64} loading="lazy" decoding="async" />
      ) : (
        <span class="course-card__poster course-card__poster--none" aria-hidden="true">
          {course.title.charAt(0)}
        </span>
      )}
      <span class="course-card__body">
        <span class="course-card__title">
          <HighlightText text={course.title} query={highlight} />
        </span>
        <span class="course-card__meta">
          {course.lecturer.full_name}
          {date && ` · ${date}`}
        </span>
        <span class="course-card__tags">
          {unfinished && <span class="course-card__tag course-card__tag--open">{t('course:badges.unfinished')}</span>}
          {course.public && <span class="course-card__tag">{t('course:badges.public')}</span>}
          {course.charge && (
            <span class="course-card__tag course-card__tag--paid">
              {course.purchased ? t('course:badges.purchased') : courseChargeText(course.charge, assetPrices.of(group).data)}
            </span>
          )}
        </span>
      </span>
    </a>
  );
}
