import { groupFlags, setGroupFlag, type GroupFlags } from '../../lib/groupFlags';
import { openModal } from '../../ui/modals';
import { groupPublic, type GroupPublic } from '../group';
import { AuthAgreementDialog } from './components/AuthAgreementDialog';

type AgreementInfo = Pick<GroupPublic, 'group_agreement_enabled' | 'group_agreement_modal'>;

/** §1: the popup shows when the group's agreement is enabled, of modal type and not yet agreed on this device. */
export function needsAgreement(info: AgreementInfo, flags: GroupFlags | undefined): boolean {
  return info.group_agreement_enabled && info.group_agreement_modal && !(flags && flags.agreement_agreed);
}

const open: Record<string, Promise<boolean> | undefined> = {};

/**
 * Resolves true when the person may go on to log in: the group asks for no
 * agreement, it was agreed before, or they agree now (which is remembered).
 * Disagree only closes the popup and resolves false. One popup per group at a
 * time: a second caller shares the first one's answer.
 */
export async function ensureAgreement(group: string): Promise<boolean> {
  const info = await groupPublic.load(group);
  if (!needsAgreement(info, groupFlags.value[group])) return true;
  const pending = open[group];
  if (pending) return pending;
  const answer = openModal<boolean>(
    (close) => (
      <AuthAgreementDialog
        url={info.group_agreement_url}
        onAgree={() => {
          setGroupFlag(group, 'agreement_agreed', true);
          close(true);
        }}
        onDisagree={() => close(false)}
      />
    ),
    false,
  ).then((agreed) => {
    open[group] = undefined;
    return agreed;
  });
  open[group] = answer;
  return answer;
}

/**
 * Offers the agreement as the login screen opens ("before login"); the login button asks again if it
 * was declined. A group that could not be loaded is the panel's to show, with its retry.
 */
export function offerAgreement(group: string): void {
  ensureAgreement(group).catch(() => {});
}
