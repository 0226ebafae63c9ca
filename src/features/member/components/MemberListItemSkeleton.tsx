import { SkeletonShape } from '../../../ui/Skeleton';
import './MemberList.css';

/** A member row's shape while the list loads: the same box as MemberListItem, so nothing moves when the rows come. */
export function MemberListItemSkeleton({ index }: { index: number }) {
  return (
    <span class="member-list__item member-list__item--skeleton">
      <SkeletonShape class="member-list__shape-avatar" width="40px" height="40px" />
      <span class="member-list__who">
        <SkeletonShape width={index % 3 === 1 ? '35%' : '50%'} height="1em" />
        <SkeletonShape class="member-list__shape-meta" width="30%" height="12px" />
      </span>
    </span>
  );
}
