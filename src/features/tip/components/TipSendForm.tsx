import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { formatAssetAmount, memberPrice, memberPriceText } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { host, openInHost } from '../../../lib/host';
import { t } from '../../../lib/i18n';
import { linkTo } from '../../../lib/paths';
import { useGroupResource, useResource, type ResourceState } from '../../../lib/resource';
import { currency } from '../../../lib/settings';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { QrCode } from '../../../ui/QrCode';
import { Skeleton } from '../../../ui/Skeleton';
import { useForm } from '../../../ui/useForm';
import { account } from '../../account';
import { ExceptionLoaded } from '../../exception/parts';
import { BuyWalletHint } from '../../buy';
import { groupSettings } from '../../group';
import { memberProfile } from '../../member';
import { assetPrices } from '../../order';
import { DEFAULT_TIP_MIN_USD, sendTip, tipAmountProblem, tipAssets, tipMinimum, tipPayUrl, tipPresets, type TipAmountProblem } from '../model';
import { ErrorCode } from '../../../../contract/errors';
import { TIP_MESSAGE_MAX_LENGTH, type TipTransfer } from '../../../../contract/tip';
import { TipRecipientPicker } from './TipRecipientPicker';
import { assetAmountMax } from '../../../../contract/amount';
import type { Asset } from '../../../../contract/asset';
import './TipSendForm.css';

function problemText(problem: TipAmountProblem, asset: Asset, minimum: string | null): string {
  // Trimmed: '2 USDT', never '2.00000000 USDT' (issue 26 point 8).
  if (problem === 'low') return t('tip:send.too_low', { min: minimum === null ? '' : formatAssetAmount(minimum, asset), symbol: asset.symbol });
  if (problem === 'precision') return t('tip:send.precision', { count: asset.precision });
  if (problem === 'too_large') return t('tip:send.too_large', { max: assetAmountMax(asset), symbol: asset.symbol });
  return t(`tip:send.${problem}`);
}

/** After "Send": the wallet opened (or its QR code outside the wallet), the tip pending until it pays. */
function TipSendResult({ group, transfer, onAgain }: { group: string; transfer: TipTransfer; onAgain: () => void }) {
  const url = tipPayUrl(group, transfer.pay_url);
  const rank = linkTo('group-tip-rank', { group });
  const paid = transfer.state === 'PAID';
  return (
    <section class="tip-send__result" aria-live="polite">
      <h2 class="tip-send__title">{paid ? t('tip:result.sent_title') : t('tip:result.pending_title')}</h2>
      <p class="tip-send__hint">{paid ? t('tip:result.sent_body') : t('tip:result.pending_body')}</p>
      {!paid && host.value.kind !== 'wallet' && (
        <div class="tip-send__pay">
          <p class="tip-send__hint">{t('tip:result.pay_body')}</p>
          <QrCode value={url} size={180} label={t('tip:result.qr_label')} />
          <a class="ui-btn ui-btn--primary ui-btn--block" href={url} rel="noopener noreferrer">
            {t('tip:result.pay_link')}
          </a>
        </div>
      )}
      {rank && (
        <a class="ui-btn ui-btn--secondary ui-btn--block" href={rank}>
          {t('tip:result.rank_link')}
        </a>
      )}
      <Button variant="secondary" block onClick={onAgain}>
        {t('tip:result.again')}
      </Button>
    </section>
  );
}

/**
 * Issue 11 point 5: send kudos to a member — asset, amount (at least the group's minimum), a message.
 * A problem with the amount is said under it on sending (or on leaving the field), a refusal under
 * the amount when it is about the amount, else under the form; what was typed stays.
 */
