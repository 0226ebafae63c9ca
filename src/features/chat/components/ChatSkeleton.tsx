import { SkeletonRegion, SkeletonShape } from '../../../ui/Skeleton';
import './ChatRoom.css';

/** Bubbles' shapes while the first page loads: others' on the left, one of mine on the right. */
export function ChatSkeleton() {
  const rows = ['60%', '45%', '70%', '35%', '55%'];
  return (
    <SkeletonRegion class="chat-skeleton">
      {rows.map((width, i) => (
        <div key={i} class={`chat-skeleton__row${i === 3 ? ' chat-skeleton__row--mine' : ''}`}>
          <SkeletonShape width={width} height="40px" />
        </div>
      ))}
    </SkeletonRegion>
  );
}
