import { useEffect, useState } from 'preact/hooks';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { fetchStreamUrls } from '../api';
import type { StreamQuality, StreamUrls } from '../../../../contract/stream';
import { StreamConversationLink } from './StreamConversationLink';
import { StreamMessages } from './StreamMessages';
import { StreamPlayer } from './StreamPlayer';

/** The live video for someone allowed to watch: quality choice (§9) and the messages. */
export function StreamWatch({ group, streamId }: { group: string; streamId: string }) {
  const [urls, setUrls] = useState<StreamUrls | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [quality, setQuality] = useState<StreamQuality | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let gone = false;
    setError(null);
    fetchStreamUrls(group).then(
      (u) => !gone && setUrls(u),
      (e: unknown) => !gone && setError(e),
    );
    return () => {
      gone = true;
    };
  }, [group, streamId, attempt]);

  if (error) {
    return (
      <div class="stream-page__notice">
        <p role="alert">{apiErrorText(error)}</p>
        <Button variant="secondary" onClick={() => setAttempt(attempt + 1)}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  if (!urls) return <div class="stream-player stream-player--loading" />;
  const chosen = quality ? urls.qualities.filter((q) => q.quality === quality)[0] : undefined;
  return (
    <>
      <StreamPlayer src={chosen ? chosen.url : urls.hls} />
      <div class="stream-page__qualities">
        {urls.qualities.length > 0 && (
          <span class="stream-page__quality-group" role="group" aria-label={t('stream:page.quality')}>
          <button type="button" class="stream-page__quality" aria-pressed={!quality} onClick={() => setQuality(null)}>
            {t('stream:page.quality_auto')}
          </button>
          {urls.qualities.map((q) => (
            <button key={q.quality} type="button" class="stream-page__quality" aria-pressed={quality === q.quality} onClick={() => setQuality(q.quality)}>
              {q.quality}
            </button>
          ))}
          </span>
        )}
        <StreamConversationLink group={group} />
      </div>
      <StreamMessages group={group} />
    </>
  );
}