export function TipSendForm({ group, to }: { group: string; to: string | null }) {
  const ids = useId();
  const me = useGroupResource(account, group).data;
  const recipient = useResource(memberProfile, group, to);
  const assets = useGroupResource(tipAssets, group);
  const prices = useGroupResource(assetPrices, group).data || [];
  // The minimum is the admins' to change (admin/tip): read it afresh each time the form shows.
  const settings = useGroupResource(groupSettings, group, true).data;
  const form = useForm({ assetId: '', amount: '', message: '' });
  const transfer = useSignal<TipTransfer | null>(null);

  // Opened with no one chosen (the welcome tour, the chat's mute notice): pick whom to thank.
  if (!to) return <TipRecipientPicker group={group} />;
  if (me && me.user_id === to) {
    return <p class="tip-send tip-send__notice" role="alert">{t('tip:send.self')}</p>;
  }
  const retry = () => {
    if (recipient.error) memberProfile.refresh(group, to);
    if (assets.error) tipAssets.refresh(group);
  };
  const person = recipient.data;
  if (!person || !assets.data) {
    // Whichever of the two failed (its failure with Retry, the way home when the member is gone), else the one still coming.
    const waiting: ResourceState<unknown> = !person && recipient.error ? recipient : !assets.data && assets.error ? assets : !person ? recipient : assets;
    const skeleton = (
      <div class="tip-send" aria-busy="true">
        <Skeleton block="64px" width="64px" />
        <Skeleton lines={4} />
      </div>
    );
    return (
      <ExceptionLoaded state={waiting} title={t('tip:send.load_failed')} onRetry={retry} skeleton={skeleton}>
        {() => null}
      </ExceptionLoaded>
    );
  }
  if (transfer.value) {
    return (
      <div class="tip-send">
        <TipSendResult group={group} transfer={transfer.value} onAgain={() => {
          transfer.value = null;
          form.reset({ amount: '', message: '' });
        }} />
      </div>
    );
  }
  const list = assets.data;
  if (list.length === 0) return <p class="tip-send tip-send__notice">{t('tip:send.no_assets')}</p>;

  const asset = list.find((a) => a.asset_id === form.values.assetId) || list[0];
  const usd = prices.find((a) => a.asset_id.toLowerCase() === 'usd' || a.symbol.toLowerCase() === 'usd');
  const minUsd = (settings && settings.tip_min_usd) || DEFAULT_TIP_MIN_USD;
  const minimum = tipMinimum(minUsd, usd ? usd.price_cny : null, asset);
  const priced = prices.some((a) => a.asset_id === asset.asset_id) ? prices : prices.concat(asset);
  const priceText = (value: string) => memberPriceText(memberPrice(value, asset, currency.value, priced));
  const amount = form.values.amount;
  const problem = tipAmountProblem(amount, asset, minimum);
  const amountProblem = (text: string) => {
    const found = tipAmountProblem(text, asset, minimum);
    return found ? problemText(found, asset, minimum) : undefined;
  };

  const submit = form.submit({
    check: (v) => ({ amount: amountProblem(v.amount) }),
    send: (v) => {
      const text = v.message.trim();
      return sendTip(group, { recipient_id: to, asset_id: asset.asset_id, amount: v.amount.trim(), ...(text ? { message: text } : {}) });
    },
    done: (result) => {
      transfer.value = result;
      // Inside the wallet its pay page opens in place, as the checkout does for an order.
      if (result.state !== 'PAID' && host.value.kind === 'wallet') openInHost(tipPayUrl(group, result.pay_url));
    },
    refusal: (err) => (err instanceof ApiError && err.code === ErrorCode.tipAmountTooLow ? { amount: err } : { form: err }),
  });

  const hint = problem === null ? priceText(amount.trim()) : minimum ? t('tip:send.minimum', { amount: priceText(minimum) }) : '';
  const hintId = form.errors.amount ? undefined : `${ids}-amount-note`;
  return (
    <form class="tip-send" onSubmit={submit} noValidate>
      <header class="tip-send__to">
        <Avatar url={person.avatar_url} name={person.full_name} size={56} />
        <div>
          <p class="tip-send__hint">{t('tip:send.to')}</p>
          <h2 class="tip-send__name">{person.full_name}</h2>
        </div>
      </header>

      <fieldset class="tip-send__set">
        <legend class="tip-send__label">{t('tip:send.asset')}</legend>
        <div class="tip-send__chips">
          {list.map((a) => (
            <label key={a.asset_id} class="tip-send__chip" data-selected={a.asset_id === asset.asset_id ? 'true' : undefined}>
              <input
                type="radio"
                name={`${ids}-asset`}
                value={a.asset_id}
                checked={a.asset_id === asset.asset_id}
                onChange={() => form.reset({ assetId: a.asset_id, amount: '' })}
              />
              {a.icon_url && <img src={a.icon_url} alt="" width={20} height={20} />}
              {a.symbol}
            </label>
          ))}
        </div>
      </fieldset>

      {minimum && (
        <fieldset class="tip-send__set">
          <legend class="tip-send__label">{t('tip:send.presets')}</legend>
          <div class="tip-send__chips">
            {tipPresets(minimum, asset.precision).map((value) => (
              <button
                key={value}
                type="button"
                class="tip-send__chip"
                aria-pressed={amount === value ? 'true' : 'false'}
                onClick={() => form.set('amount', value)}
              >
                {priceText(value)}
              </button>
            ))}
          </div>
        </fieldset>
      )}

      <div class="tip-send__field">
        <label class="tip-send__label" for={form.fieldId('amount')}>{t('tip:send.amount', { symbol: asset.symbol })}</label>
        <input
          {...form.bind('amount', { hint: hintId })}
          class="tip-send__input"
          inputMode="decimal"
          autoComplete="off"
          onBlur={() => {
            // Leaving the field says what is wrong with what was typed, as sending would.
            const said = amount.trim() ? amountProblem(amount) : undefined;
            if (said) form.fail({ ...form.errors, amount: said });
          }}
        />
        <FieldError {...form.errorOf('amount')} class="tip-send__error" />
        {hintId && <p id={hintId} class="tip-send__hint">{hint}</p>}
        <BuyWalletHint group={group} asset={asset} amount={amount} />
      </div>

      <div class="tip-send__field">
        <label class="tip-send__label" for={form.fieldId('message')}>{t('tip:send.message')}</label>
        <textarea
          {...form.bind('message')}
          class="tip-send__input"
          rows={2}
          maxLength={TIP_MESSAGE_MAX_LENGTH}
          placeholder={t('tip:send.message_placeholder')}
        />
      </div>

      <FieldError {...form.errorOf('form')} class="tip-send__error" />
      <Button type="submit" block loading={form.busy}>{t('tip:send.submit')}</Button>
    </form>
  );
}
