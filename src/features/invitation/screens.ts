// The feature's screens by the route that shows them, for the screen table (src/app/screens.ts):
// one lazy import for them all, since they share the feature's chunk anyway. The poster's drawing
// code and the QR encoder are not in it: the poster and share screens import them when shown.
import GroupQrScreen from './routes/GroupQrScreen';
import InvitationBuyersScreen from './routes/InvitationBuyersScreen';
import InvitationCodesScreen from './routes/InvitationCodesScreen';
import InvitationHubScreen from './routes/InvitationHubScreen';
import InvitationInviteesScreen from './routes/InvitationInviteesScreen';
import InvitationOwnerScreen from './routes/InvitationOwnerScreen';
import InvitationPosterScreen from './routes/InvitationPosterScreen';
import InvitationProductsScreen from './routes/InvitationProductsScreen';
import InvitationPublicScreen from './routes/InvitationPublicScreen';
import InvitationShareScreen from './routes/InvitationShareScreen';

export const screens = {
  'group-qr': GroupQrScreen,
  'group-invitations': InvitationHubScreen,
  'group-invitations-buyers': InvitationBuyersScreen,
  'group-invitations-codes': InvitationCodesScreen,
  'group-invitations-invitees': InvitationInviteesScreen,
  'group-invitations-owner': InvitationOwnerScreen,
  'group-invitations-poster': InvitationPosterScreen,
  'group-invitations-products-id': InvitationProductsScreen,
  'group-invitations-public': InvitationPublicScreen,
  'group-invitations-share': InvitationShareScreen,
};
