import { t } from '../../lib/i18n';
import { to, type RouteName } from '../../lib/paths';
import { Icon } from '../../ui/Icon';
import type { AdminGroup, AdminLink, AdminSection } from './sections';

export interface AdminNavProps {
  group: string;
  sections: AdminSection[];
  /** Entries that lead to member-app screens with admin tools (the member list, the check-in tasks). */
  links: AdminLink[];
  /** The entries in labelled groups (issue 26 point 13). */
  groups: AdminGroup[];
  active: RouteName | null;
}

/** Pages inside another section that their route names do not say (§2 names it admin/setting/stream_prepare). */
const INSIDE: Partial<Record<RouteName, RouteName>> = { 'group-admin-setting-stream_prepare': 'group-admin-stream' };

/** The portal's sections in labelled groups: below the dashboard at 360 px, a side column on wider screens. */
export function AdminNav({ group, sections, links, groups, active }: AdminNavProps) {
  const entry = (name: RouteName) => {
    const link = links.find((l) => l.name === name);
    if (link) return <AdminNavItem key={name} href={to(name as 'group-members', { group })} title={link.title()} hint={link.hint()} />;
    if (!sections.some((s) => s.name === name)) return null;
    return (
      <AdminNavItem
        key={name}
        href={to(name as 'group-admin-general', { group })}
        title={t(`admin:routes.${name}` as 'admin:routes.group-admin-general')}
        hint={t(`admin:hints.${name}` as 'admin:hints.group-admin-general')}
        current={name === active || (active !== null && (active.indexOf(`${name}-`) === 0 || INSIDE[active] === name))}
      />
    );
  };
  return (
    <nav class="admin-nav" aria-label={t('admin:portal.sections')}>
      {groups.map((g) => (
        <section key={g.key} class="admin-nav__group" aria-labelledby={`admin-nav-${g.key}`}>
          <h2 id={`admin-nav-${g.key}`} class="admin-nav__heading">
            {t(`admin:groups.${g.key}`)}
          </h2>
          <ul class="admin-nav__list">{g.entries.map(entry)}</ul>
        </section>
      ))}
    </nav>
  );
}

function AdminNavItem({ href, title, hint, current }: { href: string; title: string; hint: string; current?: boolean }) {
  return (
    <li>
      <a class="admin-nav__item" href={href} aria-current={current ? 'page' : undefined}>
        <span class="admin-nav__text">
          <span class="admin-nav__title">{title}</span>
          <span class="admin-nav__hint">{hint}</span>
        </span>
        <Icon name="chevron" size={20} class="admin-nav__chevron" />
      </a>
    </li>
  );
}
