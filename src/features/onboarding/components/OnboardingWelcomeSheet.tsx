import { useMemo } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { BottomSheet } from '../../../ui/BottomSheet';
import { Button } from '../../../ui/Button';
import { groupPublic, groupSettings } from '../../group';
import { groupStatus, pickWelcomeEmoji, welcomeDone } from '../model';
import './OnboardingWelcomeSheet.css';

/**
 * §2 welcome sheet: greets a person on the group home after their first login
 * once they have joined, says what the group is doing now (§4 group status)
 * and offers the tour. Closing it or choosing an action clears the group's
 * first-login flag and remembers that this person was welcomed, so it is shown once.
 */
export function OnboardingWelcomeSheet({ group, userId }: { group: string; userId: string }) {
  // Picked once, when the sheet opens.
  const emoji = useMemo(pickWelcomeEmoji, []);
  const info = groupPublic.of(group).data;
  const settings = groupSettings.of(group).data;
  const done = () => welcomeDone(group, userId);

  return (
    <BottomSheet open onClose={done} label={t('onboarding:sheet.title', { name: info ? info.name : '' })}>
      <div class="onboarding-sheet">
        <p class="onboarding-sheet__emoji" aria-hidden="true">
          {emoji}
        </p>
        <h2 class="onboarding-sheet__title">{t('onboarding:sheet.title', { name: info ? info.name : '' })}</h2>
        <p class="onboarding-sheet__text">{t('onboarding:sheet.joined')}</p>
        {settings && <p class="onboarding-sheet__text">{t(`onboarding:sheet.status.${groupStatus(settings)}`)}</p>}
        <a class="ui-btn ui-btn--primary ui-btn--block" href={to('group-home', { group }, { tour: 'start' })} onClick={done}>
          {t('onboarding:sheet.tour')}
        </a>
        <Button variant="text" block onClick={done}>
          {t('onboarding:sheet.later')}
        </Button>
      </div>
    </BottomSheet>
  );
}
