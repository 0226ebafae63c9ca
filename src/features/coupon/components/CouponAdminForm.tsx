import type { ComponentChildren } from 'preact';
import { ApiError } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { DatePicker } from '../../../ui/DatePicker';
import { FieldError } from '../../../ui/FieldError';
import { toast } from '../../../ui/toast';
import { useForm, type FormErrors } from '../../../ui/useForm';
import { ErrorCode } from '../../../../contract/errors';
import {
  COUPON_CLAIMS_MAX, COUPON_CODE_MAX, COUPON_CODE_MIN, COUPON_DESCRIPTION_MAX, COUPON_NAME_MAX,
  type CouponBatch,
} from '../../../../contract/couponAdmin';
import { assetAmountMax } from '../../../../contract/amount';
import { PAYMENT_CHANNELS, type PaymentChannel } from '../../../../contract/product';
import { channelName } from '../../order';
import { createBatch } from '../admin';
import {
  couponAmountAsset, couponBatchBody, couponFormProblems, emptyCouponForm, type CouponBatchForm, type CouponFormAsset, type CouponFormField,
  type CouponFormProblem,
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

/** The time the form is sent at, which the rules are checked against (never read while rendering). */
const sentAt = () => Date.now();

/** The rules a change of each form field bears on. */
const AFFECTS: Record<keyof CouponBatchForm, CouponFormField[]> = {
  name: ['name'], description: ['description'], kind: ['percent', 'amount'], percent: ['percent'], amount: ['amount'],
  asset_id: ['asset_id', 'amount'], product_id: ['asset_id'], pay_method: ['asset_id'], expiry: ['expiry'], limited: ['max_claims'],
  max_claims: ['max_claims'], generate: ['code'], code: ['code'], advertised: [],
};

/**
 * A new coupon batch (issue 14, admin/coupon): what it takes off, in which asset, for what and how,
 * until when, how many claims, its code and whether members see it listed. Checked as the server
 * checks it before sending, each broken rule under its field; a refusal stays with what was typed,
 * a taken code under the code typed, anything else under the form.
 */
export function CouponAdminForm({ group, assets, products, onCreated, onCancel }: CouponAdminFormProps) {
  const form = useForm<CouponBatchForm>(emptyCouponForm(assets.length > 0 ? assets[0]!.asset_id : ''));
  const f = form.values;

  /** What was said about the fields this one bears on goes; the rest stays until the next try. */
  const clear = (key: keyof CouponBatchForm) => {
    const said = AFFECTS[key].filter((name) => form.errors[name] !== undefined);
    if (said.length === 0) return;
    const rest = { ...form.errors };
    said.forEach((name) => delete rest[name]);
    form.fail(rest);
  };
  function change<K extends keyof CouponBatchForm>(key: K, value: CouponBatchForm[K]): void {
    form.set(key, value);
    clear(key);
  }
  const bind = (key: keyof CouponBatchForm, accept?: (before: string, typed: string) => string) => {
    const bound = form.bind(key, { accept });
    return { ...bound, onInput: (e: Event) => { bound.onInput(e); clear(key); } };
  };
  const row = (name: CouponFormField, label: string, control: ComponentChildren, hint?: string) => (
    <div class="coupon-admin__field">
      <label class="coupon-admin__label" for={form.fieldId(name)}>
        {label}
      </label>
      {control}
      {hint && <p class="coupon-admin__hint">{hint}</p>}
      <FieldError {...form.errorOf(name)} class="coupon-admin__error" />
    </div>
  );

  const submit = form.submit({
    check: (values) => {
      const found = couponFormProblems(values, assets, products, sentAt());
      const asset = assets.filter((a) => a.asset_id === values.asset_id)[0];
      const said: FormErrors<CouponBatchForm> = {};
      (Object.keys(found) as CouponFormField[]).forEach((name) => (said[name] = problemText(name, found[name]!, values, asset)));
      return said;
    },
    send: (values) => createBatch(group, couponBatchBody(values)),
    refusal: (err, values) => (err instanceof ApiError && err.code === ErrorCode.couponCodeTaken && !values.generate ? { code: err } : { form: err }),
    done: (batch) => {
      toast(t('admin_content:coupon.form.created', { code: batch.code }), 'success');
      onCreated(batch);
    },
  });

  return (
    <form class="coupon-admin__form" onSubmit={submit} noValidate aria-label={t('admin_content:coupon.new')}>
      {row('name', t('admin_content:coupon.form.name'),
        <input {...bind('name')} class="coupon-admin__input" />,
        t('admin_content:coupon.form.name_hint'))}
      {row('description', t('admin_content:coupon.form.description'),
        <input {...bind('description')} class="coupon-admin__input" />)}
      <fieldset class="coupon-admin__group">
        <legend class="coupon-admin__legend">{t('admin_content:coupon.form.kind')}</legend>
        {(['DISCOUNT', 'VOUCHER'] as const).map((kind) => (
          <label key={kind} class="coupon-admin__check">
            <input type="radio" name="coupon-admin-kind" checked={f.kind === kind} onChange={() => change('kind', kind)} />
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
          <input {...bind('percent')} class="coupon-admin__input coupon-admin__input--short" inputMode="decimal" autoComplete="off" />)
        : row('amount', t('admin_content:coupon.form.amount'),
          <input {...bind('amount')} class="coupon-admin__input coupon-admin__input--short" inputMode="decimal" autoComplete="off" />)}
      {row('asset_id', t('admin_content:coupon.form.asset'),
        <select {...bind('asset_id')} class="coupon-admin__input">
          {assets.map((a) => <option key={a.asset_id} value={a.asset_id}>{a.symbol}</option>)}
        </select>,
        t('admin_content:coupon.form.asset_hint'))}
      <div class="coupon-admin__field">
        <label class="coupon-admin__label" for={form.fieldId('product_id')}>
          {t('admin_content:coupon.form.product')}
        </label>
        <select {...bind('product_id')} class="coupon-admin__input">
          <option value="">{t('admin_content:coupon.form.any_product')}</option>
          {products.map((p) => <option key={p.product_id} value={p.product_id}>{p.name}</option>)}
        </select>
      </div>
      <div class="coupon-admin__field">
        <label class="coupon-admin__label" for={form.fieldId('pay_method')}>
          {t('admin_content:coupon.form.method')}
        </label>
        <select {...bind('pay_method')} class="coupon-admin__input">
          <option value="">{t('admin_content:coupon.form.any_method')}</option>
          {PAYMENT_CHANNELS.map((ch) => <option key={ch} value={ch}>{channelName(ch)}</option>)}
        </select>
      </div>
      <div class="coupon-admin__field">
        <span class="coupon-admin__label" aria-hidden="true">{t('admin_content:coupon.form.expiry')}</span>
        <DatePicker id={form.fieldId('expiry')} label={t('admin_content:coupon.form.expiry')} value={f.expiry} limits={{ minToday: true }}
          onChange={(day) => change('expiry', day)} />
        <FieldError {...form.errorOf('expiry')} class="coupon-admin__error" />
      </div>
      <fieldset class="coupon-admin__group">
        <legend class="coupon-admin__legend">{t('admin_content:coupon.form.claims')}</legend>
        <label class="coupon-admin__check">
          <input type="radio" name="coupon-admin-claims" checked={!f.limited} onChange={() => change('limited', false)} />
          {t('admin_content:coupon.form.unlimited')}
        </label>
        <label class="coupon-admin__check">
          <input type="radio" name="coupon-admin-claims" checked={f.limited} onChange={() => change('limited', true)} />
          {t('admin_content:coupon.form.limited')}
        </label>
        {f.limited && row('max_claims', t('admin_content:coupon.form.max_claims'),
          <input {...bind('max_claims')} class="coupon-admin__input coupon-admin__input--short" inputMode="numeric" autoComplete="off" />)}
      </fieldset>
      <fieldset class="coupon-admin__group">
        <legend class="coupon-admin__legend">{t('admin_content:coupon.form.code')}</legend>
        <label class="coupon-admin__check">
          <input type="radio" name="coupon-admin-code" checked={f.generate} onChange={() => change('generate', true)} />
          {t('admin_content:coupon.form.generate')}
        </label>
        <label class="coupon-admin__check">
          <input type="radio" name="coupon-admin-code" checked={!f.generate} onChange={() => change('generate', false)} />
          {t('admin_content:coupon.form.typed')}
        </label>
        {!f.generate && row('code', t('admin_content:coupon.form.code_label'),
          <input {...bind('code', (_, typed) => typed.toUpperCase())} class="coupon-admin__input coupon-admin__code-input" autoComplete="off"
            autoCapitalize="characters" spellcheck={false} />,
          t('admin_content:coupon.form.code_hint'))}
      </fieldset>
      <label class="coupon-admin__check">
        <input type="checkbox" checked={f.advertised} onChange={(e) => change('advertised', e.currentTarget.checked)} />
        <span>
          {t('admin_content:coupon.form.advertise')}
          <span class="coupon-admin__hint">{t('admin_content:coupon.form.advertise_hint')}</span>
        </span>
      </label>
      <FieldError {...form.errorOf('form')} class="coupon-admin__error" />
      <div class="coupon-admin__buttons">
        <Button variant="text" onClick={onCancel}>
          {t('admin_content:coupon.form.cancel')}
        </Button>
        <Button type="submit" loading={form.busy}>
          {t('admin_content:coupon.form.create')}
        </Button>
      </div>
    </form>
  );
}
