import { useSignal } from '@preact/signals';
import { ErrorCode } from '../../../../contract/errors';
import { compare, normalize } from '../../../../contract/money';
import { VAULT_DESTINATION_MAX_LENGTH, type Vault, type VaultOverview, type VaultWithdrawResult } from '../../../../contract/vault';
import { formatDateTime, type PricedAsset } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import type { Currency } from '../../../lib/settings';
import { ApiErrorLines } from '../../../ui/ApiErrorLines';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast';
import { amountText, newWithdrawalRequestId, valueText, vaultOverview, withdraw } from '../model';
import { destinationProblem, maxAmount, pinProblem, typedAmount, vaultAmountProblem, type VaultAmountProblem } from '../rules';
import { VaultPinField } from './VaultPinField';
import { VaultWithdrawDone } from './VaultWithdrawDone';
import './Vault.css';

export interface VaultWithdrawFormProps {
  group: string;
  overview: VaultOverview;
  profit: Vault;
  currency: Currency;
  prices: readonly PricedAsset[];
}

type Errors = { amount?: string; destination?: string; pin?: string; form?: unknown };

/**
 * A withdrawal from the profit vault: the asset, the amount (the asset's precision enforced as it is
 * typed, Max for the whole balance), where it goes, and the PIN; then a confirmation. Each problem
 * is said under its field with what was typed kept; a wrong PIN says how many tries are left, a lock
 * until when. A retry of the same withdrawal (a lost answer) sends the same request id, so the
 * server withdraws once.
 */
