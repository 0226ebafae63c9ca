import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { SettingChoice } from '../../../ui/SettingChoice';
import { GroupAdminLoad, saveGroupSettings } from '../../group/admin';
import { DiscussionAdminPosts } from '../components/DiscussionAdminPosts';
import '../components/DiscussionCard.css';
import '../components/DiscussionAdmin.css';

/**
 * `group-admin-discussion` (§2 admin portal, "discussion"; §6 post and reply permission; §7
 * stick/unstick, delete): who may post and reply (everyone, or the owner and admins), the pinned
 * posts and the latest others, each pinned, unpinned or deleted from here.
 */
export default function AdminDiscussionScreen() {
  const { params } = useRoute();
  const group = params.group;
  return (
    <div class="discussion-admin">
      {/* Every setting, read afresh each visit (another admin may have changed it), or why it cannot be. */}
      <GroupAdminLoad group={group} lines={3}>
        {(settings) => (
          <SettingChoice
            id="discussion-admin-permission"
            title={t('admin_community:discussion.permission.title')}
            hint={t('admin_community:discussion.permission.hint')}
            value={settings.discussion_permission || 'everyone'}
            options={[
              { value: 'everyone', label: t('admin_community:discussion.permission.everyone') },
              { value: 'admins', label: t('admin_community:discussion.permission.admins') },
            ]}
            savedText={t('admin_community:saved')}
            onSave={(discussion_permission) => saveGroupSettings(group, { discussion_permission })}
          />
        )}
      </GroupAdminLoad>
      <DiscussionAdminPosts group={group} />
    </div>
  );
}
