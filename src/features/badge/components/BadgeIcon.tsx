import './BadgeIcon.css';

/** A badge's look: a medallion colour and a glyph (an SVG path in a 24×24 box), drawn by the app. */
export type BadgeLook = { colour: string; glyph: string };

const LOOKS: Record<string, BadgeLook> = {
  member_one_year: { colour: '#B7791F', glyph: 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z' },
  first_discussion: { colour: '#2B6CB0', glyph: 'M4 4h16v12H9l-5 4z' },
  course_buyer: { colour: '#2F855A', glyph: 'M5 3h11l3 3v15H5zM8 8v2h8V8zm0 4v2h8v-2z' },
  kudos_giver: { colour: '#C53030', glyph: 'M12 21l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.18z' },
  checkin_streak: { colour: '#DD6B20', glyph: 'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zM5 9h14v11H5zm5.6 9.2l5-5-1.4-1.4-3.6 3.6-1.6-1.6-1.4 1.4z' },
  kyc_verified: { colour: '#553C9A', glyph: 'M12 2l8 3v6c0 5-3.4 9.7-8 11-4.6-1.3-8-6-8-11V5zm-1.2 13.2l6-6-1.4-1.4-4.6 4.6-2.2-2.2-1.4 1.4z' },
  nft_holder: { colour: '#2C7A7B', glyph: 'M6 3h12l4 6-10 12L2 9z' },
};

/** A badge the app has no look for yet (a rule added on the server first): a plain medal. */
const FALLBACK: BadgeLook = { colour: '#4A5568', glyph: 'M12 6a6 6 0 1 0 0 12 6 6 0 0 0 0-12z' };

export const badgeLook = (key: string): BadgeLook => LOOKS[key] || FALLBACK;

interface BadgeIconProps {
  badgeKey: string;
  size?: number;
  /** Not earned: drawn grey. */
  muted?: boolean;
  /** Accessible name; none when the badge's name is written beside it. */
  label?: string;
}

/** A badge's icon, inline SVG (nothing loaded from elsewhere). */
export function BadgeIcon({ badgeKey, size = 56, muted, label }: BadgeIconProps) {
  const look = badgeLook(badgeKey);
  return (
    <svg
      class={muted ? 'badge-icon badge-icon--muted' : 'badge-icon'}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : 'true'}
    >
      <circle cx="24" cy="24" r="23" fill={muted ? '#A0AEC0' : look.colour} />
      <circle cx="24" cy="24" r="19" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="1.5" />
      <path d={look.glyph} fill="#fff" transform="translate(12 12)" />
    </svg>
  );
}
