import { useId } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import './JoinQuantityPicker.css';

export interface JoinQuantityPickerProps {
  /** Years offered. */
  options: readonly number[];
  value: number | null;
  onChange: (years: number) => void;
  legend: string;
  disabled?: boolean;
}

/** How many years to buy, as a row of radio chips (one tap each at 360 px). */
export function JoinQuantityPicker({ options, value, onChange, legend, disabled }: JoinQuantityPickerProps) {
  const name = useId();
  return (
    <fieldset class="join-quantity" disabled={disabled}>
      <legend class="join-quantity__legend">{legend}</legend>
      <div class="join-quantity__options">
        {options.map((years) => (
          <label key={years} class={value === years ? 'join-quantity__option join-quantity__option--on' : 'join-quantity__option'}>
            <input
              type="radio"
              class="join-quantity__radio"
              name={name}
              value={String(years)}
              checked={value === years}
              onChange={() => onChange(years)}
            />
            {t('join:ticket.years', { count: years })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
