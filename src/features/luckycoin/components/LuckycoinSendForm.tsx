import { t } from '../../../lib/i18n';
import { ApiError } from '../../../lib/http';
import { useGroupResource } from '../../../lib/resource';
import { ExceptionLoaded } from '../../exception/parts';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { OptionChoice } from '../../../ui/OptionChoice';
import { FieldError } from '../../../ui/FieldError';
import { useForm } from '../../../ui/useForm';
import { BuyWalletHint } from '../../buy';
import { groupSettings } from '../../group';
import { assetPrices } from '../../order';
import {
  DEFAULT_LUCKYCOIN_MIN_USD, LUCKYCOIN_GREETING_MAX, LUCKYCOIN_MODES, luckycoinAssets, luckycoinProblem, maxSharesOf, sendLuckycoinPack,
  type LuckycoinDraft, type LuckycoinProblem,
} from '../model';
import { ErrorCode } from '../../../../contract/errors';
import type { LuckycoinMode } from '../../../../contract/luckycoin';
import './LuckycoinSendForm.css';

type Draft = Pick<LuckycoinDraft, keyof LuckycoinDraft>;

/** The server's refusals that are about one field, said under it. */
const REFUSED_FIELDS: Partial<Record<number, 'assetId' | 'amount' | 'shares'>> = {
  [ErrorCode.luckycoinAssetUnavailable]: 'assetId',
  [ErrorCode.luckycoinBelowMinimum]: 'amount',
  [ErrorCode.luckycoinAmountBelowShares]: 'amount',
  [ErrorCode.luckycoinTooManyShares]: 'shares',
};

function problemText(problem: LuckycoinProblem): string {
  return 'values' in problem ? t(`luckycoin:send.errors.${problem.key}`, problem.values) : t(`luckycoin:send.errors.${problem.key}`);
}

/**
 * §2 send a lucky-coin pack: asset, total, shares, mode and greeting; one action creates and pays
 * it. A broken rule is said under its field before anything is sent, a refusal under the field it
 * is about (else under the form); what was typed stays.
 */
export function LuckycoinSendForm({ group }: { group: string }) {
  const assets = useGroupResource(luckycoinAssets, group);
  const prices = useGroupResource(assetPrices, group);
  // The most shares and least amount are the admins' to change (admin/luckycoin): read them afresh each time the form shows.
  const settings = useGroupResource(groupSettings, group, true);
  const form = useForm<Draft>({
    assetId: '', amount: '', shares: '', mode: 'random', greeting: t('luckycoin:send.greeting_default'),
  });

  const list = assets.data || [];

  if (!assets.data) {
    return (
      <ExceptionLoaded state={assets} title={t('luckycoin:send.load_failed')} onRetry={() => luckycoinAssets.refresh(group)} skeleton={<Skeleton lines={6} />}>
        {() => null}
      </ExceptionLoaded>
    );
  }
  if (!list.length) return <p class="luckycoin-send__none">{t('luckycoin:send.no_assets')}</p>;

  // Until one is chosen, the first offered coin is the pack's.
  const draftOf = (v: Draft): Draft => (v.assetId ? v : { ...v, assetId: list[0].asset_id });
  const d = draftOf(form.values);
  const asset = list.find((a) => a.asset_id === d.assetId);
  const usd = (prices.data || []).find((a) => a.asset_id.toLowerCase() === 'usd' || a.symbol.toLowerCase() === 'usd');
  const maxShares = maxSharesOf(settings.data?.luckycoin_max_shares);
  const limits = {
    asset,
    usdPriceCny: usd ? usd.price_cny : null,
    maxShares,
    minUsd: settings.data?.luckycoin_min_usd || DEFAULT_LUCKYCOIN_MIN_USD,
  };

  const submit = form.submit({
    check: (v) => {
      const problem = luckycoinProblem(draftOf(v), limits);
      return problem ? { [problem.field === 'asset' ? 'assetId' : problem.field]: problemText(problem) } : null;
    },
    send: (v) => sendLuckycoinPack(group, draftOf(v)),
    refusal: (err) => {
      const field = err instanceof ApiError ? REFUSED_FIELDS[err.code] : undefined;
      return { [field || 'form']: err };
    },
  });

  const sharesHint = `${form.id}-shares-hint`;
  return (
    <form class="luckycoin-send" onSubmit={submit} noValidate>
      <label class="luckycoin-send__label" for={form.fieldId('assetId')}>
        {t('luckycoin:send.asset')}
      </label>
      <select {...form.bind('assetId')} class="luckycoin-send__input" value={d.assetId}>
        {list.map((a) => (
          <option key={a.asset_id} value={a.asset_id}>
            {a.symbol}
          </option>
        ))}
      </select>
      <FieldError {...form.errorOf('assetId')} class="luckycoin-send__error" />

      <label class="luckycoin-send__label" for={form.fieldId('amount')}>
        {t('luckycoin:send.amount', { symbol: asset ? asset.symbol : '' })}
      </label>
      <input {...form.bind('amount')} class="luckycoin-send__input" inputMode="decimal" autoComplete="off" />
      <FieldError {...form.errorOf('amount')} class="luckycoin-send__error" />
      <BuyWalletHint group={group} asset={asset} amount={d.amount} />

      <label class="luckycoin-send__label" for={form.fieldId('shares')}>
        {t('luckycoin:send.shares')}
      </label>
      <input {...form.bind('shares', { hint: sharesHint })} class="luckycoin-send__input" inputMode="numeric" autoComplete="off" />
      <p id={sharesHint} class="luckycoin-send__hint">
        {t('luckycoin:send.shares_hint', { max: maxShares })}
      </p>
      <FieldError {...form.errorOf('shares')} class="luckycoin-send__error" />

      <span class="luckycoin-send__label" aria-hidden="true">
        {t('luckycoin:send.mode')}
      </span>
      <OptionChoice
        name="luckycoin-mode"
        label={t('luckycoin:send.mode')}
        value={d.mode}
        onChange={(mode: LuckycoinMode) => form.set('mode', mode)}
        options={LUCKYCOIN_MODES.map((mode) => ({ value: mode, label: t(`luckycoin:modes.${mode}.label`) }))}
      />
      <p class="luckycoin-send__hint">{t(`luckycoin:modes.${d.mode}.explain`)}</p>

      <label class="luckycoin-send__label" for={form.fieldId('greeting')}>
        {t('luckycoin:send.greeting')}
      </label>
      <input {...form.bind('greeting')} class="luckycoin-send__input" maxLength={LUCKYCOIN_GREETING_MAX} />

      <FieldError {...form.errorOf('form')} class="luckycoin-send__error" />
      <Button type="submit" block loading={form.busy}>
        {t('luckycoin:send.submit')}
      </Button>
    </form>
  );
}
