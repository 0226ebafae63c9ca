import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoadFailed } from '../../exception';
import type { GroupSettings } from '../../../../contract/group';
import { groupSettings } from '../model';

/**
 * The group's settings for an admin section: read afresh each visit (another admin may have changed
 * them), what is cached shown meanwhile, a skeleton until there is something, and the load-failed
 * notice with a retry.
 */
export function GroupAdminLoad({ group, children }: { group: string; children: (settings: GroupSettings) => ComponentChildren }) {
  useEffect(() => {
    groupSettings.refresh(group);
  }, [group]);
  const state = groupSettings.of(group);
  if (state.data) return <>{children(state.data)}</>;
  if (state.error) {
    return <ExceptionLoadFailed title={t('admin_settings:load_failed')} error={state.error} onRetry={() => groupSettings.refresh(group)} />;
  }
  return <Skeleton lines={8} />;
}
