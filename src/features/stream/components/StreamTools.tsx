import { useSignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast';
import { groupSettings } from '../../group';
import { notifyGroupStream, startGroupStream, stopGroupStream } from '../live';
import { STREAM_PRICE_MAX, streamPriceProblem } from '../publishUrl';
import type { StreamInfo } from '../../../../contract/stream';
import { StreamPublishUrl } from './StreamPublishUrl';
import './StreamTools.css';

/** Prices typed here are in CNY (the group's fiat checkout channels take it). */
const PRICE_ASSET = 'cny';

/**
 * Admin tools (§6 admin authority): the publish URL, start, stop and notify,
 * with the §4 rules said before acting: no start in lecture mode, a stopped
 * stream is never resumed, and a charged restart makes earlier payers pay again.
 */
export function StreamTools({ group, info, publish }: {
  group: string;
  info: StreamInfo | null;
  /** What stands for the publish URL: by default the URL itself (the admin portal links to its own page instead). */
  publish?: ComponentChildren;
}) {
  const settings = groupSettings.of(group).data;
  const lectureMode = !!settings && settings['group-mode'] === 'lecture';
  const living = !!info && !info.disabled;
  const title = useSignal('');
  const isPublic = useSignal(false);
  const price = useSignal('');
  const busy = useSignal<'start' | 'stop' | 'notify' | null>(null);
  const priceProblem = price.value.trim() === '' ? null : streamPriceProblem(price.value.trim());
  const priceOk = priceProblem === null;

  type Done = 'stream:tools.started' | 'stream:tools.stopped' | 'stream:tools.notified';
  /** The actions put what changed in place (the stream's info, the group's settings); a refusal was already shown by the request. */
  const run = async (kind: 'start' | 'stop' | 'notify', action: () => Promise<unknown>, done: Done) => {
    busy.value = kind;
    const result = await action();
    busy.value = null;
    if (result) toast(t(done), 'success');
  };

  const start = async () => {
    // The last stream was charged: this start is a new stream, so its payers pay again (§4).
    const restartCharged = !!info && info.paid;
    const ok = await confirm({
      title: t('stream:tools.start_title'),
      message: t(restartCharged ? 'stream:tools.start_confirm_charged' : 'stream:tools.start_confirm'),
      confirmText: t('stream:tools.start'),
    });
    if (!ok) return;
    const amount = price.value.trim();
    run(
      'start',
      () => startGroupStream(group, {
        title: title.value.trim() || undefined,
        public: isPublic.value,
        price: amount ? { asset_id: PRICE_ASSET, amount } : null,
      }),
      'stream:tools.started',
    );
  };
  const stop = async () => {
    const ok = await confirm({ title: t('stream:tools.stop_title'), message: t('stream:tools.stop_confirm'), confirmText: t('stream:tools.stop') });
    if (ok) run('stop', () => stopGroupStream(group), 'stream:tools.stopped');
  };
  const notify = async () => {
    const ok = await confirm({ title: t('stream:tools.notify_title'), message: t('stream:tools.notify_confirm'), confirmText: t('stream:tools.notify') });
    if (ok) run('notify', () => notifyGroupStream(group), 'stream:tools.notified');
  };

  return (
    <section class="stream-tools" aria-label={t('stream:tools.title')}>
      <h2 class="stream-tools__title">{t('stream:tools.title')}</h2>
      {publish || <StreamPublishUrl group={group} />}
      {living ? (
        <div class="stream-tools__block">
          <Button variant="danger" block loading={busy.value === 'stop'} onClick={stop}>
            {t('stream:tools.stop')}
          </Button>
          <Button variant="secondary" block loading={busy.value === 'notify'} onClick={notify}>
            {t('stream:tools.notify')}
          </Button>
        </div>
      ) : (
        <div class="stream-tools__block">
          <label class="stream-tools__field">
            <span>{t('stream:tools.field_title')}</span>
            <input value={title.value} maxLength={100} onInput={(e) => (title.value = e.currentTarget.value)} />
          </label>
          <label class="stream-tools__check">
            <input type="checkbox" checked={isPublic.value} onChange={(e) => (isPublic.value = e.currentTarget.checked)} />
            <span>{t('stream:tools.field_public')}</span>
          </label>
          <label class="stream-tools__field">
            <span>{t('stream:tools.field_price')}</span>
            <input
              value={price.value}
              inputMode="decimal"
              placeholder={t('stream:tools.field_price_placeholder')}
              aria-invalid={priceOk ? undefined : 'true'}
              onInput={(e) => (price.value = e.currentTarget.value)}
            />
          </label>
          {priceProblem && (
            <p class="stream-tools__error" role="alert">
              {priceProblem === 'too_large' ? t('stream:tools.price_too_large', { max: STREAM_PRICE_MAX }) : t('stream:tools.price_invalid')}
            </p>
          )}
          {lectureMode && <p class="stream-tools__error" role="alert">{t('stream:tools.start_lecture_mode')}</p>}
          <Button block loading={busy.value === 'start'} disabled={lectureMode || !priceOk} onClick={start}>
            {t('stream:tools.start')}
          </Button>
        </div>
      )}
    </section>
  );
}
