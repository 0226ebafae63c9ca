import { useRoute } from 'preact-iso';
import { BANK_CARDS_MAX, type BankAccount } from '../../../../contract/bank';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoaded } from '../../exception/parts';
import { BankCardItem } from '../components/BankCardItem';
import { bankAccounts } from '../model';
import './BankAccountsScreen.css';

/** `group-accounts`: the member's bank cards for payouts (issue 13 point 5). */
export default function BankAccountsScreen() {
  const { params } = useRoute();
  const group = params.group;
  const state = useGroupResource(bankAccounts, group);
  return (
    <ExceptionLoaded
      state={state}
      title={t('bank:list.load_failed')}
      onRetry={() => bankAccounts.refresh(group)}
      skeleton={<div class="bank-screen"><Skeleton lines={4} /></div>}
    >
      {(cards) => <BankAccountsList group={group} cards={cards} />}
    </ExceptionLoaded>
  );
}

function BankAccountsList({ group, cards }: { group: string; cards: BankAccount[] }) {
  return (
    <div class="bank-screen">
      <p class="bank-screen__note">{t('bank:list.note')}</p>
      {cards.length > 0 ? (
        <ul class="bank-screen__list" aria-label={t('bank:list.label')}>
          {cards.map((card) => (
            <BankCardItem key={card.account_id} group={group} card={card} />
          ))}
        </ul>
      ) : (
        <p class="bank-screen__empty">{t('bank:list.empty')}</p>
      )}
      <div class="bank-screen__add">
        {cards.length < BANK_CARDS_MAX ? (
          <a class="ui-btn ui-btn--primary ui-btn--block" href={to('group-accounts-edit', { group })}>
            {t('bank:list.add')}
          </a>
        ) : (
          <p class="bank-screen__note">{t('bank:list.full', { count: BANK_CARDS_MAX })}</p>
        )}
      </div>
    </div>
  );
}
