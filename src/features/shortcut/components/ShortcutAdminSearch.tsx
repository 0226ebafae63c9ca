import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { OptionSection } from '../../../ui/OptionSection';
import { useSaveAction } from '../../../ui/useSaveAction';
import type { WalletUser } from '../../../../contract/shortcut';
import { addFavorite, findWalletUser } from '../model';
import { SEARCH_ID_MAX, searchIdProblem } from '../order';
import './ShortcutAdmin.css';

/**
 * Finds a bot in the wallet by its identity number or app id (§7 POST /mixin/users/search) and
 * adds it to the group's favourite bots. A person, or a bot already added, is said so in place of
 * the add button; nobody by that id is said under the field, which keeps what was typed.
 */
export function ShortcutAdminSearch({ group, favourites }: { group: string; favourites: readonly string[] }) {
  const text = useSignal('');
  const { pending: busy, error, run } = useSaveAction<'search' | 'add'>();
  const found = useSignal<WalletUser | null>(null);

  const search = (e: Event) => {
    e.preventDefault();
    const problem = searchIdProblem(text.value);
    if (problem) {
      error.value = problem === 'empty' ? t('admin_payment:favorite.search.empty') : t('admin_payment:favorite.search.too_long', { max: SEARCH_ID_MAX });
      return;
    }
    busy.value = 'search';
    error.value = null;
    found.value = null;
    findWalletUser(group, text.value).then(
      (user) => {
        busy.value = null;
        found.value = user;
      },
      (err: unknown) => {
        busy.value = null;
        error.value = err;
      },
    );
  };

  const add = (user: WalletUser) => {
    if (!user.app) return;
    run('add', addFavorite(group, user.app.app_id), t('admin_payment:favorite.added', { name: user.app.name }), () => {
      found.value = null;
      text.value = '';
    });
  };

  const user = found.value;
  const already = !!user && !!user.app && favourites.indexOf(user.app.app_id) >= 0;
  return (
    <OptionSection id="shortcut-admin-search" title={t('admin_payment:favorite.search.title')} hint={t('admin_payment:favorite.search.hint')}>
      <form class="shortcut-admin__body" onSubmit={search} noValidate>
        <label class="shortcut-admin__label" for="shortcut-admin-search-id">
          {t('admin_payment:favorite.search.label')}
        </label>
        <div class="shortcut-admin__search">
          <input
            id="shortcut-admin-search-id"
            class="shortcut-admin__input"
            type="text"
            autoComplete="off"
            autoCapitalize="off"
            spellcheck={false}
            value={text.value}
            aria-invalid={error.value !== null ? 'true' : undefined}
            aria-describedby={error.value !== null ? 'shortcut-admin-search-error' : undefined}
            onInput={(e) => {
              text.value = (e.currentTarget as HTMLInputElement).value;
              if (typeof error.value === 'string') error.value = null;
            }}
          />
          <Button type="submit" variant="secondary" loading={busy.value === 'search'} disabled={busy.value !== null}>
            {t('admin_payment:favorite.search.action')}
          </Button>
        </div>
        <FieldError id="shortcut-admin-search-error" class="shortcut-admin__error" error={error.value} />
        {user && (
          <div class="shortcut-admin__found" role="status">
            <img src={user.avatar_url} alt="" width={40} height={40} />
            <span class="shortcut-admin__found-text">
              <span class="shortcut-admin__found-name">{user.full_name}</span>
              <span class="shortcut-admin__found-hint">
                {user.app
                  ? already
                    ? t('admin_payment:favorite.found.already')
                    : user.app.description || t('admin_payment:favorite.found.bot', { number: user.identity_number })
                  : t('admin_payment:favorite.found.person', { number: user.identity_number })}
              </span>
            </span>
            {user.app && !already && (
              <Button loading={busy.value === 'add'} disabled={busy.value !== null} onClick={() => add(user)}>
                {t('admin_payment:favorite.found.add')}
              </Button>
            )}
          </div>
        )}
      </form>
    </OptionSection>
  );
}
