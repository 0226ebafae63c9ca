import { array, object, optional, string, trimmed, type, type Infer } from './struct';
import { multiLine, singleLine } from './bounds';
import { GROUP_LANGUAGES, GroupLanguage } from './group';

// The group's own face and colours as its admins set them (§3 "Admin group settings": name, avatar,
// bio, language, theme colours; §7 POST /app/avatar, PUT /app/info; issue 14 point 1). The rules are
// here so the admin's form (src/features/group/adminRules.ts) and the server judge alike.

export { GROUP_LANGUAGES, GroupLanguage };

/** A group's name: 1 to 64 characters once trimmed; its bio: at most 200 (§5 "at most 200 letters"). */
export const GROUP_NAME_MAX = 64;
export const GROUP_BIO_MAX = 200;

/** The group's avatar (POST /app/avatar, multipart field `avatar`): a JPEG or PNG by its bytes, at most 2 MB (§5 uploads). */
export const GROUP_AVATAR_MAX_MB = 2;
export const GROUP_AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;
/** The form field POST /app/avatar reads the image from. */
export const GROUP_AVATAR_FIELD = 'avatar';

/** Characters as a person counts them (code points), so an emoji or a CJK character is one. */
export const textLength = (text: string): number => Array.from(text).length;

/** Why a name cannot be saved (after trimming), or null. Control characters (a line break) are no part of a name. */
export function groupNameProblem(raw: string): 'empty' | 'too_long' | 'control' | null {
  const name = raw.trim();
  if (name === '') return 'empty';
  if (textLength(name) > GROUP_NAME_MAX) return 'too_long';
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (code < 32 || code === 127) return 'control';
  }
  return null;
}

/** Why a bio cannot be saved (after trimming), or null. */
export function groupBioProblem(raw: string): 'too_long' | null {
  return textLength(raw.trim()) > GROUP_BIO_MAX ? 'too_long' : null;
}

/** PUT /app/info body: any of the three; unknown fields are refused. Answers the group's public info. */
export const GroupInfoUpdate = object({
  /** Trimmed first (as groupNameProblem does): a line break inside the name is 100440. */
  name: optional(trimmed(singleLine(string()))),
  bio: optional(multiLine(string())),
  language: optional(GroupLanguage),
});
export type GroupInfoUpdate = Infer<typeof GroupInfoUpdate>;

// ---- theme colours (§5 "Theme colours must be hex") ----

/** The app's own primary colour (§2: #00CEB7 in both themes): what "reset to default" goes back to. */
export const DEFAULT_PRIMARY = '#00CEB7';

/** #RRGGBB, either case. */
export const isThemeHex = (value: string): boolean => /^#[0-9a-f]{6}$/i.test(value);

/** A group's custom_theme: the primary colour in the light theme and, when it differs, in the dark one. */
export interface ThemeColours {
  primary: string;
  primary_dark?: string;
}

/**
 * Why a custom_theme string cannot be stored, or null: a JSON object with `primary` and optionally
 * `primary_dark`, each #RRGGBB, and nothing else.
 */
export function themeSettingProblem(raw: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return 'expected a JSON object';
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return 'expected a JSON object';
  const theme = parsed as Record<string, unknown>;
  for (const key of Object.keys(theme)) {
    if (key !== 'primary' && key !== 'primary_dark') return `unknown colour ${key.slice(0, 40)}: expected primary and primary_dark`;
  }
  for (const key of ['primary', 'primary_dark']) {
    const value = theme[key];
    if (value === undefined && key === 'primary_dark') continue;
    if (typeof value !== 'string' || !isThemeHex(value)) return `${key} must be a hex colour such as #00CEB7`;
  }
  return null;
}

/** The quizzes an admin may make the entry quiz (GET /admin/quizzes, admins): every quiz of the group, oldest first. */
export const EntryQuizList = array(type({ quiz_id: string(), title: string() }));
export type EntryQuizList = Infer<typeof EntryQuizList>;
