import { t } from '../../../lib/i18n';
import type { MemberState, Role } from '../../../../contract/user';
import type { MemberFilters } from '../model';

const ROLES: Role[] = ['owner', 'admin', 'lecturer', 'user'];
// Joined states first; a state filter also finds people who signed in without joining.
const STATES: MemberState[] = ['paid', 'subscribed', 'unsubscribed', 'blocked', 'pending', 'unverified'];

/** The owner's and admins' filters of the member list (issue 14 point 2): a role, a state, or any. */
export function MemberAdminFilters({ value, onChange }: { value: MemberFilters; onChange: (next: MemberFilters) => void }) {
  return (
    <div class="member-list__filters" role="group" aria-label={t('admin_members:filters.label')}>
      <FilterSelect
        label={t('admin_members:filters.role')}
        any={t('admin_members:filters.any_role')}
        options={ROLES.map((role) => ({ value: role, label: t(`member:roles.${role}`) }))}
        value={value.role}
        onChange={(role) => onChange({ ...value, role: role as Role | undefined })}
      />
      <FilterSelect
        label={t('admin_members:filters.state')}
        any={t('admin_members:filters.any_state')}
        options={STATES.map((state) => ({ value: state, label: t(`member:states.${state}`) }))}
        value={value.state}
        onChange={(state) => onChange({ ...value, state: state as MemberState | undefined })}
      />
    </div>
  );
}

function FilterSelect({ label, any, options, value, onChange }: {
  label: string; any: string; options: { value: string; label: string }[]; value?: string; onChange: (value: string | undefined) => void;
}) {
  return (
    <select class="member-list__filter" aria-label={label} value={value || ''} onChange={(e) => onChange(e.currentTarget.value || undefined)}>
      <option value="">{any}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
