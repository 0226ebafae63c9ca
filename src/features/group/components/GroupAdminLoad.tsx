import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoadFailed } from '../../exception';
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
  useEffect(() => {
    groupAdminSettings.refresh(group);
  }, [group]);
  const state = groupAdminSettings.of(group);
  if (state.data) return <>{children(state.data)}</>;
  if (state.error) {
    return <ExceptionLoadFailed title={t('admin:portal.settings_load_failed')} error={state.error} onRetry={() => groupAdminSettings.refresh(group)} />;
  }
  return <Skeleton lines={lines} />;
}
