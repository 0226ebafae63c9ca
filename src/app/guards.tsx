import type { ComponentChildren, ComponentType } from 'preact';
import { useEffect } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { apiErrorText } from '../lib/http';
import { t } from '../lib/i18n';
import { to } from '../lib/paths';
import { isLoggedIn } from '../lib/session';
import { Button } from '../ui/Button';
import { Skeleton } from '../ui/Skeleton';
import { account } from '../features/account';
import { ExceptionNotice } from '../features/exception';
import { groupPublic, groupSettings } from '../features/group';
import { entryInputFrom, entryOutcome, type EntryOutcome } from './entryGuard';
import {
  EntryBanned, EntryDisabled, EntryJoin, EntryKyc, EntryLogin, EntryQuiz,
} from './entryGuardScreens';
import type { Access, ScreenDef } from './screens';
import { roleAllows } from './access';

/**
 * The component a route renders: its screen, behind the guard its access level names. Screens
 * never check access themselves (STYLE rule 5).
 */
export function guardedScreen(def: Pick<ScreenDef, 'screen' | 'access'>): ComponentType<any> {
  const { access, screen: Screen } = def;
  if (access === 'public') return Screen;
  return function Guarded(props: Record<string, unknown>) {
    const { params } = useRoute();
    return (
      <EntryGate group={params.group}>
        {access === 'entry' ? <Screen {...props} /> : (
          <RoleGate group={params.group} access={access}>
            <Screen {...props} />
          </RoleGate>
        )}
      </EntryGate>
    );
  };
}

/**
 * Past the entry checks, the role a route asks for (§6). The server refuses the calls anyway;
 * this spares a member a page whose actions cannot succeed.
 */
function RoleGate({ group, access, children }: { group: string; access: Access; children: ComponentChildren }) {
  // The entry gate has already loaded the account: it decided from it.
  const person = account.of(group).data;
  if (person && roleAllows(access, person.role)) return <>{children}</>;
  return (
    <ExceptionNotice
      icon="forbidden"
      title={t('errors:role_denied.title')}
      actions={
        <a class="ui-btn ui-btn--secondary" href={to('group-home', { group })}>
          {t('common:actions.back_home')}
        </a>
      }
    >
      <p role="alert">{t(`errors:role_denied.${access as 'lecturer' | 'admin' | 'owner'}`)}</p>
    </ExceptionNotice>
  );
}

export interface EntryGateProps {
  group: string;
  /** The content, shown once every check of §1 passes. */
  children?: ComponentChildren;
}

/**
 * The entry guard (§1): runs the seven checks on the group's settings and the
 * person's account and shows what the first failing one asks for (login, the
 * no-entry notice, the quiz, KYC, joining, the banned notice), else the
 * children. Routes with `guard: 'entry'` get it from the route table; a
 * public page that needs it for part of itself embeds it:
 *
 *   <EntryGate group={group}><MembersOnlyPart/></EntryGate>
 */
export function EntryGate({ group, children }: EntryGateProps) {
  const loggedIn = isLoggedIn(group);
  useEffect(() => {
    groupSettings.ensure(group);
    groupPublic.ensure(group);
  }, [group]);
  useEffect(() => {
    if (!loggedIn) return;
    account.ensure(group);
  }, [group, loggedIn]);

  const settings = groupSettings.of(group);
  const me = loggedIn ? account.of(group) : null;
  const person = me ? me.data : undefined;
  const outcome: EntryOutcome | null = !loggedIn
    ? 'login'
    : settings.data && person
      ? entryOutcome(entryInputFrom(settings.data, person))
      : null;

  if (outcome === null) {
    const error = (!settings.data && settings.error) || (me && !person && me.error);
    if (error) {
      const retry = () => {
        if (!settings.data) groupSettings.refresh(group);
        if (!person) account.refresh(group);
      };
      return (
        <ExceptionNotice title={t('errors:page.title')} actions={<Button onClick={retry}>{t('common:actions.retry')}</Button>}>
          <p role="alert">{apiErrorText(error)}</p>
        </ExceptionNotice>
      );
    }
    // Neutral lines, not a spinner: the first thing a member sees on every guarded screen on a
    // cold load, before the screen's own placeholder in the shape of what comes.
    return <Skeleton lines={3} />;
  }

  // Each step that lets the person in changes their account: read it again and check anew.
  const recheck = () => {
    account.refresh(group);
  };
  switch (outcome) {
    case 'login':
      return <EntryLogin group={group} />;
    case 'entry_disabled':
      return <EntryDisabled group={group} />;
    case 'quiz': {
      // The outcome is 'quiz' only when the group names an entry quiz.
      const quizId = settings.data ? settings.data.group_entry_quiz_id : null;
      return quizId ? <EntryQuiz group={group} quizId={quizId} onPassed={recheck} /> : null;
    }
    case 'kyc':
      return <EntryKyc group={group} onApproved={recheck} />;
    case 'join':
      return <EntryJoin group={group} onJoined={recheck} />;
    case 'banned':
      return <EntryBanned group={group} />;
    default:
      return <>{children}</>;
  }
}
