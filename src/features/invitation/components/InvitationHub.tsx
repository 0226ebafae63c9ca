import { t } from '../../../lib/i18n';
import { linkTo } from '../../../lib/paths';
import { useGroupResource, useResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { account } from '../../account';
import { ExceptionLoaded } from '../../exception/parts';
import { groupPublic } from '../../group';
import { invitationCount, invitationsDisabled, inviteRecordCount } from '../model';
import { percentOfRate } from '../settingsRules';
import { InvitationBonusList } from './InvitationBonusList';
import { InvitationDisabledNotice } from './InvitationDisabledNotice';
import './InvitationMine.css';

// sharing: hidden while invitations are disabled; owner: the owner's binding page only.
const LINKS = [
  { route: 'group-invitations-share', label: 'invitation:routes.group-invitations-share', sharing: true, owner: false },
  { route: 'group-invitations-poster', label: 'invitation:routes.group-invitations-poster', sharing: true, owner: false },
  { route: 'group-invitations-codes', label: 'invitation:routes.group-invitations-codes', sharing: true, owner: false },
  { route: 'group-invitations-invitees', label: 'invitation:routes.group-invitations-invitees', sharing: false, owner: false },
  { route: 'group-invitations-buyers', label: 'invitation:routes.group-invitations-buyers', sharing: false, owner: false },
  { route: 'group-invitations-products-id', label: 'invitation:routes.group-invitations-products-id', sharing: false, owner: false },
  { route: 'group-invitations-owner', label: 'invitation:routes.group-invitations-owner', sharing: false, owner: true },
] as const;

/**
 * My invitations at a glance (issue 13 point 3): codes free and used, who joined, who bought and
 * what it earned me, the bonus rule, and the ways to share. With invitations disabled (§6) the
 * sharing ways give way to a notice; what was earned stays readable.
 */
export function InvitationHub({ group }: { group: string }) {
  const me = useGroupResource(account, group).data;
  const disabled = invitationsDisabled(me);
  const counts = useGroupResource(invitationCount, group, true);
  const entryProduct = useGroupResource(groupPublic, group).data?.product?.id ?? null;
  const buyers = useResource(inviteRecordCount, group, entryProduct, true);
  // The group's own rate (admin/invitation), which the count tells members (the settings keep it to
  // admins); the default until it is read.
  const rate = counts.data?.bonus_rate;

  const links = LINKS.filter((l) => (!disabled || !l.sharing) && (!l.owner || me?.role === 'owner'))
    .map((l) => ({ ...l, href: linkTo(l.route, { group }) }))
    .filter((l) => !!l.href);

  return (
    <div class="invitation-mine">
      {disabled && <InvitationDisabledNotice />}
      <section class="invitation-mine__card" aria-labelledby="invitation-hub-stats" aria-busy={!counts.data}>
        <h2 id="invitation-hub-stats" class="invitation-mine__title">{t('invitation:hub.stats')}</h2>
        <ExceptionLoaded
          state={counts}
          title={t('invitation:hub.load_failed')}
          onRetry={() => invitationCount.refresh(group)}
          skeleton={<Skeleton lines={2} />}
        >
          {(count) => (
            <dl class="invitation-mine__stats">
              <div class="invitation-mine__stat"><dt>{t('invitation:hub.available')}</dt><dd>{count.available}</dd></div>
              <div class="invitation-mine__stat"><dt>{t('invitation:hub.used')}</dt><dd>{count.used}</dd></div>
              <div class="invitation-mine__stat"><dt>{t('invitation:hub.invitees')}</dt><dd>{count.invitees}</dd></div>
              <div class="invitation-mine__stat"><dt>{t('invitation:hub.buyers')}</dt><dd>{buyers.data ? buyers.data.count : '–'}</dd></div>
            </dl>
          )}
        </ExceptionLoaded>
      </section>
      <section class="invitation-mine__card" aria-labelledby="invitation-hub-bonus">
        <h2 id="invitation-hub-bonus" class="invitation-mine__title">{t('invitation:bonus.title')}</h2>
        <ExceptionLoaded
          state={buyers}
          title={t('invitation:bonus.load_failed')}
          onRetry={() => entryProduct && inviteRecordCount.refresh(group, entryProduct)}
          skeleton={<Skeleton lines={1} />}
        >
          {(records) => <InvitationBonusList bonus={records.bonus} />}
        </ExceptionLoaded>
        <p class="invitation-mine__muted">{t('invitation:bonus.rule', { rate: `${percentOfRate(rate)}%` })}</p>
      </section>
      <nav class="invitation-mine__links" aria-label={t('invitation:hub.links')}>
        {links.map((l) => (
          <a key={l.route} class="invitation-mine__link" href={l.href!}>{t(l.label)}</a>
        ))}
      </nav>
    </div>
  );
}
