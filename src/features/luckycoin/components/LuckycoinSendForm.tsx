import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { apiErrorText } from '../../../lib/http';
import { useGroupResource } from '../../../lib/resource';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { OptionChoice } from '../../../ui/OptionChoice';
import { ApiErrorLines } from '../../../ui/ApiErrorLines';
import { BuyWalletHint } from '../../buy';
import { groupSettings } from '../../group';
import { assetPrices } from '../../order';
import {
  DEFAULT_LUCKYCOIN_MIN_USD, LUCKYCOIN_GREETING_MAX, LUCKYCOIN_MODES, luckycoinAssets, luckycoinProblem, maxSharesOf, sendLuckycoinPack,
  type LuckycoinDraft, type LuckycoinProblem,
} from '../model';
import type { LuckycoinMode } from '../../../../contract/luckycoin';
import './LuckycoinSendForm.css';

function problemText(problem: LuckycoinProblem): string {
  return 'values' in problem ? t(`luckycoin:send.errors.${problem.key}`, problem.values) : t(`luckycoin:send.errors.${problem.key}`);
}

/** §2 send a lucky-coin pack: asset, total, shares, mode and greeting; one action creates and pays it. */
export function LuckycoinSendForm({ group }: { group: string }) {
  const assets = useGroupResource(luckycoinAssets, group);
  const prices = useGroupResource(assetPrices, group);
  // The most shares and least amount are the admins' to change (admin/luckycoin): read them afresh each time the form shows.
  const settings = useGroupResource(groupSettings, group, true);
  const draft = useSignal<LuckycoinDraft>({
    assetId: '', amount: '', shares: '', mode: 'random', greeting: t('luckycoin:send.greeting_default'),
  });
  const tried = useSignal(false);
  const sending = useSignal(false);
  const refusal = useSignal<unknown>(null);

  const list = assets.data || [];

  if (!assets.data && assets.error) {
    return (
      <div class="luckycoin-send__failed" role="alert">
        <ApiErrorLines error={assets.error} />
        <Button variant="secondary" onClick={() => luckycoinAssets.refresh(group)}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  if (!assets.data) return <Skeleton lines={6} />;
  if (!list.length) return <p class="luckycoin-send__none">{t('luckycoin:send.no_assets')}</p>;

  // Until one is chosen, the first offered coin is the pack's.
  const d = draft.value.assetId ? draft.value : { ...draft.value, assetId: list[0].asset_id };
  const asset = list.find((a) => a.asset_id === d.assetId);
  const usd = (prices.data || []).find((a) => a.asset_id.toLowerCase() === 'usd' || a.symbol.toLowerCase() === 'usd');
  const maxShares = maxSharesOf(settings.data?.luckycoin_max_shares);
  const problem = luckycoinProblem(d, {
    asset,
    usdPriceCny: usd ? usd.price_cny : null,
    maxShares,
    minUsd: settings.data?.luckycoin_min_usd || DEFAULT_LUCKYCOIN_MIN_USD,
  });
  const shown = tried.value ? problem : null;
  const set = (patch: Partial<LuckycoinDraft>) => {
    draft.value = { ...d, ...patch };
    refusal.value = null;
  };

  const submit = (e: Event) => {
    e.preventDefault();
    tried.value = true;
    if (problem || sending.value) return;
    sending.value = true;
    refusal.value = null;
    sendLuckycoinPack(group, d).then(
      () => {
        sending.value = false;
      },
      (err: unknown) => {
        sending.value = false;
        refusal.value = err;
      },
    );
  };

  const fieldError = (field: LuckycoinProblem['field']) =>
    shown && shown.field === field ? (
      <p id={`luckycoin-${field}-error`} class="luckycoin-send__error" role="alert">
        {problemText(shown)}
      </p>
    ) : null;
  const describedBy = (field: LuckycoinProblem['field']) => (shown && shown.field === field ? `luckycoin-${field}-error` : undefined);

  return (
    <form class="luckycoin-send" onSubmit={submit} noValidate>
      <label class="luckycoin-send__label" for="luckycoin-asset">
        {t('luckycoin:send.asset')}
      </label>
      <select id="luckycoin-asset" class="luckycoin-send__input" value={d.assetId} onChange={(e) => set({ assetId: e.currentTarget.value })}>
        {list.map((a) => (
          <option key={a.asset_id} value={a.asset_id}>
            {a.symbol}
          </option>
        ))}
      </select>
      {fieldError('asset')}

      <label class="luckycoin-send__label" for="luckycoin-amount">
        {t('luckycoin:send.amount', { symbol: asset ? asset.symbol : '' })}
      </label>
      <input
        id="luckycoin-amount"
        class="luckycoin-send__input"
        inputMode="decimal"
        autoComplete="off"
        value={d.amount}
        aria-invalid={shown && shown.field === 'amount' ? 'true' : undefined}
        aria-describedby={describedBy('amount')}
        onInput={(e) => set({ amount: e.currentTarget.value })}
      />
      {fieldError('amount')}
      <BuyWalletHint group={group} asset={asset} amount={d.amount} />

      <label class="luckycoin-send__label" for="luckycoin-shares">
        {t('luckycoin:send.shares')}
      </label>
      <input
        id="luckycoin-shares"
        class="luckycoin-send__input"
        inputMode="numeric"
        autoComplete="off"
        value={d.shares}
        aria-invalid={shown && shown.field === 'shares' ? 'true' : undefined}
        aria-describedby={describedBy('shares') || 'luckycoin-shares-hint'}
        onInput={(e) => set({ shares: e.currentTarget.value })}
      />
      <p id="luckycoin-shares-hint" class="luckycoin-send__hint">
        {t('luckycoin:send.shares_hint', { max: maxShares })}
      </p>
      {fieldError('shares')}

      <span class="luckycoin-send__label" aria-hidden="true">
        {t('luckycoin:send.mode')}
      </span>
      <OptionChoice
        name="luckycoin-mode"
        label={t('luckycoin:send.mode')}
        value={d.mode}
        onChange={(mode: LuckycoinMode) => set({ mode })}
        options={LUCKYCOIN_MODES.map((mode) => ({ value: mode, label: t(`luckycoin:modes.${mode}.label`) }))}
      />
      <p class="luckycoin-send__hint">{t(`luckycoin:modes.${d.mode}.explain`)}</p>

      <label class="luckycoin-send__label" for="luckycoin-greeting">
        {t('luckycoin:send.greeting')}
      </label>
      <input
        id="luckycoin-greeting"
        class="luckycoin-send__input"
        maxLength={LUCKYCOIN_GREETING_MAX}
        value={d.greeting}
        onInput={(e) => set({ greeting: e.currentTarget.value })}
      />

      {refusal.value !== null && (
        <p class="luckycoin-send__error" role="alert">
          {apiErrorText(refusal.value)}
        </p>
      )}
      <Button type="submit" block loading={sending.value}>
        {t('luckycoin:send.submit')}
      </Button>
    </form>
  );
}