export function VaultWithdrawForm({ group, overview, profit, currency, prices }: VaultWithdrawFormProps) {
  const held = profit.assets.filter((a) => a.withdrawable && compare(a.balance, '0') > 0);
  // CNY and RC were paid to the merchant accounts, which settle them: said, not offered.
  const elsewhere = profit.assets.filter((a) => !a.withdrawable && compare(a.balance, '0') > 0).map((a) => a.symbol);
  const elsewhereNote = elsewhere.length > 0 && (
    <p class="vault-card__hint">{t('admin_money:withdraw.settled_elsewhere', { symbols: elsewhere.join(', ') })}</p>
  );
  const assetId = useSignal(held.length ? held[0]!.asset_id : '');
  const amount = useSignal('');
  const destination = useSignal('');
  const pin = useSignal('');
  const errors = useSignal<Errors>({});
  const busy = useSignal(false);
  const done = useSignal<VaultWithdrawResult | null>(null);
  const request = useSignal<{ key: string; id: string } | null>(null);

  if (done.value) {
    return (
      <VaultWithdrawDone
        group={group}
        result={done.value}
        onAnother={() => {
          done.value = null;
          amount.value = '';
        }}
      />
    );
  }
  const asset = held.find((a) => a.asset_id === assetId.value) || held[0];
  if (!asset) {
    return (
      <>
        <p class="vault-notice">{t('admin_money:vaults.nothing')}</p>
        {elsewhereNote}
      </>
    );
  }
  const lockedUntil = overview.pin.locked_until;

  const amountProblemText = (problem: VaultAmountProblem, balance: string) => {
    if (problem === 'precision') return t('admin_money:withdraw.problems.precision', { symbol: asset.symbol, count: asset.precision });
    if (problem === 'balance') return t('admin_money:withdraw.problems.balance', { amount: amountText(balance, asset) });
    return t(`admin_money:withdraw.problems.${problem}`);
  };

  const refusal = (err: unknown): Errors => {
    const code = err instanceof ApiError ? err.code : 0;
    const now = vaultOverview.of(group).data;
    if (code === ErrorCode.vaultPinWrong) {
      return { pin: t('admin_money:withdraw.tries_left', { count: now ? now.pin.tries_left : 0 }) };
    }
    // The lock's notice, with its end, shows above the form (the vaults are read again).
    if (code === ErrorCode.vaultPinLocked && now && now.pin.locked_until) return {};
    if (code === ErrorCode.vaultBalanceTooLow) {
      const fresh = now && now.vaults.find((v) => v.withdrawable)!.assets.find((a) => a.asset_id === asset.asset_id);
      return { amount: amountProblemText('balance', fresh ? fresh.balance : '0') };
    }
    return { form: err };
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    const amountProblem = vaultAmountProblem(amount.value, asset.precision, asset.balance);
    const destProblem = destinationProblem(destination.value);
    const next: Errors = {};
    if (amountProblem) next.amount = amountProblemText(amountProblem, asset.balance);
    if (destProblem === 'empty') next.destination = t('admin_money:withdraw.problems.destination_empty');
    if (destProblem === 'too_long') next.destination = t('admin_money:withdraw.problems.destination_too_long', { max: VAULT_DESTINATION_MAX_LENGTH });
    if (pinProblem(pin.value)) next.pin = t('admin_money:pin.digits');
    errors.value = next;
    if (next.amount || next.destination || next.pin) return;

    const where = destination.value.trim();
    const shown = amountText(normalize(amount.value.trim()), asset);
    const go = await confirm({
      title: t('admin_money:withdraw.confirm_title'),
      message: t('admin_money:withdraw.confirm', { amount: shown, destination: where }),
      confirmText: t('admin_money:withdraw.submit'),
    });
    if (!go) return;
    const key = `${asset.asset_id}|${amount.value.trim()}|${where}`;
    if (!request.value || request.value.key !== key) request.value = { key, id: newWithdrawalRequestId() };
    busy.value = true;
    withdraw(group, { asset_id: asset.asset_id, amount: amount.value.trim(), pin: pin.value, destination: where, request_id: request.value.id }).then(
      (result) => {
        busy.value = false;
        pin.value = '';
        request.value = null;
        done.value = result;
        toast(t('admin_money:withdraw.done_title'), 'success');
      },
      (err: unknown) => {
        busy.value = false;
        pin.value = '';
        errors.value = refusal(err);
      },
    );
  };

  const clear = (field: keyof Errors) => {
    if (errors.value[field] !== undefined) errors.value = { ...errors.value, [field]: undefined };
  };
  const value = valueText(asset.balance, asset, currency, prices);
  const e = errors.value;
  return (
    <form class="vault-card vault-withdraw" onSubmit={submit} noValidate aria-labelledby="vault-withdraw-title">
      <h2 id="vault-withdraw-title" class="vault-card__title">{t('admin_money:vaults.kinds.profit.title')}</h2>
      <p class="vault-card__hint">{t('admin_money:withdraw.intro')}</p>
      {elsewhereNote}
      {lockedUntil && (
        <p class="vault-notice vault-notice--warning" role="status">
          {t('admin_money:withdraw.locked', { time: formatDateTime(lockedUntil) })}
        </p>
      )}
      <div class="vault-field">
        <label class="vault-field__label" for="vault-withdraw-asset">{t('admin_money:withdraw.asset')}</label>
        <select
          id="vault-withdraw-asset"
          class="vault-field__input"
          value={asset.asset_id}
          onChange={(ev) => {
            assetId.value = (ev.currentTarget as HTMLSelectElement).value;
            amount.value = '';
            clear('amount');
          }}
        >
          {held.map((a) => <option key={a.asset_id} value={a.asset_id}>{a.symbol}</option>)}
        </select>
        <p class="vault-field__hint">
          {t('admin_money:withdraw.available', { amount: amountText(asset.balance, asset) })}
          {value && ` ${t('admin_money:vaults.value', { value })}`}
        </p>
      </div>
      <div class="vault-field">
        <label class="vault-field__label" for="vault-withdraw-amount">{t('admin_money:withdraw.amount')}</label>
        <div class="vault-field__inline">
          <input
            id="vault-withdraw-amount"
            class="vault-field__input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={amount.value}
            aria-invalid={e.amount ? 'true' : undefined}
            aria-describedby={e.amount ? 'vault-withdraw-amount-error' : undefined}
            onInput={(ev) => {
              const input = ev.currentTarget as HTMLInputElement;
              const kept = typedAmount(amount.value, input.value, asset.precision);
              if (input.value !== kept) input.value = kept;
              amount.value = kept;
              clear('amount');
            }}
          />
          <Button variant="secondary" onClick={() => { amount.value = maxAmount(asset.balance, asset.precision); clear('amount'); }}>
            {t('admin_money:withdraw.max')}
          </Button>
        </div>
        {e.amount && <p id="vault-withdraw-amount-error" class="vault-field__error" role="alert">{e.amount}</p>}
      </div>
      <div class="vault-field">
        <label class="vault-field__label" for="vault-withdraw-destination">{t('admin_money:withdraw.destination')}</label>
        <input
          id="vault-withdraw-destination"
          class="vault-field__input"
          type="text"
          autoComplete="off"
          maxLength={VAULT_DESTINATION_MAX_LENGTH}
          value={destination.value}
          aria-invalid={e.destination ? 'true' : undefined}
          aria-describedby={e.destination ? 'vault-withdraw-destination-error' : 'vault-withdraw-destination-hint'}
          onInput={(ev) => {
            destination.value = (ev.currentTarget as HTMLInputElement).value;
            clear('destination');
          }}
        />
        {e.destination
          ? <p id="vault-withdraw-destination-error" class="vault-field__error" role="alert">{e.destination}</p>
          : <p id="vault-withdraw-destination-hint" class="vault-field__hint">{t('admin_money:withdraw.destination_hint')}</p>}
      </div>
      <VaultPinField
        id="vault-withdraw-pin"
        label={t('admin_money:withdraw.pin')}
        value={pin.value}
        error={e.pin}
        disabled={!!lockedUntil}
        onInput={(v) => {
          pin.value = v;
          clear('pin');
        }}
      />
      {e.form !== undefined && <div class="vault-field__error" role="alert"><ApiErrorLines error={e.form} /></div>}
      <div class="vault-actions">
        <Button type="submit" loading={busy.value} disabled={!!lockedUntil}>{t('admin_money:withdraw.submit')}</Button>
      </div>
    </form>
  );
}
