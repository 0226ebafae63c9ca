export { InvitationInput, type InvitationInputProps } from './components/InvitationInput';
export { InvitedByPanel, type InvitedByPanelProps } from './components/InvitedByPanel';
export {
  invitationTyping, myInvitation, applyInvitation, revokeInvitation, confirmExistedInvitation, canRevokeInvitation,
  relationCode,
} from './model';
export { INVITATION_APPLY_DELAY_MS } from './codeTiming';
export type { InvitationRelation, JoinResult } from './schemas';
