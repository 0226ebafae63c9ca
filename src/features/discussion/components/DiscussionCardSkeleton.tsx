import { SkeletonShape } from '../../../ui/Skeleton';
import './DiscussionCard.css';

/** A feed row's shape while the first page loads. */
export function DiscussionCardSkeleton({ index }: { index: number }) {
  return (
    <span class="discussion-card discussion-card--skeleton">
      <span class="discussion-card__head">
        <SkeletonShape width="36px" height="36px" />
        <SkeletonShape width="40%" height="14px" />
      </span>
      <SkeletonShape width={index % 2 ? '80%' : '95%'} height="14px" />
      <SkeletonShape width="60%" height="14px" />
      <SkeletonShape width="20%" height="12px" />
    </span>
  );
}
