import type { ComponentChildren } from 'preact';
import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { OptionSection } from '../../../ui/OptionSection';
import { OptionSwitch } from '../../../ui/OptionSwitch';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import type { GroupAdminSettings } from '../../../../contract/group';
import type { GroupSwitches } from '../api';
import { saveGroupSwitch } from '../admin';

export type GroupSwitchKey = keyof GroupSwitches;

export interface GroupAdminSwitchSection {
  id: string;
  title: string;
  hint: string;
  keys: GroupSwitchKey[];
  /** More controls at the section's end (the general section's entry-quiz picker). */
  extra?: ComponentChildren;
}

export interface GroupAdminSwitchesProps {
  group: string;
  settings: GroupAdminSettings;
  sections: GroupAdminSwitchSection[];
  label: (key: GroupSwitchKey) => string;
}

/**
 * Sections of on/off settings (§3 group settings) that save as they are flipped: until the server
 * answers a switch shows its new position and none can be flipped again; a refusal puts it back and
 * says why.
 */
export function GroupAdminSwitches({ group, settings, sections, label }: GroupAdminSwitchesProps) {
  const pending = useSignal<{ key: GroupSwitchKey; value: boolean } | null>(null);

  const flip = (key: GroupSwitchKey, value: boolean) => {
    pending.value = { key, value };
    saveGroupSwitch(group, key, value).then(
      () => {
        pending.value = null;
        toast(t('admin:general.saved'), 'success');
      },
      (err: unknown) => {
        pending.value = null;
        toastApiError(err);
      },
    );
  };

  const now = pending.value;
  return (
    <>
      {sections.map((section) => (
        <OptionSection key={section.id} id={`admin-switches-${section.id}`} title={section.title} hint={section.hint}>
          {section.keys.map((key) => (
            <OptionSwitch
              key={key}
              label={label(key)}
              checked={now && now.key === key ? now.value : !!settings[key]}
              disabled={!!now}
              onChange={(value) => flip(key, value)}
            />
          ))}
          {section.extra}
        </OptionSection>
      ))}
    </>
  );
}
