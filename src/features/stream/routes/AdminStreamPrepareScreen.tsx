import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { SettingChoice } from '../../../ui/SettingChoice';
import { GroupAdminLoad, saveGroupSettings } from '../../group/admin';
import { StreamAdminSchedule } from '../components/StreamAdminSchedule';
import { StreamPublishUrl } from '../components/StreamPublishUrl';
import '../components/StreamTools.css';
import '../components/StreamAdmin.css';

/**
 * `group-admin-setting-stream_prepare` (§2 admin portal; §9 push URL valid 5 minutes): the push URL
 * for the streaming software, with its server and key to copy and the time it has left, the
 * picture's orientation the next stream takes (`stream_orientation`), and the preview schedule
 * members see coming up (issue 14 point 3). Starting is the stream section's.
 */
export default function AdminStreamPrepareScreen() {
  const { params } = useRoute();
  const group = params.group;
  return (
    <div class="stream-admin">
      <section class="stream-tools" aria-labelledby="stream-prepare-software">
        <h2 id="stream-prepare-software" class="stream-tools__title">{t('admin_community:stream.software.title')}</h2>
        <p class="stream-tools__hint">{t('admin_community:stream.software.hint')}</p>
        <StreamPublishUrl group={group} />
      </section>
      {/* Every setting, read afresh each visit (another admin may have changed it), or why it cannot be. */}
      <GroupAdminLoad group={group} lines={3}>
        {(settings) => (
          <SettingChoice
            id="stream-prepare-orientation"
            title={t('admin_community:stream.orientation.title')}
            hint={t('admin_community:stream.orientation.hint')}
            value={settings.stream_orientation || 'landscape'}
            options={[
              { value: 'landscape', label: t('admin_community:stream.orientation.landscape') },
              { value: 'portrait', label: t('admin_community:stream.orientation.portrait') },
            ]}
            savedText={t('admin_community:saved')}
            onSave={(stream_orientation) => saveGroupSettings(group, { stream_orientation })}
          />
        )}
      </GroupAdminLoad>
      <StreamAdminSchedule group={group} />
      <div class="stream-admin__next">
        <a class="ui-btn ui-btn--secondary ui-btn--block" href={to('group-admin-stream', { group })}>
          {t('admin_community:stream.start_link')}
        </a>
      </div>
    </div>
  );
}
