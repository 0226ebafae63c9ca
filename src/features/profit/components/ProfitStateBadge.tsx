import { t } from '../../../lib/i18n';
import type { ProfitState } from '../../../../contract/profit';
import { profitTone } from '../model';
import './ProfitStateBadge.css';

/** §4: a record's or month's state; claimed in green, the others as warnings, distributed read as "not claimed". */
export function ProfitStateBadge({ state }: { state: ProfitState }) {
  return (
    <span class={`profit-state profit-state--${profitTone(state)}`} data-state={state}>
      {t(`profit:states.${state}`)}
    </span>
  );
}
