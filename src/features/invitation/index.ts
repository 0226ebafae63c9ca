export { InvitationInput, type InvitationInputProps } from './components/InvitationInput';
export { InvitationInvitedByPanel, type InvitedByPanelProps } from './components/InvitationInvitedByPanel';
export {
  invitationTyping, myInvitation, applyInvitation, revokeInvitation, confirmExistedInvitation, canRevokeInvitation,
  relationCode,
} from './model';
export { INVITATION_APPLY_DELAY_MS } from './codeTiming';
export type { InvitationRelation, JoinResult } from '../../../contract/invitation';
