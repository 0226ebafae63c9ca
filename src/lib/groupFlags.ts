import { persisted } from './storage';

// Per-group flags kept across reloads (§7), apart from the rest of prefs.ts: the entry guard reads
// one of them (helloDue) in the first paint, which then carries this module and nothing more.

export interface GroupFlags {
  agreement_agreed?: boolean;
  /** The hello modal greeted this person in this group (shown once). */
  helloShown?: boolean;
}

export const groupFlags = persisted<Record<string, GroupFlags>>('prefs.group_flags', {});

export function setGroupFlag<K extends keyof GroupFlags>(group: string, key: K, value: GroupFlags[K]): void {
  groupFlags.value = { ...groupFlags.value, [group]: { ...groupFlags.value[group], [key]: value } };
}

/**
 * Whether the hello modal is still owed in this group (its own flag, not the welcome sheet's
 * firstLogin). Here rather than with the modal, so the entry guard can tell without fetching it.
 */
export function helloDue(group: string): boolean {
  const flags = groupFlags.value[group];
  return !(flags && flags.helloShown);
}
