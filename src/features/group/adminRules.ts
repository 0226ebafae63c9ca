import {
  DEFAULT_PRIMARY, GROUP_AVATAR_MAX_MB, GROUP_AVATAR_TYPES, groupBioProblem, groupNameProblem, isThemeHex, type ThemeColours,
} from '../../../contract/groupInfo';

// The admin's form rules for the group's face and colours (issue 14 point 1), checked before anything
// is sent. The name and bio rules are the server's own (contract/groupInfo.ts); the server stays the judge.

export { groupBioProblem, groupNameProblem };

/**
 * A typed colour as the server stores it (#RRGGBB, upper case), or null when it is not one. The
 * leading # may be left out: "00ceb7" is #00CEB7.
 */
export function normalizeHex(raw: string): string | null {
  const text = raw.trim();
  const hex = text.charAt(0) === '#' ? text : '#' + text;
  return isThemeHex(hex) ? hex.toUpperCase() : null;
}

/** The colours a stored custom_theme names (the default where it names none, or cannot be read). */
export function themeColours(raw: string | null | undefined): { light: string; dark: string } {
  let theme: Partial<ThemeColours> = {};
  try {
    theme = raw ? (JSON.parse(raw) as Partial<ThemeColours>) || {} : {};
  } catch {
    theme = {};
  }
  const light = typeof theme.primary === 'string' ? normalizeHex(theme.primary) : null;
  const dark = typeof theme.primary_dark === 'string' ? normalizeHex(theme.primary_dark) : null;
  const primary = light || DEFAULT_PRIMARY;
  return { light: primary, dark: dark || primary };
}

/**
 * The custom_theme to save for two colours: null when both are the app's own (the stylesheet's
 * default, as "reset" leaves it), no primary_dark when the dark one is the same as the light one.
 */
export function themeSetting(light: string, dark: string): string | null {
  if (light === DEFAULT_PRIMARY && dark === DEFAULT_PRIMARY) return null;
  const theme: ThemeColours = light === dark ? { primary: light } : { primary: light, primary_dark: dark };
  return JSON.stringify(theme);
}

/** Why a picked file cannot be the group's avatar (§5: JPEG or PNG, at most 2 MB), or null. */
export function groupAvatarProblem(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if ((GROUP_AVATAR_TYPES as readonly string[]).indexOf(file.type) < 0) return 'type';
  if (file.size > GROUP_AVATAR_MAX_MB * 1024 * 1024) return 'size';
  return null;
}
