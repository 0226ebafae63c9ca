import { useSignal } from '@preact/signals';
import { useRoute } from 'preact-iso';
import type { GroupAdminSettings } from '../../../../contract/group';
import type { Shortcut } from '../../../../contract/shortcut';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { moveItem } from '../../../lib/listOrder';
import { to } from '../../../lib/paths';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { OptionSection } from '../../../ui/OptionSection';
import { OrderList } from '../../../ui/OrderList';
import { Skeleton } from '../../../ui/Skeleton';
import { useSaveAction } from '../../../ui/useSaveAction';
import { ExceptionLoaded } from '../../exception/parts';
import { groupAdminSettings } from '../../group';
import { saveGroupSettings } from '../../group/admin';
import { groupShortcuts } from '../../home';
import { shortcutRows, shownIds, type ShortcutRow } from '../order';
import '../components/ShortcutAdmin.css';

/**
 * `group-admin-shortcut` (§2 admin portal, "shortcuts"): which favourite bots the member home shows
 * as shortcuts, and in what order. Arranged here, then saved at once (PUT /settings/full
 * home_shortcuts); a bot added to the favourites later shows too, last, until it is switched off.
 */
export default function AdminShortcutScreen() {
  const { params } = useRoute();
  const group = params.group;
  const list = useGroupResource(groupShortcuts, group, true);
  const settings = useGroupResource(groupAdminSettings, group, true);
  // Two resources, one notice: whichever failed, the retry asks for both again.
  const retry = () => {
    groupShortcuts.refresh(group);
    groupAdminSettings.refresh(group);
  };
  const loaded = { title: t('admin_payment:load_failed'), onRetry: retry, skeleton: <Skeleton lines={8} /> };
  return (
    <ExceptionLoaded state={list} {...loaded}>
      {(favourites) => (
        <ExceptionLoaded state={settings} {...loaded}>
          {(settingsData) => <ShortcutAdminShortcuts group={group} favourites={favourites} shortcuts={settingsData.home_shortcuts} />}
        </ExceptionLoaded>
      )}
    </ExceptionLoaded>
  );
}

/** The favourite bots as the home's shortcuts, in their order, each shown or not; saved at once. */
function ShortcutAdminShortcuts({ group, favourites, shortcuts }: { group: string; favourites: readonly Shortcut[]; shortcuts: GroupAdminSettings['home_shortcuts'] }) {
  const draft = useSignal<ShortcutRow[] | null>(null);
  const { pending, error, run } = useSaveAction();
  const busy = !!pending.value;
  const saved = shortcutRows(favourites, shortcuts);
  const rows = draft.value || saved;
  const unchanged = shownIds(rows).join('\n') === shownIds(saved).join('\n');
  const nameOf = (id: string) => favourites.filter((app) => app.app_id === id)[0];

  const save = () =>
    run(true, saveGroupSettings(group, { home_shortcuts: shownIds(rows) }), t('admin_payment:saved'), () => {
      draft.value = null;
    });

  return (
    <div class="shortcut-admin">
      <OptionSection id="shortcut-admin-shortcuts" title={t('admin_payment:shortcut.title')} hint={t('admin_payment:shortcut.hint')}>
        {favourites.length === 0 ? (
          <p class="shortcut-admin__note">
            {t('admin_payment:shortcut.empty')} <a href={to('group-admin-favorite', { group })}>{t('admin_payment:shortcut.add_link')}</a>
          </p>
        ) : (
          <>
            <OrderList
              items={rows.map((row) => {
                const app = nameOf(row.app_id);
                return { id: row.app_id, label: app.name, hint: row.shown ? t('admin_payment:shortcut.shown') : t('admin_payment:shortcut.hidden'), icon: app.icon_url };
              })}
              labelledBy="shortcut-admin-shortcuts"
              upLabel={(item) => t('admin_payment:order.up', { name: item.label })}
              downLabel={(item) => t('admin_payment:order.down', { name: item.label })}
              disabled={busy}
              onMove={(index, by) => {
                draft.value = moveItem(rows, index, by);
              }}
              toggle={{
                label: (item) => t('admin_payment:shortcut.show', { name: item.label }),
                isOn: (index) => rows[index].shown,
                onChange: (index, shown) => {
                  draft.value = rows.map((row, i) => (i === index ? { app_id: row.app_id, shown } : row));
                },
              }}
            />
            <FieldError class="shortcut-admin__error shortcut-admin__body" error={error.value} />
            <div class="shortcut-admin__actions">
              <Button loading={busy} disabled={unchanged} onClick={save}>
                {t('admin_payment:shortcut.save')}
              </Button>
            </div>
          </>
        )}
      </OptionSection>
    </div>
  );
}
