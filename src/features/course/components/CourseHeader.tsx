import type { ComponentChildren } from 'preact';
import { t } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format';
import { courseChargeText } from '../charge';
import type { PricedAsset } from '../../../lib/format';
import type { Course } from '../../../../contract/course';
import './CourseHeader.css';

/** §3 course: poster, title, lecturer, start and finish, charge, access and description. */
export function CourseHeader({ course, assets, actions }: { course: Course; assets?: readonly PricedAsset[]; actions?: ComponentChildren }) {
  const start = formatDateTime(course.start_at);
  const finish = formatDateTime(course.finish_at);
  return (
    <header class="course-header">
      {course.poster_url && (
        <div class="course-header__frame">
          <img class="course-header__poster" src={course.poster_url} alt="" />
        </div>
      )}
      <h2 class="course-header__title">{course.title}</h2>
      <p class="course-header__lecturer">{t('course:detail.lecturer', { name: course.lecturer.full_name })}</p>
      <dl class="course-header__facts">
        {start && (
          <>
            <dt>{t('course:detail.start')}</dt>
            <dd>{start}</dd>
          </>
        )}
        {finish && (
          <>
            <dt>{t('course:detail.finish')}</dt>
            <dd>{finish}</dd>
          </>
        )}
        <dt>{t('course:detail.access')}</dt>
        <dd>{course.public ? t('course:badges.public') : t('course:badges.members_only')}</dd>
        <dt>{t('course:detail.charge')}</dt>
        <dd>{course.charge ? (course.purchased ? t('course:badges.purchased') : courseChargeText(course.charge, assets)) : t('course:detail.free')}</dd>
      </dl>
      {actions && <div class="course-header__actions">{actions}</div>}
      {course.description && <p class="course-header__desc">{course.description}</p>}
    </header>
  );
}
