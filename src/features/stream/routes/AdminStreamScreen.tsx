import { useRoute } from 'preact-iso';
import type { StreamInfo } from '../../../../contract/stream';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoaded } from '../../exception/parts';
import { groupSettings } from '../../group';
import { streamInfo } from '../model';
import { StreamAdminStatus } from '../components/StreamAdminStatus';
import { StreamPreviews } from '../components/StreamPreviews';
import { StreamTools } from '../components/StreamTools';
import '../components/StreamPage.css';
import '../components/StreamAdmin.css';

/**
 * `group-admin-stream` (§2 admin portal, "stream"; §4 stream rules; §6 start or stop streams): what
 * is on, the §4 rules said up front, the stream page's own tools (start public or for members, free
 * or at a price; stop; tell the members), a link to preparing the streaming software, and the
 * preview schedule.
 */
export default function AdminStreamScreen() {
  const { params } = useRoute();
  const group = params.group;
  // Starting and stopping happen elsewhere too (another admin, the stream page): read afresh each visit.
  const state = useGroupResource(streamInfo, group, true);
  useGroupResource(groupSettings, group, true);
  return (
    <ExceptionLoaded state={state} title={t('admin_community:stream.load_failed')} onRetry={() => streamInfo.refresh(group)} skeleton={<Skeleton lines={8} />}>
      {(info) => <AdminStream group={group} info={info} />}
    </ExceptionLoaded>
  );
}

function AdminStream({ group, info }: { group: string; info: StreamInfo | null }) {
  return (
    <div class="stream-admin">
      <StreamAdminStatus group={group} info={info} />
      <section class="stream-admin__rules" aria-labelledby="stream-admin-rules">
        <h2 id="stream-admin-rules" class="stream-admin__subtitle">{t('admin_community:stream.rules.title')}</h2>
        <ul>
          <li>{t('admin_community:stream.rules.lecture')}</li>
          <li>{t('admin_community:stream.rules.no_resume')}</li>
          <li>{t('admin_community:stream.rules.mode')}</li>
        </ul>
      </section>
      <StreamTools
        group={group}
        info={info}
        publish={
          <div class="stream-tools__block">
            <h3 class="stream-tools__label">{t('stream:tools.publish_url')}</h3>
            <p class="stream-tools__hint">{t('admin_community:stream.prepare_hint')}</p>
            <a class="ui-btn ui-btn--secondary ui-btn--block" href={to('group-admin-setting-stream_prepare', { group })}>
              {t('admin_community:stream.prepare_link')}
            </a>
          </div>
        }
      />
      <StreamPreviews group={group} />
    </div>
  );
}
