import { useSignal } from '@preact/signals';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { useResource } from '../../../lib/resource';
import { Button } from '../../../ui/Button';
import { streamUrls } from '../live';
import { streamInfo } from '../model';
import type { StreamOrientation } from '../../../../contract/group';
import type { StreamQuality } from '../../../../contract/stream';
import { StreamConversationLink } from './StreamConversationLink';
import { StreamMessages } from './StreamMessages';
import { StreamPlayer } from './StreamPlayer';

/** The live video for someone allowed to watch, in the stream's shape: quality choice (§9) and the messages. */
export function StreamWatch({ group, streamId, orientation }: { group: string; streamId: string; orientation?: StreamOrientation }) {
  // Asked again each time the player shows: the server decides anew whether this person may watch.
  const state = useResource(streamUrls, group, streamId, true);
  const quality = useSignal<StreamQuality | null>(null);
  // Retry: the URLs asked anew (a push that began since names its own playlist) and the player made again.
  const attempt = useSignal(0);
  const retry = () => {
    streamUrls.refresh(group, streamId);
    attempt.value += 1;
  };

  if (state.error) {
    return (
      <div class="stream-page__notice">
        <p role="alert">{apiErrorText(state.error)}</p>
        <Button variant="secondary" onClick={() => streamUrls.refresh(group, streamId)}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  const urls = state.data;
  if (!urls) return <div class="stream-player stream-player--loading" />;
  const chosen = quality.value ? urls.qualities.filter((q) => q.quality === quality.value)[0] : undefined;
  return (
    <>
      <StreamPlayer
        key={attempt.value}
        src={chosen ? chosen.url : urls.hls}
        orientation={orientation}
        onRetry={retry}
        onInterrupted={() => streamInfo.refresh(group)}
      />
      <div class="stream-page__qualities">
        {urls.qualities.length > 0 && (
          <span class="stream-page__quality-group" role="group" aria-label={t('stream:page.quality')}>
          <button type="button" class="stream-page__quality" aria-pressed={!quality.value} onClick={() => (quality.value = null)}>
            {t('stream:page.quality_auto')}
          </button>
          {urls.qualities.map((q) => (
            <button key={q.quality} type="button" class="stream-page__quality" aria-pressed={quality.value === q.quality} onClick={() => (quality.value = q.quality)}>
              {q.quality}
            </button>
          ))}
          </span>
        )}
        <StreamConversationLink group={group} />
      </div>
      <StreamMessages group={group} streamId={streamId} />
    </>
  );
}
