import type { Db } from './db/connection';
import { svgAvatar } from './lib/avatar';
import { POLICY_USER_BAN } from './lib/roles';
import { PERSONAS, type PersonaKey } from './sandbox/personas';

// Demo data. Runs on first start (empty database) and on sandbox reset; never on top of
// existing data. SQL here is allowed (seed), everything else goes through repos.

export const ASSET_IDS = {
  btc: 'c6d0c728-2624-429b-8e0d-d9d19b6592fa',
  usdt: '4d8c508b-91c5-375b-92b0-ee702ed2dac5',
  cny: 'cny',
  usd: 'usd',
  jpy: 'jpy',
  rc: 'rc',
} as const;

export const PRODUCT_IDS = {
  demoMembership: '10000000-0000-4000-8000-000000000001',
  demoCouponPack: '10000000-0000-4000-8000-000000000002',
} as const;

export const GROUP_IDS = ['demo', 'free', 'closed'] as const;

const DAY = 24 * 60 * 60 * 1000;

const ASSETS = [
  { id: ASSET_IDS.btc, symbol: 'BTC', name: 'Bitcoin', colour: '#F7931A', price: '480000.00', precision: 8, kind: 'crypto' },
  { id: ASSET_IDS.usdt, symbol: 'USDT', name: 'Tether USD', colour: '#26A17B', price: '7.20', precision: 8, kind: 'crypto' },
  { id: ASSET_IDS.cny, symbol: 'CNY', name: 'Chinese Yuan', colour: '#DE2910', price: '1.00', precision: 2, kind: 'fiat' },
  { id: ASSET_IDS.usd, symbol: 'USD', name: 'US Dollar', colour: '#3C3B6E', price: '7.20', precision: 2, kind: 'fiat' },
  { id: ASSET_IDS.jpy, symbol: 'JPY', name: 'Japanese Yen', colour: '#BC002D', price: '0.048', precision: 0, kind: 'fiat' },
  { id: ASSET_IDS.rc, symbol: 'RC', name: 'Reborn Coin', colour: '#F39C12', price: '1.00', precision: 2, kind: 'fiat' },
] as const;

const BALANCES: Record<PersonaKey, Record<string, string>> = {
  owner: { [ASSET_IDS.btc]: '1.50000000', [ASSET_IDS.usdt]: '1000.00000000', [ASSET_IDS.rc]: '500.00' },
  admin: { [ASSET_IDS.btc]: '0.20000000', [ASSET_IDS.usdt]: '300.00000000', [ASSET_IDS.rc]: '120.00' },
  lecturer: { [ASSET_IDS.btc]: '0.05000000', [ASSET_IDS.usdt]: '80.00000000' },
  member: { [ASSET_IDS.btc]: '0.01000000', [ASSET_IDS.usdt]: '120.50000000', [ASSET_IDS.rc]: '88.00' },
  pending: { [ASSET_IDS.btc]: '0.00200000', [ASSET_IDS.usdt]: '50.00000000', [ASSET_IDS.rc]: '300.00' },
  banned: { [ASSET_IDS.usdt]: '1.00000000' },
};

type GroupSeed = {
  id: string;
  clientId: string;
  identityNumber: string;
  name: string;
  bio: string;
  colour: string;
  coupon: boolean;
  invite: boolean;
  pay: boolean;
  publicCodes: boolean;
  agreement: boolean;
  tabs: { home: boolean; course: boolean; discussion: boolean; profile: boolean };
  entryDisabled: boolean;
  renew: boolean;
  scenes: Record<'pay' | 'tip' | 'luckycoin', string[]>;
  members: [PersonaKey, 'owner' | 'admin' | 'lecturer' | 'user', 'paid' | 'pending', number | null][];
};

