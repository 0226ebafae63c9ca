// The charts' series look: a colour (a CSS variable of the theme, in Stats.css, light and dark) and a
// dash pattern each, so two series differ in more than colour.

/** Canvas dash patterns (pixels on, off, …); empty is a solid line. */
export const SERIES_DASHES: number[][] = [[], [8, 4], [2, 3], [10, 3, 2, 3], [4, 4]];

/** How many distinct series looks there are; later series repeat them. */
export const SERIES_SLOTS = SERIES_DASHES.length;

export const seriesColourVar = (slot: number) => `--stats-series-${(slot % SERIES_SLOTS) + 1}`;

export const seriesDash = (slot: number) => SERIES_DASHES[slot % SERIES_SLOTS]!;
