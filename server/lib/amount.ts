import { amountProblem, amountProblemMessage, assetAmountMax } from '../../contract/amount';
import { apiErrors } from './errors';

/**
 * An amount of a known asset, checked where the asset is known (issue 22 point 9): the plain syntax,
 * the asset's places and its maximum (contract/amount.ts), above 0 unless `allowZero`. Throws 100400
 * "invalid <field>: …" naming the bound in the asset; answers the text, already in plain form.
 */
export function checkAssetAmount(
  field: string, text: string, asset: { precision: number; price_cny: string; symbol: string }, allowZero = false,
): string {
  const rule = { places: asset.precision, max: assetAmountMax(asset), allowZero };
  const problem = amountProblem(text, rule);
  if (problem) throw apiErrors.validation(`invalid ${field}: ${amountProblemMessage(problem, { ...rule, unit: asset.symbol })}`);
  return text;
}
