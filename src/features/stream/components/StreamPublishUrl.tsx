import { useEffect, useState } from 'preact/hooks';
import { formatDuration } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { CopyButton } from '../../../ui/CopyButton';
import { fetchStreamPublishUrl } from '../api';
import { publishSecondsLeft } from '../publishUrl';
import type { StreamPublishUrl as PublishUrl } from '../../../../contract/stream';

/** The push URL for the streaming software, with the time it stays valid (§9: 5 minutes). */
export function StreamPublishUrl({ group }: { group: string }) {
  const [issued, setIssued] = useState<PublishUrl | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const left = issued ? publishSecondsLeft(issued.expires_at, now) : 0;

  useEffect(() => {
    if (!issued) return undefined;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [issued]);

  const get = () => {
    setBusy(true);
    fetchStreamPublishUrl(group).then(
      (url) => {
        setBusy(false);
        setIssued(url);
      },
      () => setBusy(false),
    );
  };

  return (
    <div class="stream-tools__block">
      <h3 class="stream-tools__label">{t('stream:tools.publish_url')}</h3>
      {issued && left > 0 ? (
        <>
          <code class="stream-tools__url">{issued.url}</code>
          <div class="stream-tools__row">
            <span class="stream-tools__hint" role="timer">
              {t('stream:tools.expires_in', { time: formatDuration(left) })}
            </span>
            <CopyButton text={issued.url} label={t('stream:tools.copy')} />
          </div>
          <p class="stream-tools__hint">{t('stream:tools.publish_url_hint')}</p>
        </>
      ) : (
        <>
          {issued && <p class="stream-tools__hint">{t('stream:tools.expired')}</p>}
          <Button variant="secondary" block loading={busy} onClick={get}>
            {t('stream:tools.get_publish_url')}
          </Button>
        </>
      )}
    </div>
  );
}
