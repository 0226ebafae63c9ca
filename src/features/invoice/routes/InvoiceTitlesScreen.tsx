import { useRoute } from 'preact-iso';
import { INVOICE_TITLES_MAX } from '../../../../contract/invoice';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { invoiceTitles } from '../model';
import { ExceptionLoaded } from '../../exception/parts';
import './InvoiceScreens.css';

/** `group-invoice-title`: the member's invoice titles; each opens for editing. */
export default function InvoiceTitlesScreen() {
  const { params } = useRoute();
  const group = params.group;
  const state = useGroupResource(invoiceTitles, group);
  return (
    <ExceptionLoaded state={state} title={t('invoice:load_failed')} onRetry={() => invoiceTitles.refresh(group)} skeleton={<Skeleton lines={4} />}>
      {(titles) => (
        <div class="invoice-screen">
          <p class="invoice-screen__note">{t('invoice:title.note')}</p>
          {titles.length ? (
            <ul class="invoice-screen__titles" aria-label={t('invoice:title.label')}>
              {titles.map((title) => (
                <li key={title.title_id}>
                  <a class="invoice-screen__title" href={to('group-invoice-title-id', { group, id: title.title_id })}>
                    <span class="invoice-screen__title-name">{title.name}</span>
                    <span class="invoice-screen__title-meta">
                      {title.kind === 'company' ? t('invoice:title.tax_number_short', { number: title.tax_number }) : t('invoice:title.kinds.personal')}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p class="invoice-screen__empty">{t('invoice:title.empty')}</p>
          )}
          <div class="invoice-screen__actions">
            {titles.length < INVOICE_TITLES_MAX ? (
              <a class="ui-btn ui-btn--primary ui-btn--block" href={to('group-invoice-title-add', { group })}>
                {t('invoice:title.add_title')}
              </a>
            ) : (
              <p class="invoice-screen__note">{t('invoice:title.full', { count: INVOICE_TITLES_MAX })}</p>
            )}
          </div>
        </div>
      )}
    </ExceptionLoaded>
  );
}
