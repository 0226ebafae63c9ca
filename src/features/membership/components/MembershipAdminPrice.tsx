import { CURRENCY_SYMBOLS, formatAssetAmount } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { OptionSection } from '../../../ui/OptionSection';
import { toast } from '../../../ui/toast';
import { useFollowSaved, useForm } from '../../../ui/useForm';
import type { Asset } from '../../../../contract/asset';
import type { Product } from '../../../../contract/product';
import { saveMembershipPrice } from '../admin';
import { BENCHMARK_ASSET, BENCHMARK_MAX, benchmarkOf, benchmarkProblem, type BenchmarkProblem } from '../priceRules';
import { MembershipAdminPrices } from './MembershipAdminPrices';
import './MembershipAdmin.css';

function problemText(problem: Exclude<BenchmarkProblem, null>): string {
  if (problem === 'places') return t('admin_payment:price.problems.places');
  if (problem === 'min') return t('admin_payment:price.problems.min');
  if (problem === 'max') return t('admin_payment:price.problems.max', { max: BENCHMARK_MAX });
  return t('admin_payment:price.problems.number');
}

/**
 * The membership's price a year as one fiat benchmark in yuan (§5/§9: more than 0.01), saved with
 * PUT /products/{id}/price; beneath it, what each accepted way of paying charges for it, for the
 * price typed when it is valid, else the saved one. A refusal stays under the field with what was typed.
 */
export function MembershipAdminPrice({ group, product, assets }: { group: string; product: Product; assets: Asset[] }) {
  const saved = benchmarkOf(product.price, assets);
  const form = useForm({ amount: saved || '' });
  useFollowSaved(form, { amount: saved || '' });
  const text = form.values.amount;
  const inYuan = product.price.asset_id.toLowerCase() === BENCHMARK_ASSET;
  const unchanged = inYuan && saved !== null && text.trim() === saved;
  const typed = benchmarkProblem(text) === null ? { asset_id: BENCHMARK_ASSET, amount: text.trim() } : product.price;
  const symbolOf = (assetId: string) => {
    for (const a of assets) if (a.asset_id.toLowerCase() === assetId.toLowerCase()) return a.symbol;
    return assetId;
  };

  const save = form.submit({
    check: (v) => {
      const problem = benchmarkProblem(v.amount);
      return { amount: problem ? problemText(problem) : undefined };
    },
    send: (v) => {
      const channels = product.price.channels.map((ch) => ({ channel: ch.channel, asset_id: ch.asset_id }));
      return saveMembershipPrice(group, product.product_id, { asset_id: BENCHMARK_ASSET, amount: v.amount.trim(), channels });
    },
    refusal: (error) => ({ amount: error }),
    done: (next) => {
      // The price as saved, in the benchmark's places ('168' shows as '168.00').
      form.reset({ amount: benchmarkOf(next.price, assets) || '' });
      toast(t('admin_payment:saved'), 'success');
    },
  });

  const noteId = `${form.id}-note`;
  return (
    <OptionSection id="membership-admin-price" title={t('admin_payment:price.title')} hint={t('admin_payment:price.hint')}>
      <form class="membership-admin__body" onSubmit={save} noValidate>
        <label class="membership-admin__label" for={form.fieldId('amount')}>
          {t('admin_payment:price.label')}
        </label>
        <div class="membership-admin__field">
          <span class="membership-admin__prefix" aria-hidden="true">
            {CURRENCY_SYMBOLS.cny}
          </span>
          <input {...form.bind('amount', { hint: noteId })} class="membership-admin__input" type="text" inputMode="decimal" autoComplete="off" />
        </div>
        <FieldError {...form.errorOf('amount')} class="membership-admin__error" />
        <p id={noteId} class="membership-admin__note">
          {inYuan
            ? t('admin_payment:price.open_orders')
            : t('admin_payment:price.kept_in', { amount: formatAssetAmount(product.price.amount, product.price.asset_id), symbol: symbolOf(product.price.asset_id) })}
        </p>
        <div class="membership-admin__actions">
          <Button type="submit" loading={form.busy} disabled={unchanged}>
            {t('admin_payment:price.save')}
          </Button>
        </div>
      </form>
      <MembershipAdminPrices price={typed} channels={product.price.channels} assets={assets} />
    </OptionSection>
  );
}
