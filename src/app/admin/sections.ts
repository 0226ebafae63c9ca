// The admin portal's section table (§2 "Admin portal"), in the sub-app's own chunk: one line a
// section, like the member app's screen table. A section listed here is built; the paths module
// knows the others (`group-admin-*`) and the portal shows no entry for them.
import type { Namespace } from '../../../locales/en';
import { markBuilt, type RouteName } from '../../lib/paths';
import type { ComponentType } from 'preact';
import { guardedScreen } from '../guards';
import { lazyWithTexts } from '../screens';

export interface AdminSection {
  name: RouteName;
  /** Every section is for admins and the owner; some (§6) are the owner's alone. */
  access: 'admin' | 'owner';
  /** The section's screen, behind the owner guard when it is the owner's (the portal has checked admin). */
  view: ComponentType<any>;
}

function a(name: RouteName, load: () => Promise<{ default: any }>, ns: readonly Namespace[], access: AdminSection['access'] = 'admin'): AdminSection {
  const screen = lazyWithTexts(load, ns);
  return { name, access, view: access === 'owner' ? guardedScreen({ screen, access }) : screen };
}

// prettier-ignore
export const sections: AdminSection[] = [
  a('group-admin-general', () => import('../../features/group/routes/AdminGeneralScreen'), ['admin']),
  a('group-admin-chat', () => import('../../features/chat/routes/AdminChatScreen'), ['admin']),
  a('group-admin-user_stat', () => import('../../features/stats/routes/AdminUserStatScreen'), ['admin', 'admin_stats', 'widgets']),
  a('group-admin-profit_stat', () => import('../../features/stats/routes/AdminProfitStatScreen'), ['admin', 'admin_stats', 'widgets']),
  a('group-admin-vaults', () => import('../../features/vault/routes/AdminVaultsScreen'), ['admin', 'admin_money']),
  a('group-admin-vaults-withdraw', () => import('../../features/vault/routes/AdminVaultsWithdrawScreen'), ['admin', 'admin_money']),
  a('group-admin-reward', () => import('../../features/vault/routes/AdminRewardScreen'), ['admin', 'admin_money']),
];

markBuilt(sections.map((s) => s.name));

export function sectionFor(name: RouteName | null): AdminSection | undefined {
  for (const s of sections) if (s.name === name) return s;
  return undefined;
}
