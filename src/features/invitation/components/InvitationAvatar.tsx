import './InvitationAvatar.css';

export interface InvitationAvatarProps {
  url: string;
  name: string;
  size?: number;
  alt: string;
}

/** A round avatar; without a picture, the name's first letter. */
export function InvitationAvatar({ url, name, size = 40, alt }: InvitationAvatarProps) {
  const style = { width: `${size}px`, height: `${size}px`, fontSize: `${Math.round(size / 2.4)}px` };
  if (url) return <img class="invitation-avatar" src={url} alt={alt} width={size} height={size} style={style} />;
  return (
    <span class="invitation-avatar" role="img" aria-label={alt} style={style}>
      {name ? name.charAt(0).toUpperCase() : '?'}
    </span>
  );
}
