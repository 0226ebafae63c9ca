import { useSignal } from '@preact/signals';
import { useCallback } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { useNow } from '../../../lib/useNow';
import type { GroupEvent } from '../../../../contract/event';
import { InfiniteList } from '../../../ui/InfiniteList';
import { ExceptionLoadFailed } from '../../exception/parts';
import { loadEventPage } from '../model';
import { EventListItem } from './EventListItem';
import './EventList.css';

const eventKey = (e: GroupEvent) => e.event_id;

/**
 * The group's events, newest first, 20 at a time as the list scrolls (§9). A first page that
 * cannot be loaded gives the load-failed notice with a retry; a later one, the list's own retry.
 */
export function EventList({ group }: { group: string }) {
  const failed = useSignal<unknown>(null);
  const attempt = useSignal(0);
  // "5 minutes ago" stays true while the list is open.
  const nowMs = useNow(60_000, true).value;
  const renderRow = useCallback((e: GroupEvent) => <EventListItem event={e} nowMs={nowMs} />, [nowMs]);

  // A first page's failure from an infinite list, not a resource's state: ExceptionLoaded does not apply.
  if (failed.value) {
    return (
      <ExceptionLoadFailed
        title={t('admin_members:events.load_failed')}
        error={failed.value}
        onRetry={() => {
          failed.value = null;
          attempt.value = attempt.value + 1;
        }}
      />
    );
  }
  return (
    <div class="event-list">
      <InfiniteList
        resetKey={attempt.value}
        load={({ offset }) =>
          loadEventPage(group, offset).catch((err: unknown) => {
            if (offset === 0) failed.value = err;
            throw err;
          })
        }
        getKey={eventKey}
        renderItem={renderRow}
        emptyText={t('admin_members:events.empty')}
        skeletonRows={8}
        label={t('admin:routes.group-admin-group_events')}
      />
    </div>
  );
}
