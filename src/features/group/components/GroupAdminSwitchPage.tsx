import { t } from '../../../lib/i18n';
import { GroupAdminLoad } from './GroupAdminLoad';
import { GroupAdminSwitches, type GroupAdminSwitchSection, type GroupSwitchKey } from './GroupAdminSwitches';
import './GroupAdmin.css';

/**
 * The sections made of switches only, each switch enforced by the server (server/README.md, "Group
 * settings: privacy, profile, notifications"): their parts and switches, by section. Texts are
 * `admin_settings:<page>.<part>.title|hint` and `admin_settings:<page>.switch.<key>`.
 */
const PAGES = {
  // Whether members see each other (the member list, members' pages) and visitors the member count.
  privacy: [
    { id: 'members', keys: ['members_visible'] },
    { id: 'public', keys: ['public_member_count'] },
  ],
  // What a member page shows to other members, and whether members set their own nickname, about text and avatar.
  profile: [
    { id: 'shown', keys: ['profile_show_membership', 'profile_show_activities'] },
    { id: 'own', keys: ['profile_self_edit'] },
  ],
  // Whether the group chat announces who joined (on by default) and who renewed (off by default).
  notification: [{ id: 'chat', keys: ['notify_member_joined', 'notify_member_renewed'] }],
} satisfies Record<string, { id: string; keys: GroupSwitchKey[] }[]>;

export type GroupAdminSwitchPageName = keyof typeof PAGES;

/** An admin section of switches: loaded, then flipped and saved one by one. */
export function GroupAdminSwitchPage({ group, page }: { group: string; page: GroupAdminSwitchPageName }) {
  const text = (key: string) => t(`admin_settings:${page}.${key}` as 'admin_settings:saved');
  const sections: GroupAdminSwitchSection[] = PAGES[page].map((part) => ({
    id: part.id,
    title: text(`${part.id}.title`),
    hint: text(`${part.id}.hint`),
    keys: part.keys as GroupSwitchKey[],
  }));
  return (
    <div class="group-admin">
      <GroupAdminLoad group={group}>
        {(settings) => (
          <GroupAdminSwitches group={group} settings={settings} sections={sections} label={(key) => text(`switch.${key}`)} />
        )}
      </GroupAdminLoad>
    </div>
  );
}