// members: persona, role, state, expiry in days from now (null: none).
const GROUPS: GroupSeed[] = [
  {
    id: 'demo',
    clientId: '20000000-0000-4000-8000-00000000d001',
    identityNumber: '7000100001',
    name: 'Demo Academy',
    bio: 'A paid community with courses, live lectures and discussions.',
    colour: '#00CEB7',
    coupon: true,
    invite: true,
    pay: true,
    publicCodes: true,
    agreement: false,
    tabs: { home: true, course: true, discussion: true, profile: true },
    entryDisabled: false,
    renew: true,
    scenes: {
      pay: [ASSET_IDS.btc, ASSET_IDS.usdt],
      tip: [ASSET_IDS.usdt, ASSET_IDS.btc],
      luckycoin: [ASSET_IDS.usdt],
    },
    members: [
      ['owner', 'owner', 'paid', null],
      ['admin', 'admin', 'paid', null],
      ['lecturer', 'lecturer', 'paid', null],
      ['member', 'user', 'paid', 365],
      ['pending', 'user', 'pending', null],
      ['banned', 'user', 'paid', 365],
    ],
  },
  {
    id: 'free',
    clientId: '20000000-0000-4000-8000-00000000f002',
    identityNumber: '7000100002',
    name: 'Free Reading Club',
    bio: 'Open to everyone: join for free and follow the reading courses.',
    colour: '#2D9CDB',
    coupon: false,
    invite: false,
    pay: false,
    publicCodes: false,
    agreement: false,
    tabs: { home: false, course: true, discussion: false, profile: true },
    entryDisabled: false,
    renew: false,
    scenes: { pay: [ASSET_IDS.usdt], tip: [ASSET_IDS.usdt, ASSET_IDS.btc], luckycoin: [ASSET_IDS.usdt] },
    members: [
      ['owner', 'owner', 'paid', null],
      ['member', 'user', 'paid', null],
    ],
  },
  {
    id: 'closed',
    clientId: '20000000-0000-4000-8000-00000000c003',
    identityNumber: '7000100003',
    name: 'Closed Circle',
    bio: 'Members only. New entries are closed.',
    colour: '#6C5CE7',
    coupon: false,
    invite: false,
    pay: false,
    publicCodes: false,
    // The one group with a modal agreement, so the agreement popup has a home in e2e runs.
    agreement: true,
    tabs: { home: true, course: false, discussion: false, profile: false },
    entryDisabled: true,
    renew: false,
    scenes: { pay: [ASSET_IDS.usdt], tip: [ASSET_IDS.usdt], luckycoin: [ASSET_IDS.usdt] },
    members: [
      ['owner', 'owner', 'paid', null],
      ['member', 'user', 'paid', null],
    ],
  },
];

const legalUrl = (doc: string, group: string) => `/sandbox/legal/${doc}?group=${group}`;

