import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { OptionSection } from '../../../ui/OptionSection';
import { toast } from '../../../ui/toast';
import { useForm, type FormSend } from '../../../ui/useForm';
import type { WalletUser } from '../../../../contract/shortcut';
import { addFavorite, findWalletUser } from '../model';
import { SEARCH_ID_MAX, searchIdProblem } from '../order';
import './ShortcutAdmin.css';

/**
 * Finds a bot in the wallet by its identity number or app id (§7 POST /mixin/users/search) and
 * adds it to the group's favourite bots. A person, or a bot already added, is said so in place of
 * the add button; no id, nobody by that id or a refused add is said under the field, which keeps
 * what was typed.
 */
export function ShortcutAdminSearch({ group, favourites }: { group: string; favourites: readonly string[] }) {
  const form = useForm({ id: '' });
  /** What the form is sending: a search, or the add of the bot found. */
  const doing = useSignal<'search' | 'add'>('search');
  const found = useSignal<WalletUser | null>(null);
  const busy = (what: 'search' | 'add') => form.busy && doing.value === what;

  /** The form's submit for `what`, which the busy buttons then show as under way. */
  function sending<T>(what: 'search' | 'add', how: FormSend<{ id: string }, T>) {
    return (e?: Event) => {
      if (!form.busy) doing.value = what;
      form.submit(how)(e);
    };
  }

  const search = sending('search', {
    check: (v) => {
      const problem = searchIdProblem(v.id);
      if (!problem) return null;
      return { id: problem === 'empty' ? t('admin_payment:favorite.search.empty') : t('admin_payment:favorite.search.too_long', { max: SEARCH_ID_MAX }) };
    },
    send: (v) => {
      found.value = null;
      return findWalletUser(group, v.id);
    },
    refusal: (err) => ({ id: err }),
    done: (user) => {
      found.value = user;
    },
  });

  const add = (user: WalletUser) => {
    const app = user.app;
    if (!app) return;
    sending('add', {
      send: () => addFavorite(group, app.app_id),
      refusal: (err) => ({ id: err }),
      done: () => {
        found.value = null;
        form.reset();
        toast(t('admin_payment:favorite.added', { name: app.name }), 'success');
      },
    })();
  };

  const user = found.value;
  const already = !!user && !!user.app && favourites.indexOf(user.app.app_id) >= 0;
  return (
    <OptionSection id="shortcut-admin-search" title={t('admin_payment:favorite.search.title')} hint={t('admin_payment:favorite.search.hint')}>
      <form class="shortcut-admin__body" onSubmit={search} noValidate>
        <label class="shortcut-admin__label" for={form.fieldId('id')}>
          {t('admin_payment:favorite.search.label')}
        </label>
        <div class="shortcut-admin__search">
          <input {...form.bind('id')} class="shortcut-admin__input" type="text" autoComplete="off" autoCapitalize="off" spellcheck={false} />
          <Button type="submit" variant="secondary" loading={busy('search')} disabled={form.busy}>
            {t('admin_payment:favorite.search.action')}
          </Button>
        </div>
        <FieldError {...form.errorOf('id')} class="shortcut-admin__error" />
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
              <Button loading={busy('add')} disabled={form.busy} onClick={() => add(user)}>
                {t('admin_payment:favorite.found.add')}
              </Button>
            )}
          </div>
        )}
      </form>
    </OptionSection>
  );
}
