import { SkeletonRegion, SkeletonShape } from '../../../ui/Skeleton';
import './CheckinCard.css';

/** The list's shape while it loads: three task rows. */
export function CheckinCardSkeleton() {
  return (
    <SkeletonRegion>
      {[0, 1, 2].map((i) => (
        <span key={i} class="checkin-card checkin-card--skeleton">
          <SkeletonShape width={i % 2 ? '55%' : '70%'} height="18px" />
          <SkeletonShape width="40%" height="13px" />
          <SkeletonShape width="30%" height="13px" />
        </span>
      ))}
    </SkeletonRegion>
  );
}
