import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { useGroupResource } from '../../../lib/resource';
import { CopyButton } from '../../../ui/CopyButton';
import { QrCode } from '../../../ui/QrCode';
import { groupPublic } from '../../group';
import { publicLink } from '../model';
import '../components/InvitationMine.css';

/**
 * `group-qr` (§2 "qr"): the group's public link (`group-public`, a full URL) as a QR code to scan
 * or save, with the link itself and a copy button. Open to anyone: it shows only what the public
 * page shows. The QR encoder loads when the code is drawn (ui/QrCode), not with this screen.
 */
export default function GroupQrScreen() {
  const { params } = useRoute();
  const group = params.group;
  const info = useGroupResource(groupPublic, group).data;
  const name = info ? info.name : group;
  const link = publicLink(group);
  return (
    <div class="invitation-mine">
      <section class="invitation-mine__card invitation-mine__actions" aria-labelledby="group-qr-title">
        <h2 id="group-qr-title" class="invitation-mine__title">{name}</h2>
        <p class="invitation-mine__muted">{t('invitation:qr.intro')}</p>
        <div class="invitation-mine__qr">
          <QrCode value={link} size={200} label={t('invitation:qr.label', { name })} />
        </div>
        <p class="invitation-mine__link-text">{link}</p>
        <CopyButton text={link} class="ui-btn ui-btn--primary ui-btn--block">{t('invitation:qr.copy_link')}</CopyButton>
        <a class="ui-btn ui-btn--secondary ui-btn--block" href={to('group-public', { group })}>{t('invitation:qr.open')}</a>
      </section>
    </div>
  );
}
