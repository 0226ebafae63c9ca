import { useSignal } from '@preact/signals';
import { formatDuration } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { CopyButton } from '../../../ui/CopyButton';
import { issueStreamPublishUrl } from '../live';
import { publishSecondsLeft, splitPublishUrl } from '../publishUrl';
import { useNow } from '../../../lib/useNow';
import type { StreamPublishUrl as PublishUrl } from '../../../../contract/stream';

/**
 * The push URL for the streaming software, with the time it stays valid (§9: 5 minutes), and its
 * server and stream key apart, as streaming software asks for them; each can be copied, and a new
 * URL asked for at any time.
 */
export function StreamPublishUrl({ group }: { group: string }) {
  const issued = useSignal<PublishUrl | null>(null);
  const busy = useSignal(false);
  // Counted down every second from each URL issued.
  const now = useNow(1000, issued.value);
  const left = issued.value ? publishSecondsLeft(issued.value.expires_at, now.value) : 0;
  const parts = issued.value ? splitPublishUrl(issued.value.url) : null;

  const get = async () => {
    busy.value = true;
    const url = await issueStreamPublishUrl(group);
    busy.value = false;
    if (url) issued.value = url;
  };

  return (
    <div class="stream-tools__block">
      <h3 class="stream-tools__label">{t('stream:tools.publish_url')}</h3>
      {issued.value && left > 0 ? (
        <>
          <code class="stream-tools__url">{issued.value.url}</code>
          <div class="stream-tools__row">
            <span class="stream-tools__hint" role="timer">
              {t('stream:tools.expires_in', { time: formatDuration(left) })}
            </span>
            <CopyButton text={issued.value.url} label={t('stream:tools.copy')} />
          </div>
          {parts && (
            <dl class="stream-tools__parts">
              <dt>{t('stream:tools.server')}</dt>
              <dd>
                <code class="stream-tools__url">{parts.server}</code>
                <CopyButton text={parts.server} label={t('stream:tools.copy_server')} />
              </dd>
              <dt>{t('stream:tools.key')}</dt>
              <dd>
                <code class="stream-tools__url">{parts.key}</code>
                <CopyButton text={parts.key} label={t('stream:tools.copy_key')} />
              </dd>
            </dl>
          )}
          <p class="stream-tools__hint">{t('stream:tools.publish_url_hint')}</p>
          <Button variant="secondary" block loading={busy.value} onClick={get}>
            {t('stream:tools.refresh_publish_url')}
          </Button>
        </>
      ) : (
        <>
          {issued.value && <p class="stream-tools__hint">{t('stream:tools.expired')}</p>}
          <Button variant="secondary" block loading={busy.value} onClick={get}>
            {t('stream:tools.get_publish_url')}
          </Button>
        </>
      )}
    </div>
  );
}
