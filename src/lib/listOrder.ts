/** `list` with the item at `from` moved by `by` places (−1 up, +1 down); unchanged when that leaves the list. */
export function moveItem<T>(list: readonly T[], from: number, by: number): T[] {
  const to = from + by;
  const next = list.slice();
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
