import { t } from '../../lib/i18n';
import { to, type RouteName } from '../../lib/paths';
import { Icon } from '../../ui/Icon';
import type { AdminSection } from './sections';

export interface AdminNavProps {
  group: string;
  sections: AdminSection[];
  active: RouteName | null;
}

/** The portal's sections: the first screen at 360 px, a side column on wider screens. */
export function AdminNav({ group, sections, active }: AdminNavProps) {
  return (
    <nav class="admin-nav" aria-label={t('admin:portal.sections')}>
      <ul class="admin-nav__list">
        {sections.map((s) => (
          <li key={s.name}>
            <a
              class="admin-nav__item"
              href={to(s.name as 'group-admin-general', { group })}
              aria-current={s.name === active ? 'page' : undefined}
            >
              <span class="admin-nav__text">
                <span class="admin-nav__title">{t(`admin:routes.${s.name}` as 'admin:routes.group-admin-general')}</span>
                <span class="admin-nav__hint">{t(`admin:hints.${s.name}` as 'admin:hints.group-admin-general')}</span>
              </span>
              <Icon name="chevron" size={20} class="admin-nav__chevron" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
