import { signal } from '@preact/signals';

// Lists read page by page (InfiniteList, PagedList) are not resources: there is no one value to
// put back. A change that makes one stale (a reply sent, a batch created, a post pinned) says so
// by the list's name, in the model's action, and every list showing it starts again from its first
// page, whichever screen or component made the change.
const listVersions = signal<Record<string, number>>({});
const listSlot = (group: string, name: string) => group + '\u0000' + name;

/** Says the list `name` of the group changed: shown lists of that name read their first page again. */
export function invalidateList(group: string, name: string): void {
  const slot = listSlot(group, name);
  listVersions.value = { ...listVersions.value, [slot]: (listVersions.value[slot] || 0) + 1 };
}

/**
 * The `resetKey` of a list named `name`: it changes when the list is invalidated, and with the
 * group. Read in a render, it re-renders the list's owner when the list goes stale.
 */
export function listVersion(group: string, name: string): string {
  return `${group}:${name}:${listVersions.value[listSlot(group, name)] || 0}`;
}
