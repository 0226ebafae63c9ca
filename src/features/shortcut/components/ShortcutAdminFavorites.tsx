import { t } from '../../../lib/i18n';
import { moveItem } from '../../../lib/listOrder';
import { confirm } from '../../../ui/ConfirmDialog';
import { FieldError } from '../../../ui/FieldError';
import { Icon } from '../../../ui/Icon';
import { OptionSection } from '../../../ui/OptionSection';
import { OrderList } from '../../../ui/OrderList';
import { useSaveAction } from '../../../ui/useSaveAction';
import type { Shortcut } from '../../../../contract/shortcut';
import { removeFavorite, reorderFavorites } from '../model';
import './ShortcutAdmin.css';

/**
 * The group's favourite bots in their order: moved up or down (saved at once, PUT
 * /favorite_apps/order) or removed after a confirmation. A refusal is shown under the list.
 */
export function ShortcutAdminFavorites({ group, favourites }: { group: string; favourites: readonly Shortcut[] }) {
  const { pending, error, run } = useSaveAction();
  const busy = !!pending.value;

  const remove = (app: Shortcut) => {
    void confirm({
      title: t('admin_payment:favorite.remove.title'),
      message: t('admin_payment:favorite.remove.message', { name: app.name }),
      confirmText: t('admin_payment:favorite.remove.confirm'),
      danger: true,
    }).then((ok) => {
      if (ok) run(true, removeFavorite(group, app.app_id), t('admin_payment:favorite.removed', { name: app.name }));
    });
  };

  return (
    <OptionSection id="shortcut-admin-favorites" title={t('admin_payment:favorite.list.title')} hint={t('admin_payment:favorite.list.hint')}>
      {favourites.length === 0 ? (
        <p class="shortcut-admin__note">{t('admin_payment:favorite.list.empty')}</p>
      ) : (
        <OrderList
          items={favourites.map((app) => ({ id: app.app_id, label: app.name, hint: app.description, icon: app.icon_url }))}
          labelledBy="shortcut-admin-favorites"
          upLabel={(item) => t('admin_payment:order.up', { name: item.label })}
          downLabel={(item) => t('admin_payment:order.down', { name: item.label })}
          disabled={busy}
          onMove={(index, by) =>
            run(true, reorderFavorites(group, moveItem(favourites, index, by).map((app) => app.app_id)), t('admin_payment:favorite.list.moved'))}
          renderExtra={(_item, index) => (
            <button
              type="button"
              class="ui-icon-btn"
              aria-label={t('admin_payment:favorite.remove.label', { name: favourites[index].name })}
              disabled={busy}
              onClick={() => remove(favourites[index])}
            >
              <Icon name="close" size={18} />
            </button>
          )}
        />
      )}
      <FieldError class="shortcut-admin__error shortcut-admin__body" error={error.value} />
    </OptionSection>
  );
}
