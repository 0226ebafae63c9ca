import { useLocation } from 'preact-iso';
import { matchPath } from '../../lib/paths';
import { notFoundScreen } from '../screens';
import { AdminNav } from './AdminNav';
import { dashboard as Dashboard, groups, links, sectionFor, sections } from './sections';
import './AdminApp.css';

/**
 * The admin portal (§2): a lazy sub-app for every `group-admin*` route, behind the admin guard of
 * the screen table. At 360 px `group-admin` is the dashboard above the sections in groups, and a
 * section is a page of its own (the top bar's back returns to the index); from 768 px the sections
 * stay beside the dashboard or the section.
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
    <div class={Section ? 'admin-app admin-app--section' : 'admin-app admin-app--index'}>
      <div class="admin-app__page">{Section ? <Section /> : <Dashboard />}</div>
      <AdminNav group={params.group} sections={sections} links={links} groups={groups} active={name} />
    </div>
  );
}
