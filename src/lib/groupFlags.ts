import { persisted } from './storage';

// Per-group flags kept across reloads (§7), apart from the rest of prefs.ts.

export interface GroupFlags {
  agreement_agreed?: boolean;
  /** The user ids this browser has shown the welcome sheet to in this group; kept across logouts. */
  welcomed?: string[];
}

export const groupFlags = persisted<Record<string, GroupFlags>>('prefs.group_flags', {});

export function setGroupFlag<K extends keyof GroupFlags>(group: string, key: K, value: GroupFlags[K]): void {
  groupFlags.value = { ...groupFlags.value, [group]: { ...groupFlags.value[group], [key]: value } };
}
