// Badges' calls (spec §7, issue 11). Members read their own and other members' badges and seal
// their own; the share page's call is a guest's (a shared link), still scoped to the group.
import { BadgeProducts, MemberBadges, MyBadge, MyBadgeChains, MyBadges, SharedBadge } from '../badge';
import { call } from './call';

export const badgeCalls = {
  my: call({ method: 'GET', path: '/badges/my', access: 'member', summary: "The caller's earned badges", response: MyBadges }),
  myChain: call({ method: 'GET', path: '/badges/mychain', access: 'member', summary: "The chain side of the caller's badges", response: MyBadgeChains }),
  products: call({ method: 'GET', path: '/badges/products', access: 'member', summary: "The group's whole badge catalog, each earned by the caller or not", response: BadgeProducts }),
  mine: call({ method: 'GET', path: '/badges/my/:id', access: 'member', summary: "One of the caller's badges (getMyBadge)", response: MyBadge }),
  seal: call({ method: 'POST', path: '/badges/my/:id/seal', access: 'member', summary: "Seals one of the caller's badges on chain: unlighted → lighting; the chain lights it later", response: MyBadge }),
  member: call({ method: 'GET', path: '/badges/user/:id', access: 'member', summary: "Another member's earned badges", response: MemberBadges }),
  shared: call({ method: 'GET', path: '/badges/share/:a/:b', access: 'guest', summary: 'A badge as its share link shows it (getShareBadge); no token needed', response: SharedBadge }),
};
