// Playback habits (§7 persisted "course speed"); where a member left off is kept on the server (progress.ts).

/** §9 says speed options exist without naming them; these are ours. */
export const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;

/** §9 video qualities, best first as the picker lists them. */
export const QUALITIES = ['HD', '720p', '480p'] as const;
export type Quality = (typeof QUALITIES)[number];

export function isSpeed(value: unknown): value is number {
  return typeof value === 'number' && (SPEEDS as readonly number[]).indexOf(value) >= 0;
}

/** Starts a player; autoplay may be refused (the person can still press play), which is no failure to show. */
export function startPlaying(el: HTMLMediaElement): void {
  const playing = el.play();
  if (playing && typeof playing.catch === 'function') playing.catch(() => {});
}
