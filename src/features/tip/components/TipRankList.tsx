import { useSignal } from '@preact/signals';
import { memberPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useGroupResource, useResource } from '../../../lib/resource';
import { currency } from '../../../lib/settings';
import { Avatar } from '../../../ui/Avatar';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoaded } from '../../exception/parts';
import { assetPrices } from '../../order';
import { tipRanks } from '../model';
import { TIP_RANK_PERIODS, type TipRank, type TipRankEntry, type TipRankPeriod } from '../../../../contract/tip';
import type { PricedAsset } from '../../../lib/format';
import './TipRankList.css';

/** CNY is priced 1 in CNY even when the list of assets does not hold it. */
const CNY: PricedAsset = { asset_id: 'cny', symbol: 'CNY', price_cny: '1', precision: 2 };

function TipRankRow({ entry, assets, mine }: { entry: TipRankEntry; assets: readonly PricedAsset[]; mine?: boolean }) {
  return (
    <li class="tip-rank__row" data-mine={mine ? 'true' : undefined} aria-current={mine ? 'true' : undefined}>
      <span class="tip-rank__place" aria-label={t('tip:rank.place', { rank: entry.rank })}>{entry.rank}</span>
      <Avatar url={entry.avatar_url} name={entry.full_name} size={40} lazy />
      <span class="tip-rank__who">
        <span class="tip-rank__name">{mine ? t('tip:rank.me', { name: entry.full_name }) : entry.full_name}</span>
        <span class="tip-rank__count">{t('tip:rank.count', { count: entry.tip_count })}</span>
      </span>
      <span class="tip-rank__value">{memberPrice(entry.total_value_cny, CNY, currency.value, assets).main}</span>
    </li>
  );
}

function TipRankBody({ rank, assets }: { rank: TipRank; assets: readonly PricedAsset[] }) {
  if (rank.items.length === 0) return <p class="tip-rank__notice">{t('tip:rank.empty')}</p>;
  const mine = rank.me;
  const listed = !!mine && rank.items.some((e) => e.user_id === mine.user_id);
  return (
    <>
      <ol class="tip-rank__list">
        {rank.items.map((entry) => (
          <TipRankRow key={entry.user_id} entry={entry} assets={assets} mine={!!mine && entry.user_id === mine.user_id} />
        ))}
      </ol>
      {mine && !listed && (
        <ol class="tip-rank__list tip-rank__mine" aria-label={t('tip:rank.my_place')}>
          <TipRankRow entry={mine} assets={assets} mine />
        </ol>
      )}
    </>
  );
}

/** Issue 11 point 5: who sent the most kudos in the week, the month or ever, and the caller's place. */
export function TipRankList({ group }: { group: string }) {
  const period = useSignal<TipRankPeriod>('week');
  // Fresh each time it shows: others' kudos (and one's own, once the wallet confirms it) move it.
  const state = useResource(tipRanks, group, period.value, true);
  const assets = useGroupResource(assetPrices, group).data || [];

  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const at = TIP_RANK_PERIODS.indexOf(period.value);
    const next = TIP_RANK_PERIODS[(at + step + TIP_RANK_PERIODS.length) % TIP_RANK_PERIODS.length];
    period.value = next;
    const tab = (e.currentTarget as HTMLElement).querySelector<HTMLElement>(`[data-period="${next}"]`);
    if (tab) tab.focus();
  };

  const body = (
    <ExceptionLoaded
      state={state}
      title={t('tip:rank.load_failed')}
      onRetry={() => tipRanks.refresh(group, period.value)}
      skeleton={
        <ul class="tip-rank__list" aria-busy="true" aria-label={t('tip:rank.loading')}>
          {[0, 1, 2, 3, 4].map((i) => (
            <li key={i} class="tip-rank__row">
              <Skeleton block="40px" width="40px" />
              <Skeleton lines={2} />
            </li>
          ))}
        </ul>
      }
    >
      {(rank) => <TipRankBody rank={rank} assets={assets} />}
    </ExceptionLoaded>
  );

  return (
    <div class="tip-rank">
      <div class="tip-rank__tabs" role="tablist" aria-label={t('tip:rank.periods')} onKeyDown={onKeyDown}>
        {TIP_RANK_PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            role="tab"
            data-period={p}
            aria-selected={p === period.value ? 'true' : 'false'}
            tabIndex={p === period.value ? 0 : -1}
            class="tip-rank__tab"
            onClick={() => (period.value = p)}
          >
            {t(`tip:rank.${p}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`tip:rank.${period.value}`)}>{body}</div>
    </div>
  );
}
