import { SkeletonRegion, SkeletonShape } from '../../../ui/Skeleton';
import './HomeSkeleton.css';

/**
 * The home while the group's info loads, in its shape: the header (avatar, name, bio) and two
 * section cards. index.html paints the same shapes before the script runs (src/styles/boot.css).
 */
export function HomeSkeleton() {
  const card = (
    <div class="home-skeleton__card">
      <SkeletonShape width="40%" height="16px" />
      <SkeletonShape class="home-skeleton__line" />
      <SkeletonShape class="home-skeleton__line" width="70%" />
    </div>
  );
  return (
    <SkeletonRegion class="home-skeleton">
      <div class="home-skeleton__head">
        <SkeletonShape class="home-skeleton__avatar" width="72px" height="72px" />
        <SkeletonShape width="55%" height="20px" />
        <SkeletonShape width="80%" />
      </div>
      {card}
      {card}
    </SkeletonRegion>
  );
}
