import { useSignal } from '@preact/signals';
import { ErrorCode } from '../../../../contract/errors';
import { compare, normalize } from '../../../../contract/money';
import { VAULT_DESTINATION_MAX_LENGTH, type Vault, type VaultOverview, type VaultWithdrawResult } from '../../../../contract/vault';
import { formatDateTime, type PricedAsset } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import type { Currency } from '../../../lib/settings';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { FieldError } from '../../../ui/FieldError';
import { toast } from '../../../ui/toast';
import { useForm } from '../../../ui/useForm';
import { amountText, newWithdrawalRequestId, valueText, vaultOverview, withdraw } from '../model';
import { destinationProblem, maxAmount, pinProblem, typedAmount, vaultAmountProblem, type VaultAmountProblem } from '../rules';
import { pinBinding, VaultPinField } from './VaultPinField';
import { VaultWithdrawDone } from './VaultWithdrawDone';
import './Vault.css';

export interface VaultWithdrawFormProps {
  group: string;
  overview: VaultOverview;
  profit: Vault;
  currency: Currency;
  prices: readonly PricedAsset[];
}

/**
 * A withdrawal from the profit vault: the asset, the amount (the asset's precision enforced as it is
 * typed, Max for the whole balance), where it goes, and the PIN; then a confirmation. Each problem
 * is said under its field with what was typed kept (the PIN is typed again after a refusal); a wrong
 * PIN says how many tries are left, a lock until when. A retry of the same withdrawal (a lost
 * answer) sends the same request id, so the server withdraws once.
 */
export function VaultWithdrawForm({ group, overview, profit, currency, prices }: VaultWithdrawFormProps) {
  const held = profit.assets.filter((a) => a.withdrawable && compare(a.balance, '0') > 0);
  // CNY and RC were paid to the merchant accounts, which settle them: said, not offered.
  const elsewhere = profit.assets.filter((a) => !a.withdrawable && compare(a.balance, '0') > 0).map((a) => a.symbol);
  const elsewhereNote = elsewhere.length > 0 && (
    <p class="vault-card__hint">{t('admin_money:withdraw.settled_elsewhere', { symbols: elsewhere.join(', ') })}</p>
  );
  const form = useForm({ assetId: held.length ? held[0]!.asset_id : '', amount: '', destination: '', pin: '' });
  const done = useSignal<VaultWithdrawResult | null>(null);
  const request = useSignal<{ key: string; id: string } | null>(null);

  if (done.value) {
    return (
      <VaultWithdrawDone
        group={group}
        result={done.value}
        onAnother={() => {
          done.value = null;
          form.set('amount', '');
        }}
      />
    );
  }
  const asset = held.find((a) => a.asset_id === form.values.assetId) || held[0];
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

  const submit = form.submit({
    check: (v) => {
      const amountProblem = vaultAmountProblem(v.amount, asset.precision, asset.balance);
      const destProblem = destinationProblem(v.destination);
      return {
        amount: amountProblem ? amountProblemText(amountProblem, asset.balance) : undefined,
        destination: destProblem === 'empty'
          ? t('admin_money:withdraw.problems.destination_empty')
          : destProblem === 'too_long' ? t('admin_money:withdraw.problems.destination_too_long', { max: VAULT_DESTINATION_MAX_LENGTH }) : undefined,
        pin: pinProblem(v.pin) ? t('admin_money:pin.digits') : undefined,
      };
    },
    confirm: (v) => confirm({
      title: t('admin_money:withdraw.confirm_title'),
      message: t('admin_money:withdraw.confirm', { amount: amountText(normalize(v.amount.trim()), asset), destination: v.destination.trim() }),
      confirmText: t('admin_money:withdraw.submit'),
    }),
    send: (v) => {
      const amount = v.amount.trim();
      const where = v.destination.trim();
      const key = `${asset.asset_id}|${amount}|${where}`;
      if (!request.value || request.value.key !== key) request.value = { key, id: newWithdrawalRequestId() };
      return withdraw(group, { asset_id: asset.asset_id, amount, pin: v.pin, destination: where, request_id: request.value.id });
    },
    done: (result) => {
      form.set('pin', '');
      request.value = null;
      done.value = result;
      toast(t('admin_money:withdraw.done_title'), 'success');
    },
    refusal: (err) => {
      // The PIN is typed again, whatever the refusal.
      form.set('pin', '');
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
    },
  });

  const value = valueText(asset.balance, asset, currency, prices);
  const assetField = form.bind('assetId');
  const destinationHint = form.errors.destination ? undefined : form.fieldId('destination') + '-hint';
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
        <label class="vault-field__label" for={form.fieldId('assetId')}>{t('admin_money:withdraw.asset')}</label>
        <select
          {...assetField}
          class="vault-field__input"
          value={asset.asset_id}
          onInput={(ev) => {
            // Another asset, another precision and balance: its amount is typed afresh.
            assetField.onInput(ev);
            form.set('amount', '');
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
        <label class="vault-field__label" for={form.fieldId('amount')}>{t('admin_money:withdraw.amount')}</label>
        <div class="vault-field__inline">
          <input
            {...form.bind('amount', { accept: (before, typed) => typedAmount(before, typed, asset.precision) })}
            class="vault-field__input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
          />
          <Button variant="secondary" onClick={() => form.set('amount', maxAmount(asset.balance, asset.precision))}>
            {t('admin_money:withdraw.max')}
          </Button>
        </div>
        <FieldError {...form.errorOf('amount')} class="vault-field__error" />
      </div>
      <div class="vault-field">
        <label class="vault-field__label" for={form.fieldId('destination')}>{t('admin_money:withdraw.destination')}</label>
        <input
          {...form.bind('destination', { hint: destinationHint })}
          class="vault-field__input"
          type="text"
          autoComplete="off"
          maxLength={VAULT_DESTINATION_MAX_LENGTH}
        />
        <FieldError {...form.errorOf('destination')} class="vault-field__error" />
        {destinationHint && <p id={destinationHint} class="vault-field__hint">{t('admin_money:withdraw.destination_hint')}</p>}
      </div>
      <VaultPinField
        label={t('admin_money:withdraw.pin')}
        field={form.bind('pin', pinBinding)}
        error={form.errorOf('pin')}
        disabled={!!lockedUntil}
      />
      <FieldError {...form.errorOf('form')} class="vault-field__error" />
      <div class="vault-actions">
        <Button type="submit" loading={form.busy} disabled={!!lockedUntil}>{t('admin_money:withdraw.submit')}</Button>
      </div>
    </form>
  );
}
