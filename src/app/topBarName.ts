/** §9: the top bar shows at most this many characters of a name. */
export const TOP_BAR_NAME_MAX = 7;

/**
 * A name cut for the top bar: the first 7 characters and '…' when longer.
 * Counted in code points, so an emoji or a rare CJK character is never split.
 */
export function topBarName(name: string, max: number = TOP_BAR_NAME_MAX): string {
  const chars = Array.from(name);
  return chars.length > max ? chars.slice(0, max).join('') + '…' : name;
}
