import { useId } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import './KycNotices.css';

const NOTICES = ['kyc:notices.region', 'kyc:notices.id_card', 'kyc:notices.share', 'kyc:notices.review'] as const;

/** What a person should know before verifying (§2 notice list; §1 mainland China only; §9 about 15 minutes). */
export function KycNotices() {
  const id = useId();
  return (
    <section class="kyc-notices" aria-labelledby={id}>
      <h2 id={id} class="kyc-notices__title">
        {t('kyc:notices.title')}
      </h2>
      <ul class="kyc-notices__list">
        {NOTICES.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </section>
  );
}
