/**
 * The playlist (§9: only in host versions that support it): when one player
 * in `root` ends, the next player after it starts. Returns the unsubscribe.
 */
export function playInOrder(root: HTMLElement): () => void {
  // 'ended' does not bubble: listen in the capture phase.
  const onEnded = (e: Event) => {
    const players = Array.prototype.slice.call(root.querySelectorAll('audio, video')) as HTMLMediaElement[];
    const next = players[players.indexOf(e.target as HTMLMediaElement) + 1];
    if (next) {
      const started = next.play();
      // Autoplay may be refused; the person can still press play.
      if (started && typeof started.catch === 'function') started.catch(() => {});
    }
  };
  root.addEventListener('ended', onEnded, true);
  return () => root.removeEventListener('ended', onEnded, true);
}
