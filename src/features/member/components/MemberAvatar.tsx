import './MemberAvatar.css';

/** A round avatar; without a picture, the name's first letter. */
export function MemberAvatar({ url, name, size }: { url: string; name: string; size: number }) {
  const style = { width: `${size}px`, height: `${size}px`, fontSize: `${Math.round(size / 2.4)}px` };
  if (url) return <img class="member-avatar" src={url} alt="" width={size} height={size} style={style} loading="lazy" />;
  return (
    <span class="member-avatar" aria-hidden="true" style={style}>
      {name ? name.charAt(0).toUpperCase() : '?'}
    </span>
  );
}
