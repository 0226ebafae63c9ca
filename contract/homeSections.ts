import type { HomeSection } from './group';

// The member home's sections an admin orders and shows or hides (issue 14, admin/home), apart from
// contract/group.ts so the first paint, which validates the settings, does not carry the rule.

/**
 * What is live and coming up, the latest courses, the links to the other sections, the articles and
 * the shortcuts, in their default order. The group's header and the live spotlight always lead.
 */
export const HOME_SECTIONS = ['coming_up', 'courses', 'entries', 'articles', 'shortcuts'] as const;
export type HomeSectionKey = (typeof HOME_SECTIONS)[number];
export type KnownHomeSection = { key: HomeSectionKey; visible: boolean };

const isKnown = (key: string): key is HomeSectionKey => (HOME_SECTIONS as readonly string[]).indexOf(key) >= 0;

/**
 * Every home section once, in order: those written first (unknown keys and repeats dropped), then
 * any not written, shown, so a section the app gains later shows until an admin hides it.
 */
export function resolveHomeSections(written: readonly HomeSection[] | null | undefined): KnownHomeSection[] {
  const sections: KnownHomeSection[] = [];
  for (const s of written || []) {
    const key = s.key;
    if (isKnown(key) && !sections.some((x) => x.key === key)) sections.push({ key, visible: s.visible });
  }
  for (const key of HOME_SECTIONS) if (!sections.some((x) => x.key === key)) sections.push({ key, visible: true });
  return sections;
}
