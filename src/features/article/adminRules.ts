import { AMOUNT_MAX, amountProblem as amountRuleProblem, assetAmountMax } from '../../../contract/amount';
import { normalize } from '../../../contract/money';
import {
  ARTICLE_BROADCAST_MAX, ARTICLE_LINK_MAX, ARTICLE_REWARD_MAX, ARTICLE_SUMMARY_MAX, ARTICLE_TITLE_MAX, type Article,
  type ArticleCreate,
} from '../../../contract/article';

// The article form's rules (issue 14, admin/article), as the server checks them (contract/article.ts,
// server/routes/article/article.service.ts): checked before sending, each refusal named by field.

/** What the form holds, as typed. */
export type ArticleForm = {
  title: string;
  link: string;
  summary: string;
  /** undefined: the cover stays as it is; null: removed; a string: the new cover's attachment id. */
  cover_attachment_id: string | null | undefined;
  /** For the preview: the current cover's link or the picked file's. */
  cover_url: string;
  paid: boolean;
  price_asset_id: string;
  price_amount: string;
  reward: boolean;
  reward_count: string;
  reward_asset_id: string;
  reward_amount: string;
};

export type ArticleFormField = 'title' | 'link' | 'summary' | 'price_asset_id' | 'price_amount' | 'reward_count' | 'reward_asset_id' | 'reward_amount';
export type ArticleFormProblem = 'required' | 'too_long' | 'link' | 'amount' | 'places' | 'too_large' | 'count' | 'below_claimed';
export type ArticleFormProblems = Partial<Record<ArticleFormField, ArticleFormProblem>>;

/** An asset as the form needs it: its decimal places and price (which bounds an amount). */
export interface ArticleFormAsset {
  asset_id: string;
  symbol: string;
  precision: number;
  /** Without it, an amount is bounded by the largest of any asset (contract/amount.ts). */
  price_cny?: string;
}

/** The asset's bound on one amount (contract/amount.ts assetAmountMax). */
export const articleAmountMax = (asset: ArticleFormAsset | undefined) =>
  asset ? assetAmountMax({ precision: asset.precision, price_cny: asset.price_cny || '0' }) : AMOUNT_MAX;

export function emptyArticleForm(assetId = ''): ArticleForm {
  return {
    title: '', link: '', summary: '', cover_attachment_id: undefined, cover_url: '',
    paid: false, price_asset_id: assetId, price_amount: '',
    reward: false, reward_count: '', reward_asset_id: assetId, reward_amount: '',
  };
}

/** An article as the form edits it; the cover stays unless changed. */
export function articleToForm(article: Article, assetId = ''): ArticleForm {
  return {
    title: article.title,
    link: article.link || '',
    summary: article.summary,
    cover_attachment_id: undefined,
    cover_url: article.cover_url,
    paid: article.price !== null,
    price_asset_id: article.price ? article.price.asset_id : assetId,
    price_amount: article.price ? article.price.amount : '',
    reward: article.reward !== null,
    reward_count: article.reward ? String(article.reward.count) : '',
    reward_asset_id: article.reward ? article.reward.asset_id : assetId,
    reward_amount: article.reward ? article.reward.amount : '',
  };
}

/** The server's link rule: an http(s) URL with a host, at most ARTICLE_LINK_MAX characters. */
export function isArticleLink(text: string): boolean {
  const value = text.trim();
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).host !== '';
  } catch {
    return false;
  }
}

/**
 * The trimmed text a positive plain decimal (contract/amount.ts) with at most the asset's places
 * and at most its maximum; null when it is one.
 */
export function amountProblem(amount: string, asset: ArticleFormAsset | undefined): ArticleFormProblem | null {
  const problem = amountRuleProblem(amount.trim(), { places: asset ? asset.precision : undefined, max: articleAmountMax(asset) });
  if (problem === 'places' && asset) return 'places';
  if (problem === 'too_large') return 'too_large';
  return problem ? 'amount' : null;
}

/**
 * Every rule the form breaks, by field: a title of 1–120 characters, an http(s) link, a summary of at
 * most 1,000; a paid article's asset and price; a reward's count (1–1000, never below the `claimed`
 * rewards) with its asset and amount. Empty when the form can be sent.
 */
export function articleFormProblems(form: ArticleForm, assets: readonly ArticleFormAsset[], claimed = 0): ArticleFormProblems {
  const found: ArticleFormProblems = {};
  const assetOf = (id: string) => assets.filter((a) => a.asset_id === id)[0];
  const title = form.title.trim();
  if (!title) found.title = 'required';
  else if (title.length > ARTICLE_TITLE_MAX) found.title = 'too_long';
  const link = form.link.trim();
  if (!link) found.link = 'required';
  else if (link.length > ARTICLE_LINK_MAX) found.link = 'too_long';
  else if (!isArticleLink(link)) found.link = 'link';
  if (form.summary.trim().length > ARTICLE_SUMMARY_MAX) found.summary = 'too_long';
  if (form.paid) {
    if (!assetOf(form.price_asset_id)) found.price_asset_id = 'required';
    const price = amountProblem(form.price_amount, assetOf(form.price_asset_id));
    if (price) found.price_amount = price;
  }
  if (form.reward) {
    const count = form.reward_count.trim();
    if (!/^\d{1,4}$/.test(count) || Number(count) < 1 || Number(count) > ARTICLE_REWARD_MAX) found.reward_count = 'count';
    else if (Number(count) < claimed) found.reward_count = 'below_claimed';
    if (!assetOf(form.reward_asset_id)) found.reward_asset_id = 'required';
    const amount = amountProblem(form.reward_amount, assetOf(form.reward_asset_id));
    if (amount) found.reward_amount = amount;
  } else if (claimed > 0) {
    // Removing the reward is a count of 0, below the claims already made (the server's 102305).
    found.reward_count = 'below_claimed';
  }
  return found;
}

/** The request body for a create or an edit (the edit sends every field; an unchanged cover is left out). */
export function articleFormBody(form: ArticleForm): ArticleCreate {
  const body: ArticleCreate = {
    title: form.title.trim(),
    link: form.link.trim(),
    summary: form.summary.trim(),
    price: form.paid ? { asset_id: form.price_asset_id, amount: normalize(form.price_amount.trim()) } : null,
    reward_count: form.reward ? Number(form.reward_count.trim()) : null,
    reward_asset_id: form.reward ? form.reward_asset_id : null,
    reward_amount: form.reward ? normalize(form.reward_amount.trim()) : null,
  };
  if (form.cover_attachment_id !== undefined) body.cover_attachment_id = form.cover_attachment_id;
  return body;
}

/**
 * Ticks or unticks an article for the broadcast. A sixth is refused (§5: at most 5 in one
 * broadcast): the selection stays as it was and `refused` says so.
 */
export function toggleBroadcast(selected: readonly number[], id: number): { selected: number[]; refused: boolean } {
  if (selected.indexOf(id) >= 0) return { selected: selected.filter((x) => x !== id), refused: false };
  if (selected.length >= ARTICLE_BROADCAST_MAX) return { selected: selected.slice(), refused: true };
  return { selected: selected.concat(id), refused: false };
}
