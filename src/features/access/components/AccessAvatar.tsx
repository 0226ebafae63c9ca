import './AccessAvatar.css';

export interface AccessAvatarProps {
  url: string;
  name: string;
  size: number;
  alt: string;
}

/** A round avatar; without a picture, the name's first letter. */
export function AccessAvatar({ url, name, size, alt }: AccessAvatarProps) {
  const style = { width: `${size}px`, height: `${size}px`, fontSize: `${Math.round(size / 2.4)}px` };
  if (url) return <img class="access-avatar" src={url} alt={alt} width={size} height={size} style={style} />;
  return (
    <span class="access-avatar" role="img" aria-label={alt} style={style}>
      {name ? name.charAt(0).toUpperCase() : '?'}
    </span>
  );
}
