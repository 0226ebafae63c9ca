import type { Db } from '../db/connection';
import { PERSONAS } from '../sandbox/personas';
import { DEVELOPMENT_CARD_KEY, sealCardNumber } from '../routes/bank/bank.cipher';
import { sendDueInvoiceNoticesSync } from '../routes/invoice/invoice.notices';
import { markInvoiceIssuedSync } from '../routes/invoice/invoice.repo';
import { deliverSeededOutbox } from '../sandbox/outbox-history';

// Demo bank cards and invoices (issue 13 points 5, 6) for the member persona in demo: two cards, the
// first the default, sealed with the sandbox's development key (bank.cipher.ts: demo data, not
// anyone's card); two invoice titles; and two membership orders paid in CNY, the join order (30 days
// ago, WeChat Pay) already invoiced and issued (its wallet notice sent), the two-year renewal (10
// days ago, Alipay) not yet.

const DAY = 24 * 60 * 60 * 1000;

export const SEED_BANK_ACCOUNT_IDS = {
  memberDefault: 'b4000000-0000-4000-8000-000000000001',
  memberSecond: 'b4000000-0000-4000-8000-000000000002',
} as const;

export const SEED_INVOICE_IDS = {
  personalTitle: 'b6000000-0000-4000-8000-000000000001',
  companyTitle: 'b6000000-0000-4000-8000-000000000002',
  /** Invoiced and issued. */
  joinOrder: 'b5000000-0000-4000-8000-000000000001',
  /** Not invoiced yet. */
  renewOrder: 'b5000000-0000-4000-8000-000000000002',
} as const;

const MEMBERSHIP_PRODUCT = '10000000-0000-4000-8000-000000000001';
export const SEED_COMPANY = { name: 'Shanghai Demo Trading Co., Ltd.', taxNumber: '91310115MA1K4BXQ8T' };

const CARDS = [
  { id: SEED_BANK_ACCOUNT_IDS.memberDefault, number: '6212264000000000006', bank: 'Industrial and Commercial Bank of China', branch: 'Shanghai Pudong Branch', ageDays: 40, isDefault: 1 },
  { id: SEED_BANK_ACCOUNT_IDS.memberSecond, number: '4111111111111111', bank: 'Bank of China', branch: '', ageDays: 12, isDefault: 0 },
];

export function seedMoney(db: Db, nowMs: number): void {
  const member = PERSONAS.member;
  const insert = db.prepare(`INSERT INTO bank_accounts (account_id, group_id, user_id, holder, bank, branch, phone, number_sealed,
      last4, is_default, created_at, updated_at) VALUES (?, 'demo', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const card of CARDS) {
    const at = new Date(nowMs - card.ageDays * DAY).toISOString();
    insert.run(card.id, member.user_id, member.full_name, card.bank, card.branch, '+8613800138000',
      sealCardNumber(DEVELOPMENT_CARD_KEY, 'demo', member.user_id, card.number), card.number.slice(-4), card.isDefault, at, at);
  }

  const iso = (ageDays: number) => new Date(nowMs - ageDays * DAY).toISOString();
  const title = db.prepare(`INSERT INTO invoice_titles (title_id, group_id, user_id, kind, name, tax_number, created_at, updated_at)
    VALUES (?, 'demo', ?, ?, ?, ?, ?, ?)`);
  title.run(SEED_INVOICE_IDS.personalTitle, member.user_id, 'personal', member.full_name, '', iso(29), iso(29));
  title.run(SEED_INVOICE_IDS.companyTitle, member.user_id, 'company', SEED_COMPANY.name, SEED_COMPANY.taxNumber, iso(29), iso(29));
  const order = db.prepare(`INSERT INTO orders (order_id, group_id, user_id, product_id, kind, quantity, state, asset_id, amount,
      channel, charge_id, created_at, expires_at, paid_at, updated_at)
    VALUES (?, 'demo', ?, ?, ?, ?, 'PAID', 'cny', ?, ?, ?, ?, ?, ?, ?)`);
  order.run(SEED_INVOICE_IDS.joinOrder, member.user_id, MEMBERSHIP_PRODUCT, 'join', 1, '144.00', 'wechat', 'seed-wx-b5-1',
    iso(30), iso(30 - 1 / 48), iso(30), iso(30));
  order.run(SEED_INVOICE_IDS.renewOrder, member.user_id, MEMBERSHIP_PRODUCT, 'renew', 2, '288.00', 'alipay', 'seed-ali-b5-2',
    iso(10), iso(10 - 1 / 48), iso(10), iso(10));
  // Asked for with a wallet notice, then issued: the notice went out as issuing sends it (the
  // sandbox wallet's inbox shows it).
  db.prepare(`INSERT INTO invoices (order_id, group_id, user_id, title_kind, title_name, title_tax_number, notice_mixin, notice_lang,
      requested_at) VALUES (?, 'demo', ?, 'company', ?, ?, 1, 'en', ?)`)
    .run(SEED_INVOICE_IDS.joinOrder, member.user_id, SEED_COMPANY.name, SEED_COMPANY.taxNumber, iso(29));
  markInvoiceIssuedSync(db, SEED_INVOICE_IDS.joinOrder, '24312000000001234567', iso(27));
  sendDueInvoiceNoticesSync(db, SEED_INVOICE_IDS.joinOrder, iso(27));
  deliverSeededOutbox(db);
}