export function seedDatabase(db: Db, nowMs: number): void {
  const iso = (offsetDays = 0) => new Date(nowMs + offsetDays * DAY).toISOString();
  const run = (sql: string, ...params: unknown[]) => db.prepare(sql).run(...params);

  db.transaction(() => {
    ASSETS.forEach((a, index) => {
      run(`INSERT INTO assets (asset_id, symbol, name, icon_url, price_cny, precision, kind, sort_order)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      a.id, a.symbol, a.name, svgAvatar(a.symbol, a.colour), a.price, a.precision, a.kind, index);
    });

    for (const p of Object.values(PERSONAS)) {
      run(`INSERT INTO users (user_id, identity_number, full_name, avatar_url, persona, created_at)
        VALUES (?, ?, ?, ?, ?, ?)`, p.user_id, p.identity_number, p.full_name, p.avatar_url, p.key, iso(-400));
      for (const [assetId, balance] of Object.entries(BALANCES[p.key])) {
        run('INSERT INTO user_balances (user_id, asset_id, balance) VALUES (?, ?, ?)', p.user_id, assetId, balance);
      }
    }

    for (const g of GROUPS) {
      run(`INSERT INTO groups (group_id, client_id, identity_number, name, bio, avatar_url, language,
          app_name, app_icon_url, mixin_oauth_scope, wechat_app_id, nft_ticket_enabled,
          provide_public_random_invitation_codes, agreement_enabled, agreement_modal, agreement_url,
          terms_of_use_url, privacy_policies_url, coupon_enabled, invite_to_join, pay_to_join,
          token_refresh_threshold, maintenance, created_at)
        VALUES (?, ?, ?, ?, ?, ?, 'en', ?, ?, 'PROFILE:READ ASSETS:READ', '', 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, 60, 0, ?)`,
      g.id, g.clientId, g.identityNumber, g.name, g.bio, svgAvatar(g.name, g.colour),
      `${g.name} Bot`, svgAvatar(g.name, g.colour), Number(g.publicCodes), Number(g.agreement),
      Number(g.agreement), legalUrl('agreement', g.id), legalUrl('terms', g.id), legalUrl('privacy', g.id),
      Number(g.coupon), Number(g.invite), Number(g.pay), iso(-400));

      run(`INSERT INTO group_settings (group_id, home_enabled, custom_enabled, course_enabled,
          discussion_enabled, profile_enabled, custom_theme, group_entry_quiz_id, group_entry_disabled,
          group_entry_kyc_enabled, system_renew_enable, system_invite_code_required,
          lecturing_or_streaming_started_at, group_mode)
        VALUES (?, ?, 0, ?, ?, ?, NULL, NULL, ?, 0, ?, 0, NULL, 'free')`,
      g.id, Number(g.tabs.home), Number(g.tabs.course), Number(g.tabs.discussion), Number(g.tabs.profile),
      Number(g.entryDisabled), Number(g.renew));

      for (const [scene, assetIds] of Object.entries(g.scenes)) {
        assetIds.forEach((assetId, index) => {
          run('INSERT INTO group_assets (group_id, scene, asset_id, sort_order) VALUES (?, ?, ?, ?)',
            g.id, scene, assetId, index);
        });
      }

      for (const [key, role, state, expiryDays] of g.members) {
        run(`INSERT INTO memberships (group_id, user_id, role, state, expired_at, joined_at, created_at)
          VALUES (?, ?, ?, ?, ?, ?, ?)`,
        g.id, PERSONAS[key].user_id, role, state,
        expiryDays === null ? null : iso(expiryDays), state === 'paid' ? iso(-30) : null, iso(-30));
      }
    }

    run(`INSERT INTO member_policies (group_id, user_id, policy_type, created_at) VALUES ('demo', ?, ?, ?)`,
      PERSONAS.banned.user_id, POLICY_USER_BAN, iso(-1));

    seedDemoCommerce(db, iso);
  })();
}

/** demo's products, invitation codes and coupons (their routes arrive with the join flow). */
function seedDemoCommerce(db: Db, iso: (offsetDays?: number) => string): void {
  const run = (sql: string, ...params: unknown[]) => db.prepare(sql).run(...params);
  const channel = (name: string, assetId: string, symbol: string) => ({ channel: name, asset_id: assetId, symbol });

  run(`INSERT INTO products (product_id, group_id, name, description, type, price_asset_id, price_amount,
      price_channels, status, created_at) VALUES (?, 'demo', ?, ?, 'membership', ?, ?, ?, 'active', ?)`,
  PRODUCT_IDS.demoMembership, 'Demo Academy membership', 'One year of courses, lectures and discussions.',
  ASSET_IDS.btc, '0.00030000', JSON.stringify([
    channel('mixin', ASSET_IDS.btc, 'BTC'),
    channel('mixin', ASSET_IDS.usdt, 'USDT'),
    channel('wechat', ASSET_IDS.cny, 'CNY'),
    channel('alipay', ASSET_IDS.cny, 'CNY'),
    channel('reborn', ASSET_IDS.rc, 'RC'),
  ]), iso(-400));
  run(`INSERT INTO products (product_id, group_id, name, description, type, price_asset_id, price_amount,
      price_channels, status, created_at) VALUES (?, 'demo', ?, ?, 'coupon_collection', ?, ?, ?, 'active', ?)`,
  PRODUCT_IDS.demoCouponPack, 'Coupon pack', 'Three vouchers for the next renewal.',
  ASSET_IDS.cny, '9.90', JSON.stringify([
    channel('wechat', ASSET_IDS.cny, 'CNY'),
    channel('alipay', ASSET_IDS.cny, 'CNY'),
  ]), iso(-400));
  run(`UPDATE groups SET entry_product_id = ? WHERE group_id = 'demo'`, PRODUCT_IDS.demoMembership);

  const codes: [string, PersonaKey, 'one_time' | 'permanent', boolean, PersonaKey | null][] = [
    ['DEMOPERM', 'owner', 'permanent', false, null],
    ['MIAFRIEND', 'member', 'one_time', false, null],
    ['USEDONCE', 'member', 'one_time', false, 'banned'],
    ['PUB7K2QX', 'owner', 'one_time', true, null],
    ['PUB9M4ZT', 'owner', 'one_time', true, null],
    ['PUB3H8WN', 'owner', 'one_time', true, 'member'],
  ];
  for (const [code, inviter, kind, isPublic, usedBy] of codes) {
    run(`INSERT INTO invitation_codes (code, group_id, inviter_id, kind, is_public, used_by, used_at, created_at)
      VALUES (?, 'demo', ?, ?, ?, ?, ?, ?)`,
    code, PERSONAS[inviter].user_id, kind, Number(isPublic),
    usedBy ? PERSONAS[usedBy].user_id : null, usedBy ? iso(-10) : null, iso(-60));
  }

  type CouponSeed = [id: number, owner: PersonaKey | null, code: string | null, assetId: string, amount: string,
    type: 'DISCOUNT' | 'VOUCHER', state: 'INIT' | 'USED', expiryDays: number, name: string,
    productId: string | null, payMethod: string | null];
  const coupons: CouponSeed[] = [
    [1, 'pending', null, ASSET_IDS.btc, '0.80', 'DISCOUNT', 'INIT', 30, '20% off membership', PRODUCT_IDS.demoMembership, null],
    [2, 'pending', null, ASSET_IDS.cny, '20.00', 'VOUCHER', 'INIT', 30, 'CNY 20 voucher', null, null],
    [3, 'pending', null, ASSET_IDS.btc, '0.00005000', 'VOUCHER', 'INIT', 30, 'BTC voucher (wallet only)', null, 'mixin'],
    [4, 'pending', null, ASSET_IDS.cny, '10.00', 'VOUCHER', 'INIT', -1, 'Expired CNY 10 voucher', null, null],
    [5, 'pending', null, ASSET_IDS.usdt, '0.50', 'DISCOUNT', 'USED', 30, 'Half price (used)', null, null],
    [6, 'member', null, ASSET_IDS.usdt, '0.90', 'DISCOUNT', 'INIT', 60, '10% off renewal', PRODUCT_IDS.demoMembership, null],
    [7, null, 'WELCOME5', ASSET_IDS.cny, '5.00', 'VOUCHER', 'INIT', 60, 'Welcome voucher', null, null],
    [8, null, 'BTCGIFT', ASSET_IDS.btc, '0.00001000', 'VOUCHER', 'INIT', 60, 'BTC gift voucher', null, 'mixin'],
  ];
  for (const [n, owner, code, assetId, amount, type, state, expiryDays, name, productId, payMethod] of coupons) {
    run(`INSERT INTO coupons (coupon_id, group_id, user_id, code, asset_id, amount, type, state, expired_at,
        name, description, product_id, pay_method, used_at, created_at)
      VALUES (?, 'demo', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    `30000000-0000-4000-8000-00000000000${n}`, owner ? PERSONAS[owner].user_id : null, code, assetId, amount,
    type, state, iso(expiryDays), name, `${name}.`, productId, payMethod, state === 'USED' ? iso(-5) : null, iso(-20));
  }
}

export function isDatabaseEmpty(db: Db): boolean {
  return db.prepare('SELECT (SELECT COUNT(*) FROM groups) + (SELECT COUNT(*) FROM users)').pluck().get() === 0;
}

/** Seeds only an empty database, so restarts keep whatever the demo has become. */
export function seedIfEmpty(db: Db, nowMs: number): boolean {
  if (!isDatabaseEmpty(db)) return false;
  seedDatabase(db, nowMs);
  return true;
}

/** Empties every data table (keeping meta: the signing key survives) and seeds again. */
export function resetDatabase(db: Db, nowMs: number): void {
  const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'
    AND name NOT LIKE 'sqlite_%' AND name NOT IN ('meta', 'schema_migrations')`).pluck().all() as string[];
  db.transaction(() => {
    // groups and products point at each other; check foreign keys once, at commit.
    db.pragma('defer_foreign_keys = ON');
    for (const table of tables) db.prepare(`DELETE FROM "${table}"`).run();
    seedDatabase(db, nowMs);
  })();
}
