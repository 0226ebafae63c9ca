import { formatPlainAmount } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { BottomSheet } from '../../../ui/BottomSheet';
import { buyChoices, type BuyChoice, type BuyTarget } from '../hint';
import './Buy.css';

export interface BuySheetProps {
  target: BuyTarget;
  onChoose: (choice: BuyChoice) => void;
  onClose: () => void;
}

function choiceText(choice: BuyChoice, symbol: string): { label: string; note: string } {
  if (choice === 'c2c') return { label: t('coupon:buy.c2c'), note: t('coupon:buy.c2c_note') };
  if (choice === 'atm') return { label: t('coupon:buy.atm', { symbol }), note: t('coupon:buy.atm_note') };
  return { label: t('coupon:buy.rc'), note: '' };
}

/** §4 buy hint 'approach': the ways to buy what the wallet lacks. */
export function BuySheet({ target, onChoose, onClose }: BuySheetProps) {
  return (
    <BottomSheet open onClose={onClose} title={t('coupon:buy.sheet_title', { amount: formatPlainAmount(target.amount), symbol: target.symbol })}>
      <ul class="buy-sheet__choices">
        {buyChoices(target.symbol).map((choice) => {
          const text = choiceText(choice, target.symbol);
          return (
            <li key={choice}>
              <button type="button" class="buy-sheet__choice" onClick={() => onChoose(choice)}>
                <span class="buy-sheet__label">{text.label}</span>
                {text.note && <span class="buy-sheet__note">{text.note}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </BottomSheet>
  );
}
