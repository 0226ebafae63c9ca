import { useSignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { DatePicker } from '../../../ui/DatePicker';
import { FieldError } from '../../../ui/FieldError';
import { toast } from '../../../ui/toast';
import {
  COUPON_CLAIMS_MAX, COUPON_CODE_MAX, COUPON_CODE_MIN, COUPON_DESCRIPTION_MAX, COUPON_NAME_MAX,
  type CouponBatch,
} from '../../../../contract/couponAdmin';
import { assetAmountMax } from '../../../../contract/amount';
import { PAYMENT_CHANNELS, type PaymentChannel } from '../../../../contract/product';
import { channelName } from '../../order';
import { createBatch } from '../admin';
import {
  couponAmountAsset, couponBatchBody, couponFormProblems, emptyCouponForm, hasCouponFormProblems, type CouponBatchForm, type CouponFormAsset,
  type CouponFormField, type CouponFormProblem, type CouponFormProblems,
} from '../adminForm';
import './CouponAdmin.css';

export interface CouponAdminFormProps {
  group: string;
  /** The assets a coupon can pay in (some payment method charges in them). */
  assets: readonly CouponFormAsset[];
  products: readonly { product_id: string; name: string; channels: readonly { channel: PaymentChannel; asset_id: string }[] }[];
  onCreated: (batch: CouponBatch) => void;
  onCancel: () => void;
}

function problemText(field: CouponFormField, problem: CouponFormProblem, form: CouponBatchForm, asset: CouponFormAsset | undefined): string {
  switch (problem) {
    case 'required':
      return field === 'name' ? t('admin_content:coupon.errors.name_required') : t('admin_content:coupon.errors.asset');
    case 'too_long':
      return field === 'name'
        ? t('admin_content:coupon.errors.name_too_long', { max: COUPON_NAME_MAX })
        : t('admin_content:coupon.errors.description_too_long', { max: COUPON_DESCRIPTION_MAX });
    case 'percent':
      return t('admin_content:coupon.errors.percent');
    case 'places':
      if (!asset || asset.precision === 0) return t('admin_content:coupon.errors.places_none', { symbol: asset ? asset.symbol : '' });
      return t('admin_content:coupon.errors.places', { symbol: asset.symbol, count: asset.precision });
    case 'too_large':
      return t('admin_content:coupon.errors.too_large', { max: assetAmountMax(couponAmountAsset(asset)), symbol: asset ? asset.symbol : '' });
    case 'channel_asset':
      return t('admin_content:coupon.errors.channel_asset', {
        method: form.pay_method ? channelName(form.pay_method) : t('admin_content:coupon.form.any_method'),
        symbol: asset ? asset.symbol : '',
      });
    case 'product_channel':
      return t('admin_content:coupon.errors.product_channel', { symbol: asset ? asset.symbol : '' });
    case 'expiry':
      return t('admin_content:coupon.errors.expiry');
    case 'expiry_too_far':
      return t('admin_content:coupon.errors.expiry_too_far');
    case 'claims':
      return t('admin_content:coupon.errors.claims', { max: COUPON_CLAIMS_MAX });
    case 'code_length':
      return t('admin_content:coupon.errors.code_length', { min: COUPON_CODE_MIN, max: COUPON_CODE_MAX });
    case 'code_characters':
      return t('admin_content:coupon.errors.code_characters');
    default:
      return t('admin_content:coupon.errors.amount');
  }
}

/** The rules a change of each form field bears on. */
const AFFECTS: Record<keyof CouponBatchForm, CouponFormField[]> = {
  name: ['name'], description: ['description'], kind: ['percent', 'amount'], percent: ['percent'], amount: ['amount'],
  asset_id: ['asset_id', 'amount'], product_id: ['asset_id'], pay_method: ['asset_id'], expiry: ['expiry'], limited: ['max_claims'],
  max_claims: ['max_claims'], generate: ['code'], code: ['code'], advertised: [],
};

/**
 * A new coupon batch (issue 14, admin/coupon): what it takes off, in which asset, for what and how,
 * until when, how many claims, its code and whether members see it listed. Checked as the server
 * checks it before sending; a refusal (a taken code) stays under the form with what was typed.
 */
export function CouponAdminForm({ group, assets, products, onCreated, onCancel }: CouponAdminFormProps) {
  const form = useSignal<CouponBatchForm>(emptyCouponForm(assets.length > 0 ? assets[0]!.asset_id : ''));
  const problems = useSignal<CouponFormProblems>({});
  const saving = useSignal(false);
  const failure = useSignal<unknown>(null);
  const f = form.value;
  const found = problems.value;
  const asset = assets.filter((a) => a.asset_id === f.asset_id)[0];

  function set<K extends keyof CouponBatchForm>(key: K, value: CouponBatchForm[K]): void {
    form.value = { ...form.value, [key]: value };
    // What was said about the fields this one bears on goes; the rest stays until the next try.
    const rest = { ...problems.value };
    AFFECTS[key].forEach((name) => delete rest[name]);
    problems.value = rest;
  }
  const describe = (name: CouponFormField) => ({
    'aria-invalid': found[name] ? ('true' as const) : undefined,
    'aria-describedby': found[name] ? `coupon-admin-${name}-error` : undefined,
  });
  const message = (name: CouponFormField) =>
    found[name] ? (
      <p id={`coupon-admin-${name}-error`} class="coupon-admin__error" role="alert">
        {problemText(name, found[name]!, f, asset)}
      </p>
    ) : null;
  const row = (name: CouponFormField, label: string, control: ComponentChildren, hint?: string) => (
    <div class="coupon-admin__field">
      <label class="coupon-admin__label" for={`coupon-admin-${name}`}>
        {label}
      </label>
      {control}
      {hint && <p class="coupon-admin__hint">{hint}</p>}
      {message(name)}
    </div>
  );

  const submit = (e: Event) => {
    e.preventDefault();
    const next = couponFormProblems(form.value, assets, products, Date.now());
    problems.value = next;
    failure.value = null;
    if (hasCouponFormProblems(next)) return;
    saving.value = true;
    createBatch(group, couponBatchBody(form.value)).then(
      (batch) => {
        saving.value = false;
        toast(t('admin_content:coupon.form.created', { code: batch.code }), 'success');
        onCreated(batch);
      },
      (err: unknown) => {
        saving.value = false;
        failure.value = err;
      },
    );
  };

  return (
    <form class="coupon-admin__form" onSubmit={submit} noValidate aria-label={t('admin_content:coupon.new')}>
      {row('name', t('admin_content:coupon.form.name'),
        <input id="coupon-admin-name" class="coupon-admin__input" {...describe('name')} value={f.name} onInput={(e) => set('name', e.currentTarget.value)} />,
        t('admin_content:coupon.form.name_hint'))}
      {row('description', t('admin_content:coupon.form.description'),
        <input id="coupon-admin-description" class="coupon-admin__input" {...describe('description')} value={f.description}
          onInput={(e) => set('description', e.currentTarget.value)} />)}
      <fieldset class="coupon-admin__group">
        <legend class="coupon-admin__legend">{t('admin_content:coupon.form.kind')}</legend>
        {(['DISCOUNT', 'VOUCHER'] as const).map((kind) => (
          <label key={kind} class="coupon-admin__check">
            <input type="radio" name="coupon-admin-kind" checked={f.kind === kind} onChange={() => set('kind', kind)} />
            <span>
              {t(kind === 'DISCOUNT' ? 'admin_content:coupon.form.discount' : 'admin_content:coupon.form.voucher')}
              <span class="coupon-admin__hint">
                {t(kind === 'DISCOUNT' ? 'admin_content:coupon.form.discount_hint' : 'admin_content:coupon.form.voucher_hint')}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {f.kind === 'DISCOUNT'
        ? row('percent', t('admin_content:coupon.form.percent'),
          <input id="coupon-admin-percent" class="coupon-admin__input coupon-admin__input--short" inputMode="decimal" autoComplete="off"
            {...describe('percent')} value={f.percent} onInput={(e) => set('percent', e.currentTarget.value)} />)
        : row('amount', t('admin_content:coupon.form.amount'),
          <input id="coupon-admin-amount" class="coupon-admin__input coupon-admin__input--short" inputMode="decimal" autoComplete="off"
            {...describe('amount')} value={f.amount} onInput={(e) => set('amount', e.currentTarget.value)} />)}
      {row('asset_id', t('admin_content:coupon.form.asset'),
        <select id="coupon-admin-asset_id" class="coupon-admin__input" {...describe('asset_id')} value={f.asset_id}
          onChange={(e) => set('asset_id', e.currentTarget.value)}>
          {assets.map((a) => <option key={a.asset_id} value={a.asset_id}>{a.symbol}</option>)}
        </select>,
        t('admin_content:coupon.form.asset_hint'))}
      <div class="coupon-admin__field">
        <label class="coupon-admin__label" for="coupon-admin-product">
          {t('admin_content:coupon.form.product')}
        </label>
        <select id="coupon-admin-product" class="coupon-admin__input" value={f.product_id} onChange={(e) => set('product_id', e.currentTarget.value)}>
          <option value="">{t('admin_content:coupon.form.any_product')}</option>
          {products.map((p) => <option key={p.product_id} value={p.product_id}>{p.name}</option>)}
        </select>
      </div>
      <div class="coupon-admin__field">
        <label class="coupon-admin__label" for="coupon-admin-method">
          {t('admin_content:coupon.form.method')}
        </label>
        <select id="coupon-admin-method" class="coupon-admin__input" value={f.pay_method}
          onChange={(e) => set('pay_method', e.currentTarget.value as PaymentChannel | '')}>
          <option value="">{t('admin_content:coupon.form.any_method')}</option>
          {PAYMENT_CHANNELS.map((ch) => <option key={ch} value={ch}>{channelName(ch)}</option>)}
        </select>
      </div>
      <div class="coupon-admin__field">
        <span class="coupon-admin__label" aria-hidden="true">{t('admin_content:coupon.form.expiry')}</span>
        <DatePicker id="coupon-admin-expiry" label={t('admin_content:coupon.form.expiry')} value={f.expiry} limits={{ minToday: true }}
          onChange={(day) => set('expiry', day)} />
        {message('expiry')}
      </div>
      <fieldset class="coupon-admin__group">
        <legend class="coupon-admin__legend">{t('admin_content:coupon.form.claims')}</legend>
        <label class="coupon-admin__check">
          <input type="radio" name="coupon-admin-claims" checked={!f.limited} onChange={() => set('limited', false)} />
          {t('admin_content:coupon.form.unlimited')}
        </label>
        <label class="coupon-admin__check">
          <input type="radio" name="coupon-admin-claims" checked={f.limited} onChange={() => set('limited', true)} />
          {t('admin_content:coupon.form.limited')}
        </label>
        {f.limited && row('max_claims', t('admin_content:coupon.form.max_claims'),
          <input id="coupon-admin-max_claims" class="coupon-admin__input coupon-admin__input--short" inputMode="numeric" autoComplete="off"
            {...describe('max_claims')} value={f.max_claims} onInput={(e) => set('max_claims', e.currentTarget.value)} />)}
      </fieldset>
      <fieldset class="coupon-admin__group">
        <legend class="coupon-admin__legend">{t('admin_content:coupon.form.code')}</legend>
        <label class="coupon-admin__check">
          <input type="radio" name="coupon-admin-code" checked={f.generate} onChange={() => set('generate', true)} />
          {t('admin_content:coupon.form.generate')}
        </label>
        <label class="coupon-admin__check">
          <input type="radio" name="coupon-admin-code" checked={!f.generate} onChange={() => set('generate', false)} />
          {t('admin_content:coupon.form.typed')}
        </label>
        {!f.generate && row('code', t('admin_content:coupon.form.code_label'),
          <input id="coupon-admin-code" class="coupon-admin__input coupon-admin__code-input" autoComplete="off" autoCapitalize="characters"
            spellcheck={false} {...describe('code')} value={f.code} onInput={(e) => set('code', e.currentTarget.value.toUpperCase())} />,
          t('admin_content:coupon.form.code_hint'))}
      </fieldset>
      <label class="coupon-admin__check">
        <input type="checkbox" checked={f.advertised} onChange={(e) => set('advertised', e.currentTarget.checked)} />
        <span>
          {t('admin_content:coupon.form.advertise')}
          <span class="coupon-admin__hint">{t('admin_content:coupon.form.advertise_hint')}</span>
        </span>
      </label>
      <FieldError class="coupon-admin__error" error={failure.value} />
      <div class="coupon-admin__buttons">
        <Button variant="text" onClick={onCancel}>
          {t('admin_content:coupon.form.cancel')}
        </Button>
        <Button type="submit" loading={saving.value}>
          {t('admin_content:coupon.form.create')}
        </Button>
      </div>
    </form>
  );
}
