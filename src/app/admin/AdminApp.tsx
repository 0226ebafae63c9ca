import { useLocation } from 'preact-iso';
import { t } from '../../lib/i18n';
import { matchPath } from '../../lib/paths';
import { notFoundScreen } from '../screens';
import { AdminNav } from './AdminNav';
import { links, sectionFor, sections } from './sections';
import './AdminApp.css';

/**
 * The admin portal (§2): a lazy sub-app for every `group-admin*` route, behind the admin guard of
 * the screen table. At 360 px `group-admin` is the list of sections and a section is a page of its
 * own (the top bar's back returns to the list); from 768 px the list stays beside the section.
 */
export default function AdminApp() {
  const { path } = useLocation();
  const { name, params } = matchPath(path);
  const section = name === 'group-admin' ? null : sectionFor(name);
  if (name !== 'group-admin' && !section) {
    const NotFound = notFoundScreen.screen;
    return <NotFound />;
  }
  const Section = section ? section.view : null;
  return (
    <div class={Section ? 'admin-app admin-app--section' : 'admin-app'}>
      <AdminNav group={params.group} sections={sections} links={links} active={name} />
      <div class="admin-app__page">{Section ? <Section /> : <p class="admin-app__pick">{t('admin:portal.pick')}</p>}</div>
    </div>
  );
}
