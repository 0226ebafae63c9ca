// Apart from the form rules (src/lib/rules.ts) because the theme needs it at boot, and the rules
// bring the money arithmetic with them.
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#abc` or `#aabbcc`, any case. */
export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}
