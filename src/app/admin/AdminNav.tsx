import { t } from '../../lib/i18n';
import { to, type RouteName } from '../../lib/paths';
import { Icon } from '../../ui/Icon';
import type { AdminLink, AdminSection } from './sections';

export interface AdminNavProps {
  group: string;
  sections: AdminSection[];
  /** Entries that lead to member-app screens with admin tools (the member list), listed first. */
  links: AdminLink[];
  active: RouteName | null;
}

/** Pages inside another section that their route names do not say (§2 names it admin/setting/stream_prepare). */
const INSIDE: Partial<Record<RouteName, RouteName>> = { 'group-admin-setting-stream_prepare': 'group-admin-stream' };

/** The portal's sections: the first screen at 360 px, a side column on wider screens. */
export function AdminNav({ group, sections, links, active }: AdminNavProps) {
  return (
    <nav class="admin-nav" aria-label={t('admin:portal.sections')}>
      <ul class="admin-nav__list">
        {links.map((l) => (
          <AdminNavItem key={l.name} href={to(l.name as 'group-members', { group })} title={l.title()} hint={l.hint()} />
        ))}
        {/* A section named after another (`group-admin-vaults-withdraw`) is a page inside it, not an entry. */}
        {sections.filter((s) => !INSIDE[s.name] && !sections.some((p) => s.name.indexOf(`${p.name}-`) === 0)).map((s) => (
          <AdminNavItem
            key={s.name}
            href={to(s.name as 'group-admin-general', { group })}
            title={t(`admin:routes.${s.name}` as 'admin:routes.group-admin-general')}
            hint={t(`admin:hints.${s.name}` as 'admin:hints.group-admin-general')}
            current={s.name === active || (active !== null && (active.indexOf(`${s.name}-`) === 0 || INSIDE[active] === s.name))}
          />
        ))}
      </ul>
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
