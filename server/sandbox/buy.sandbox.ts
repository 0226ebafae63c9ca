import { Hono } from 'hono';
import { optional, pattern, string, type } from 'superstruct';
import type { AppEnv } from '../context';
import { queryParams } from '../lib/validation';
import { escape, page } from './sandbox.pages';
import { textsFor } from './sandbox.texts';

// The external pages the buy-crypto hint opens (§7, issue 13 point 7): fiat peer-to-peer (c2c),
// a swap against USDT (atm) and the in-product coin (rc). A real build names its own pages
// (VITE_BUY_C2C_URL, VITE_BUY_ATM_URL, VITE_BUY_RC_URL); these only say what would be bought.

export const BuyQuery = type({
  symbol: optional(pattern(string(), /^[A-Za-z0-9]{1,12}$/)),
  amount: optional(pattern(string(), /^\d{1,18}(\.\d{1,18})?$/)),
  quote: optional(pattern(string(), /^[A-Za-z0-9]{1,12}$/)),
});

const CHOICES = ['c2c', 'atm', 'rc'] as const;
type Choice = (typeof CHOICES)[number];

export const buySandboxRoutes = new Hono<AppEnv>()
  .get(`/:choice{${CHOICES.join('|')}}`, queryParams(BuyQuery), (c) => {
    const texts = textsFor(c);
    const { t } = texts;
    const query = c.req.valid('query');
    const choice = c.req.param('choice') as Choice;
    const values = { symbol: (query.symbol ?? 'BTC').toUpperCase(), amount: query.amount ?? '0.1' };
    const title = t(choice === 'c2c' ? 'buy.c2c_title' : choice === 'atm' ? 'buy.atm_title' : 'buy.rc_title', values);
    return c.html(page(texts, title, `<span class="badge">${escape(t('buy.badge'))}</span>
<h1>${escape(title)}</h1>
<p class="amount">${escape(values.amount)} ${escape(choice === 'rc' ? 'RC' : values.symbol)}</p>
<p>${escape(t('buy.placeholder'))}</p>`));
  });
