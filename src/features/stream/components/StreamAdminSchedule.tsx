import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { OptionSection } from '../../../ui/OptionSection';
import { Skeleton } from '../../../ui/Skeleton';
import { STREAM_PREVIEWS_UPCOMING_MAX } from '../../../../contract/streamPreview';
import { ExceptionLoaded } from '../../exception/parts';
import { streamPreviews } from '../model';
import { StreamAdminScheduleForm } from './StreamAdminScheduleForm';
import { StreamAdminScheduleItem } from './StreamAdminScheduleItem';
import './StreamAdminSchedule.css';

/**
 * The stream's preview schedule (issue 14 point 3): the streams announced ahead, soonest first, as
 * members see them coming up (GET /stream/previews, the same cached list the home and the stream
 * page read), each with Delete, and the form that adds one.
 */
export function StreamAdminSchedule({ group }: { group: string }) {
  // Another admin may have changed it, and times pass: read afresh each visit, what is held shown meanwhile.
  const state = useGroupResource(streamPreviews, group, true);
  return (
    <OptionSection id="stream-schedule" title={t('admin_community:stream.schedule.title')} hint={t('admin_community:stream.schedule.hint', { max: STREAM_PREVIEWS_UPCOMING_MAX })}>
      <ExceptionLoaded
        state={state}
        title={t('admin_community:stream.schedule.load_failed')}
        onRetry={() => streamPreviews.refresh(group)}
        skeleton={<div class="stream-schedule__loading"><Skeleton lines={2} repeat={2} /></div>}
      >
        {(previews) => (
          <>
            {previews.length === 0 ? (
              <p class="stream-schedule__empty">{t('admin_community:stream.schedule.empty')}</p>
            ) : (
              <ul class="stream-schedule__list" aria-label={t('admin_community:stream.schedule.list')}>
                {previews.map((preview) => (
                  <StreamAdminScheduleItem key={preview.preview_id} group={group} preview={preview} />
                ))}
              </ul>
            )}
            <StreamAdminScheduleForm group={group} previews={previews} />
          </>
        )}
      </ExceptionLoaded>
    </OptionSection>
  );
}
