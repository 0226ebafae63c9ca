import { useSignal } from '@preact/signals';
import { formatDateTime, wholeTimeUnits } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { OptionSection } from '../../../ui/OptionSection';
import type { Member } from '../../../../contract/member';
import { SHUT_UP_CHOICES } from '../../../../contract/memberAdmin';
import type { MemberAdminAct } from './MemberAdminPanel';

/** "1 hour", "7 days": a shut-up's length in words. */
export function memberShutUpDuration(minutes: number): string {
  const { count, unit } = wholeTimeUnits(minutes);
  return t(`admin_members:duration.${unit}` as 'admin_members:duration.minute', { count });
}

/** Mutes a member for 10 minutes, an hour, a day or a week; or lets a muted member write again. */
export function MemberAdminShutUp({ member, name, busy, act }: { member: Member; name: string; busy: string | null; act: MemberAdminAct }) {
  const minutes = useSignal<number>(SHUT_UP_CHOICES[1]);
  const duration = memberShutUpDuration(minutes.value);
  return (
    <OptionSection id="member-admin-shut-up" title={t('admin_members:shut_up.title')} hint={t('admin_members:shut_up.hint')}>
      <div class="member-admin__body">
        {member.shut_up_until && (
          <div class="member-admin__row">
            <p class="member-admin__now">{t('admin_members:status.shut_up_until', { time: formatDateTime(member.shut_up_until) })}</p>
            <Button
              variant="secondary"
              loading={busy === 'shut_up_clear'}
              disabled={!!busy}
              onClick={() =>
                act({ busy: 'shut_up_clear', action: { kind: 'shut_up', minutes: 0 }, message: t('admin_members:shut_up.clear_confirm', { name }), confirmText: t('admin_members:shut_up.clear'), done: () => t('admin_members:shut_up.cleared', { name }) })
              }
            >
              {t('admin_members:shut_up.clear')}
            </Button>
          </div>
        )}
        <label class="member-admin__label" for="member-admin-shut-up-length">
          {t('admin_members:shut_up.label')}
        </label>
        <div class="member-admin__row">
          <select
            id="member-admin-shut-up-length"
            class="member-admin__select"
            value={String(minutes.value)}
            onChange={(e) => (minutes.value = Number(e.currentTarget.value))}
          >
            {SHUT_UP_CHOICES.map((choice) => (
              <option key={choice} value={String(choice)}>
                {memberShutUpDuration(choice)}
              </option>
            ))}
          </select>
          <Button
            variant="danger-outline"
            loading={busy === 'shut_up'}
            disabled={!!busy}
            onClick={() =>
              act({ busy: 'shut_up', action: { kind: 'shut_up', minutes: minutes.value }, message: t('admin_members:shut_up.confirm', { name, duration }), confirmText: t('admin_members:shut_up.action'), danger: true, done: () => t('admin_members:shut_up.done', { name, duration }) })
            }
          >
            {t('admin_members:shut_up.action')}
          </Button>
        </div>
      </div>
    </OptionSection>
  );
}
