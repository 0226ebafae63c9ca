import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { groupSettings } from '../../group';
import { groupShortcuts } from '../model';
import { shownShortcuts } from '../sections';
import './HomeShortcuts.css';

// Only links a browser can open safely; a bot's home_uri comes from its owner.
const SAFE = /^https:\/\//i;

/**
 * The group's shortcuts (§3: bots by app_id): the favourite bots the admins show on the home, in
 * their order (admin/shortcut), every favourite bot without that setting. Nothing when there are
 * none or they fail to load.
 */
export function HomeShortcuts({ group }: { group: string }) {
  const list = useGroupResource(groupShortcuts, group).data || [];
  const settings = groupSettings.of(group).data;
  const shown = shownShortcuts(list, settings && settings.home_shortcuts).filter((s) => SAFE.test(s.home_uri));
  if (!shown.length) return null;
  return (
    <section class="home-shortcuts" aria-labelledby="home-shortcuts-title">
      <h2 id="home-shortcuts-title" class="home-shortcuts__title">
        {t('home:shortcuts.title')}
      </h2>
      <ul class="home-shortcuts__grid">
        {shown.map((s) => (
          <li key={s.app_id}>
            <a class="home-shortcuts__item" href={s.home_uri} target="_blank" rel="noopener noreferrer" title={s.description}>
              <img src={s.icon_url} alt="" width={40} height={40} loading="lazy" />
              <span>{s.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
