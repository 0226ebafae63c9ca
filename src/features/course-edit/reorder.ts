// Moving one message up or down in the editor; the result is the full id
// order PUT /course-edit/message-reorder receives. Pure for testing.

export type MoveDirection = -1 | 1;

/** A copy of `items` with the item at `index` swapped with its neighbour; unchanged at the ends. */
export function moveItem<T>(items: readonly T[], index: number, direction: MoveDirection): T[] {
  const next = items.slice();
  const target = index + direction;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return next;
  next[index] = items[target];
  next[target] = items[index];
  return next;
}
