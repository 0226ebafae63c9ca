import { SkeletonShape } from '../../../ui/Skeleton';
import './CourseCard.css';

/** A course card's shape while the list loads: the same box as CourseCard, so nothing moves when the cards come. */
export function CourseCardSkeleton({ index }: { index: number }) {
  return (
    <span class="course-card course-card--skeleton">
      <SkeletonShape class="course-card__poster" width="96px" height="64px" />
      <span class="course-card__body">
        <SkeletonShape class="course-card__shape-title" width={index % 2 ? '70%' : '90%'} height="1.1em" />
        <SkeletonShape class="course-card__shape-meta" width="50%" height="12px" />
        <SkeletonShape class="course-card__shape-tag" width="64px" height="18px" />
      </span>
    </span>
  );
}
