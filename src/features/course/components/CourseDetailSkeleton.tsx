import { SkeletonRegion, SkeletonShape } from '../../../ui/Skeleton';
import './CourseHeader.css';

const messageLines = (
  <div class="course-detail-skeleton__messages">
    <SkeletonShape height="1em" />
    <SkeletonShape height="1em" />
    <SkeletonShape height="1em" width="60%" />
  </div>
);

/**
 * The course page while it loads, in the shape of CourseHeader (poster, title, lecturer, facts)
 * and the first messages; with `messagesOnly`, the header has come and only the messages are awaited.
 */
export function CourseDetailSkeleton({ messagesOnly }: { messagesOnly?: boolean }) {
  if (messagesOnly) return <SkeletonRegion>{messageLines}</SkeletonRegion>;
  return (
    <SkeletonRegion>
      <div class="course-header">
        <SkeletonShape class="course-header__frame" />
        <SkeletonShape class="course-header__shape-title" width="70%" height="26px" />
        <SkeletonShape class="course-header__shape-lecturer" width="40%" height="1em" />
        {['45%', '55%', '35%', '30%'].map((width) => (
          <SkeletonShape key={width} class="course-header__shape-fact" width={width} height="13px" />
        ))}
      </div>
      {messageLines}
    </SkeletonRegion>
  );
}
