/**
 * Screen breakpoints (§9), in CSS pixels of viewport width. Each value is the
 * upper bound of its class except desktop, which starts at 1440. The same table
 * is written out in src/styles/theme.css for media queries.
 */
export const BREAKPOINTS = {
  phone: 575,
  handheld: 767,
  tablet: 1024,
  laptop: 1439,
  desktop: 1440,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

export function breakpointOf(width: number): Breakpoint {
  if (width <= BREAKPOINTS.phone) return 'phone';
  if (width <= BREAKPOINTS.handheld) return 'handheld';
  if (width <= BREAKPOINTS.tablet) return 'tablet';
  if (width <= BREAKPOINTS.laptop) return 'laptop';
  return 'desktop';
}
