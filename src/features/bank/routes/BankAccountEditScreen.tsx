import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { go, to } from '../../../lib/paths';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionNotice } from '../../exception';
import { ExceptionLoaded } from '../../exception/parts';
import { BankCardForm } from '../components/BankCardForm';
import type { BankAccount } from '../../../../contract/bank';
import { bankAccounts } from '../model';

/** `group-accounts-edit`: adds a card, or edits the one named by `?id=`. */
export default function BankAccountEditScreen() {
  const { params, query } = useRoute();
  const group = params.group;
  const id = query.id || null;
  const state = useGroupResource(bankAccounts, id ? group : null);
  const back = () => go('group-accounts', { group }, undefined, true);

  if (!id) return <BankCardForm group={group} onSaved={back} />;
  return (
    <ExceptionLoaded state={state} title={t('bank:list.load_failed')} onRetry={() => bankAccounts.refresh(group)} skeleton={<Skeleton lines={6} />}>
      {(cards) => <BankAccountEdit group={group} id={id} cards={cards} back={back} />}
    </ExceptionLoaded>
  );
}

/** The card's form, or "not found" when the member has no such card. */
function BankAccountEdit({ group, id, cards, back }: { group: string; id: string; cards: BankAccount[]; back: () => void }) {
  const card = cards.find((c) => c.account_id === id);
  if (!card) {
    return (
      <ExceptionNotice
        title={t('bank:form.not_found')}
        actions={
          <a class="ui-btn ui-btn--primary" href={to('group-accounts', { group })}>
            {t('bank:form.back_to_list')}
          </a>
        }
      />
    );
  }
  return <BankCardForm key={card.account_id} group={group} card={card} onSaved={back} />;
}
