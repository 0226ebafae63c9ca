import type { ComponentChildren } from 'preact';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoaded } from '../../exception/parts';
import type { GroupAdminSettings } from '../../../../contract/group';
import { groupAdminSettings } from '../model';

/**
 * The group's settings for an admin section (GET /admin/settings, every setting): read afresh each
 * visit (another admin may have changed them), what is cached shown meanwhile, a skeleton of `lines`
 * until there is something, and the load-failed notice with a retry.
 */
export function GroupAdminLoad({ group, lines = 8, children }: {
  group: string;
  lines?: number;
  children: (settings: GroupAdminSettings) => ComponentChildren;
}) {
  const state = useGroupResource(groupAdminSettings, group, true);
  return (
    <ExceptionLoaded
      state={state}
      title={t('admin:portal.settings_load_failed')}
      onRetry={() => groupAdminSettings.refresh(group)}
      skeleton={<Skeleton lines={lines} />}
    >
      {children}
    </ExceptionLoaded>
  );
}
