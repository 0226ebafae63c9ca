import { useEffect } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { go } from '../../../lib/paths';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { account, hasAdminAuthority } from '../../account';

/**
 * `group-setup` (§2 "setup"): the owner's setup of a new group is the admin portal's general
 * settings, so the owner and admins go on there; anyone else to the group's home. The route's
 * entry guard has signed the person in first (an owner opening the link signed out logs in and
 * comes back here). Both steps replace this page in the history, so Back does not land on it.
 */
export default function GroupSetupScreen() {
  const { params } = useRoute();
  const group = params.group;
  const me = useGroupResource(account, group).data;
  useEffect(() => {
    if (!me) return;
    if (hasAdminAuthority(me.role)) go('group-admin-general', { group }, undefined, true);
    else go('group-home', { group }, undefined, true);
  }, [group, me]);
  return <Skeleton lines={3} />;
}
