import { useRoute } from 'preact-iso';
import { GroupAdminLoad } from '../components/GroupAdminLoad';
import { GroupAdminThemeForm } from '../components/GroupAdminThemeForm';
import '../components/GroupAdmin.css';

/** `group-admin-theme` (§2 admin portal, "theme"; issue 14 point 1): the primary colours in light and dark mode. */
export default function AdminThemeScreen() {
  const { params } = useRoute();
  return (
    <div class="group-admin">
      <GroupAdminLoad group={params.group}>
        {(settings) => <GroupAdminThemeForm key={settings.custom_theme || ''} group={params.group} saved={settings.custom_theme} />}
      </GroupAdminLoad>
    </div>
  );
}
