import type { Invoice } from '../../../../contract/invoice';
import { t } from '../../../lib/i18n';
import './InvoiceStateBadge.css';

/** Not asked for yet, requested, or issued (green). */
export function InvoiceStateBadge({ invoice }: { invoice: Invoice | null }) {
  const state = invoice ? invoice.state : 'none';
  return <span class={`invoice-badge invoice-badge--${state}`}>{t(`invoice:state.${state}`)}</span>;
}
