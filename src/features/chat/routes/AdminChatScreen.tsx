import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import {
  CHAT_ALLOW_LIST_MAX, CHAT_DENY_WORDS_MAX, CHAT_INACTIVE_DAYS_DEFAULT, CHAT_RATE_LIMIT_MAX,
} from '../../../../contract/chat';
import type { ChatState } from '../../../../contract/chat';
import type { GroupAdminSettings } from '../../../../contract/group';
import { ExceptionLoaded } from '../../exception/parts';
import { groupAdminSettings } from '../../group';
import { saveGroupSettings } from '../../group/admin';
import { chatAdminState, saveChatSettings } from '../model';
import {
  ALLOW_ENTRY_MAX_LENGTH, allowEntryProblem, DENY_WORD_MAX_LENGTH, denyWordProblem, INACTIVE_DAYS_MAX, INACTIVE_DAYS_MIN,
  type EntryProblem,
} from '../settingsRules';
import { ChatAdminAnnouncement } from '../components/ChatAdminAnnouncement';
import { ChatAdminList } from '../components/ChatAdminList';
import { ChatAdminMode } from '../components/ChatAdminMode';
import { ChatAdminNumber } from '../components/ChatAdminNumber';
import '../components/ChatAdmin.css';

function denyProblemText(problem: EntryProblem): string | null {
  if (problem === 'letters') return t('admin:chat.deny.letters');
  if (problem === 'too_long') return t('admin:chat.deny.too_long', { max: DENY_WORD_MAX_LENGTH });
  if (problem === 'duplicate') return t('admin:chat.deny.duplicate');
  if (problem === 'full') return t('admin:chat.deny.full', { max: CHAT_DENY_WORDS_MAX });
  return null;
}

function linkProblemText(problem: EntryProblem): string | null {
  if (problem === 'link' || problem === 'letters') return t('admin:chat.links.link');
  if (problem === 'too_long') return t('admin:chat.links.too_long', { max: ALLOW_ENTRY_MAX_LENGTH });
  if (problem === 'duplicate') return t('admin:chat.links.duplicate');
  if (problem === 'full') return t('admin:chat.links.full', { max: CHAT_ALLOW_LIST_MAX });
  return null;
}

/**
 * `group-admin-chat` (§2 admin portal, "chat"; §3 admin group settings; §7 /chat calls): the chat's
 * mode, announcement and sending speed (PUT /chat/), its denied words, allowed links and the
 * notification threshold (PUT /settings/full). Each group saves on its own, with a toast; a refusal
 * stays under its field with what was typed.
 */
export default function AdminChatScreen() {
  const { params } = useRoute();
  const group = params.group;
  // Others change these too (a stream starts, another admin): read them afresh each visit.
  const chat = useGroupResource(chatAdminState, group, true);
  const settings = useGroupResource(groupAdminSettings, group, true);

  // Two resources: the settings' block inside the chat state's, each with its own retry.
  return (
    <ExceptionLoaded state={chat} title={t('admin:chat.load_failed')} onRetry={() => chatAdminState.refresh(group)} skeleton={<Skeleton lines={10} />}>
      {(state) => (
        <ExceptionLoaded
          state={settings}
          title={t('admin:chat.load_failed')}
          onRetry={() => groupAdminSettings.refresh(group)}
          skeleton={<Skeleton lines={10} />}
        >
          {(s) => <AdminChatSections group={group} state={state} s={s} />}
        </ExceptionLoaded>
      )}
    </ExceptionLoaded>
  );
}

function AdminChatSections({ group, state, s }: { group: string; state: ChatState; s: GroupAdminSettings }) {
  const denyWords = s.deny_words || [];
  const allowList = s.link_allow_list || [];

  return (
    <div class="chat-admin">
      <ChatAdminMode group={group} state={state} />
      <ChatAdminAnnouncement group={group} saved={state.announcement} />
      <ChatAdminNumber
        id="chat-admin-rate"
        title={t('admin:chat.rate.title')}
        hint={t('admin:chat.rate.hint')}
        label={t('admin:chat.rate.label')}
        saveText={t('admin:chat.rate.save')}
        invalidText={t('admin:chat.rate.invalid', { max: CHAT_RATE_LIMIT_MAX })}
        value={state.rate_limit}
        min={0}
        max={CHAT_RATE_LIMIT_MAX}
        onSave={(rate_limit) => saveChatSettings(group, { rate_limit })}
      />
      <ChatAdminList
        id="chat-admin-deny"
        title={t('admin:chat.deny.title')}
        hint={t('admin:chat.deny.hint')}
        label={t('admin:chat.deny.label')}
        addText={t('admin:chat.deny.add')}
        emptyText={t('admin:chat.deny.empty')}
        removeLabel={(entry) => t('admin:chat.deny.remove', { entry })}
        addedText={(entry) => t('admin:chat.deny.added', { entry })}
        removedText={(entry) => t('admin:chat.deny.removed', { entry })}
        problemOf={(entry, list) => denyProblemText(denyWordProblem(entry, list))}
        items={denyWords}
        onSave={(deny_words) => saveGroupSettings(group, { deny_words })}
      />
      <ChatAdminList
        id="chat-admin-links"
        title={t('admin:chat.links.title')}
        hint={t('admin:chat.links.hint')}
        label={t('admin:chat.links.label')}
        addText={t('admin:chat.links.add')}
        emptyText={t('admin:chat.links.empty')}
        removeLabel={(entry) => t('admin:chat.links.remove', { entry })}
        addedText={(entry) => t('admin:chat.links.added', { entry })}
        removedText={(entry) => t('admin:chat.links.removed', { entry })}
        problemOf={(entry, list) => linkProblemText(allowEntryProblem(entry, list))}
        items={allowList}
        onSave={(link_allow_list) => saveGroupSettings(group, { link_allow_list })}
        inputMode="url"
      />
      <ChatAdminNumber
        id="chat-admin-inactive"
        title={t('admin:chat.inactive.title')}
        hint={t('admin:chat.inactive.hint')}
        label={t('admin:chat.inactive.label')}
        saveText={t('admin:chat.inactive.save')}
        invalidText={t('admin:chat.inactive.invalid', { min: INACTIVE_DAYS_MIN, max: INACTIVE_DAYS_MAX })}
        value={s.chat_inactive_days != null ? s.chat_inactive_days : CHAT_INACTIVE_DAYS_DEFAULT}
        min={INACTIVE_DAYS_MIN}
        max={INACTIVE_DAYS_MAX}
        onSave={(chat_inactive_days) => saveGroupSettings(group, { chat_inactive_days })}
      />
    </div>
  );
}
