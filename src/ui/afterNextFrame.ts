/**
 * Runs `run` in a task of its own after the next frame, not inside the frame's animation callbacks:
 * there it would share one task with that frame's style, layout and paint, and on a slow phone the
 * two together made the long tasks of issue 4e. After the frame the layout is fresh, so reading it
 * costs nothing, and what `run` changes is laid out and painted by the following frame.
 * Returns a function that cancels the run if it has not happened yet.
 */
export function afterNextFrame(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const later = () => {
    if (!cancelled) timer = setTimeout(run, 0);
  };
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(run, 16);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(later);
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
