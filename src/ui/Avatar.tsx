import './Avatar.css';

export interface AvatarProps {
  url: string;
  /** Its first letter stands in when there is no picture. */
  name: string;
  /** CSS pixels; 40 unless given. */
  size?: number;
  /** What it shows, for a screen reader; without it the avatar is decorative (a name is next to it). */
  alt?: string;
  /** In long lists: the picture loads when it nears the screen. */
  lazy?: boolean;
}

/** A round avatar; without a picture, the name's first letter. */
export function Avatar({ url, name, size = 40, alt, lazy }: AvatarProps) {
  const style = { width: `${size}px`, height: `${size}px`, fontSize: `${Math.round(size / 2.4)}px` };
  if (url) {
    return <img class="ui-avatar" src={url} alt={alt || ''} width={size} height={size} style={style} loading={lazy ? 'lazy' : undefined} />;
  }
  const letter = name ? name.charAt(0).toUpperCase() : '?';
  return alt ? (
    <span class="ui-avatar" role="img" aria-label={alt} style={style}>
      {letter}
    </span>
  ) : (
    <span class="ui-avatar" aria-hidden="true" style={style}>
      {letter}
    </span>
  );
}
