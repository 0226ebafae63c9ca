import { useSignal } from '@preact/signals';
import { useRoute } from 'preact-iso';
import { resolveHomeSections, type HomeSectionKey, type KnownHomeSection } from '../../../../contract/homeSections';
import { t } from '../../../lib/i18n';
import { moveItem } from '../../../lib/listOrder';
import { useGroupResource } from '../../../lib/resource';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { OptionSection } from '../../../ui/OptionSection';
import { OrderList, type OrderListItem } from '../../../ui/OrderList';
import { Skeleton } from '../../../ui/Skeleton';
import { useSaveAction } from '../../../ui/useSaveAction';
import { ExceptionLoaded } from '../../exception/parts';
import { groupAdminSettings } from '../../group';
import { saveGroupSettings } from '../../group/admin';
import '../components/HomeAdmin.css';

function sectionLabel(key: HomeSectionKey): string {
  if (key === 'coming_up') return t('admin_payment:home.sections.coming_up');
  if (key === 'courses') return t('admin_payment:home.sections.courses');
  if (key === 'entries') return t('admin_payment:home.sections.entries');
  if (key === 'articles') return t('admin_payment:home.sections.articles');
  return t('admin_payment:home.sections.shortcuts');
}

function sectionHint(key: HomeSectionKey): string {
  if (key === 'coming_up') return t('admin_payment:home.hints.coming_up');
  if (key === 'courses') return t('admin_payment:home.hints.courses');
  if (key === 'entries') return t('admin_payment:home.hints.entries');
  if (key === 'articles') return t('admin_payment:home.hints.articles');
  return t('admin_payment:home.hints.shortcuts');
}

const same = (a: readonly KnownHomeSection[], b: readonly KnownHomeSection[]) =>
  a.length === b.length && a.every((s, i) => s.key === b[i].key && s.visible === b[i].visible);

/**
 * `group-admin-home` (§2 admin portal, "home"): which sections the member home shows after the
 * group's header and the live spotlight, and in what order. Arranged here, then saved at once
 * (PUT /settings/full home_sections); the home follows from the settings it loads anyway.
 */
export default function AdminHomeScreen() {
  const { params } = useRoute();
  const group = params.group;
  const state = useGroupResource(groupAdminSettings, group, true);
  const draft = useSignal<KnownHomeSection[] | null>(null);
  const { pending, error, run } = useSaveAction();
  const busy = !!pending.value;

  // Until the settings are there: the skeleton, or why they could not be loaded with a retry.
  if (!state.data) {
    return (
      <ExceptionLoaded state={state} title={t('admin_payment:load_failed')} onRetry={() => groupAdminSettings.refresh(group)} skeleton={<Skeleton lines={8} />}>
        {() => null}
      </ExceptionLoaded>
    );
  }
  const saved = resolveHomeSections(state.data.home_sections);
  const sections = draft.value || saved;
  const items: OrderListItem[] = sections.map((s) => ({ id: s.key, label: sectionLabel(s.key), hint: sectionHint(s.key) }));

  const save = () =>
    run(true, saveGroupSettings(group, { home_sections: sections }), t('admin_payment:saved'), () => {
      draft.value = null;
    });

  return (
    <div class="home-admin">
      <OptionSection id="home-admin-sections" title={t('admin_payment:home.title')} hint={t('admin_payment:home.hint')}>
        <OrderList
          items={items}
          labelledBy="home-admin-sections"
          upLabel={(item) => t('admin_payment:order.up', { name: item.label })}
          downLabel={(item) => t('admin_payment:order.down', { name: item.label })}
          disabled={busy}
          onMove={(index, by) => {
            draft.value = moveItem(sections, index, by);
          }}
          toggle={{
            label: (item) => t('admin_payment:home.show', { name: item.label }),
            isOn: (index) => sections[index].visible,
            onChange: (index, visible) => {
              draft.value = sections.map((s, i) => (i === index ? { key: s.key, visible } : s));
            },
          }}
        />
        <div class="home-admin__body">
          <p class="home-admin__note">{t('admin_payment:home.note')}</p>
          <FieldError class="home-admin__error" error={error.value} />
          <div class="home-admin__actions">
            <Button loading={busy} disabled={same(sections, saved)} onClick={save}>
              {t('admin_payment:home.save')}
            </Button>
          </div>
        </div>
      </OptionSection>
    </div>
  );
}
