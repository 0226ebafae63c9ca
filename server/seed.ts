import type { Db } from './db/connection';
import { svgAvatar } from './lib/avatar';
import { POLICY_USER_BAN } from './lib/roles';
import { PERSONAS, type PersonaKey } from './sandbox/personas';
import { seedCourses } from './seed/courses';
import { seedLive } from './seed/live';
import { seedTips } from './seed/tips';
import { seedDiscussions } from './seed/discussions';
import { seedLuckycoin } from './seed/luckycoin';
import { seedCheckin } from './seed/checkin';
import { seedBadges } from './seed/badges';
import { seedArticles } from './seed/articles';
import { seedChat } from './seed/chat';
import { seedProfit } from './seed/profit';
import { seedMoney } from './seed/money';
import { seedCoupons } from './seed/coupons';
import { seedInvitations } from './seed/invitations';
import { seedBotWallets, seedVaults } from './seed/vaults';
import { seedStats } from './seed/stats';
import { seedGroupEvents } from './seed/events';
import { seedWalletBots } from './seed/credentials';

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
  nftMembership: '10000000-0000-4000-8000-000000000003',
} as const;

export const QUIZ_IDS = {
  gateRules: '40000000-0000-4000-8000-000000000001',
  gateSafety: '40000000-0000-4000-8000-000000000002',
} as const;

export const GROUP_IDS = ['demo', 'free', 'closed', 'gate', 'nft'] as const;

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
  /** The official account WeChat sign-in uses; '' for none. */
  wechatAppId: string;
  /** system_invite_code_required: a join order needs an inviter. */
  inviteRequired: boolean;
  entryQuizId: string | null;
  kyc: boolean;
  nft: boolean;
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
    wechatAppId: 'wxsandboxdemo',
    inviteRequired: true,
    entryQuizId: null,
    kyc: false,
    nft: false,
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
    wechatAppId: '',
    inviteRequired: false,
    entryQuizId: null,
    kyc: false,
    nft: false,
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
    wechatAppId: '',
    inviteRequired: false,
    entryQuizId: null,
    kyc: false,
    nft: false,
    scenes: { pay: [ASSET_IDS.usdt], tip: [ASSET_IDS.usdt], luckycoin: [ASSET_IDS.usdt] },
    members: [
      ['owner', 'owner', 'paid', null],
      ['member', 'user', 'paid', null],
    ],
  },
  {
    // Every gate of the entry guard before joining: two quizzes in a row, then KYC; entry is free.
    id: 'gate',
    clientId: '20000000-0000-4000-8000-00000000a004',
    identityNumber: '7000100004',
    name: 'Gated Guild',
    bio: 'Pass the rules quiz and verify your identity, then join for free.',
    colour: '#E67E22',
    coupon: false,
    invite: false,
    pay: false,
    publicCodes: false,
    agreement: false,
    tabs: { home: true, course: true, discussion: false, profile: true },
    entryDisabled: false,
    renew: false,
    wechatAppId: 'wxsandboxgate',
    inviteRequired: false,
    entryQuizId: QUIZ_IDS.gateRules,
    kyc: true,
    nft: false,
    scenes: { pay: [ASSET_IDS.usdt], tip: [ASSET_IDS.usdt], luckycoin: [ASSET_IDS.usdt] },
    members: [
      ['owner', 'owner', 'paid', null],
      ['member', 'user', 'paid', null],
    ],
  },
  {
    // Join with an NFT ticket, or pay (USDT or BTC in the wallet).
    id: 'nft',
    clientId: '20000000-0000-4000-8000-00000000b005',
    identityNumber: '7000100005',
    name: 'NFT Club',
    bio: 'Holders of the club ticket get in; everyone else can buy a year.',
    colour: '#9B59B6',
    coupon: false,
    invite: false,
    pay: true,
    publicCodes: false,
    agreement: false,
    tabs: { home: true, course: false, discussion: true, profile: true },
    entryDisabled: false,
    renew: true,
    wechatAppId: 'wxsandboxnft',
    inviteRequired: false,
    entryQuizId: null,
    kyc: false,
    nft: true,
    scenes: { pay: [ASSET_IDS.usdt, ASSET_IDS.btc], tip: [ASSET_IDS.usdt], luckycoin: [ASSET_IDS.usdt] },
    members: [
      ['owner', 'owner', 'paid', null],
      ['member', 'user', 'paid', 365],
      ['pending', 'user', 'pending', null],
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
        VALUES (?, ?, ?, ?, ?, ?, 'en', ?, ?, 'PROFILE:READ ASSETS:READ', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 60, 0, ?)`,
      g.id, g.clientId, g.identityNumber, g.name, g.bio, svgAvatar(g.name, g.colour),
      `${g.name} Bot`, svgAvatar(g.name, g.colour), g.wechatAppId, Number(g.nft), Number(g.publicCodes), Number(g.agreement),
      Number(g.agreement), legalUrl('agreement', g.id), legalUrl('terms', g.id), legalUrl('privacy', g.id),
      Number(g.coupon), Number(g.invite), Number(g.pay), iso(-400));

      run(`INSERT INTO group_settings (group_id, home_enabled, custom_enabled, course_enabled,
          discussion_enabled, profile_enabled, custom_theme, group_entry_quiz_id, group_entry_disabled,
          group_entry_kyc_enabled, system_renew_enable, system_invite_code_required,
          lecturing_or_streaming_started_at, group_mode)
        VALUES (?, ?, 0, ?, ?, ?, NULL, NULL, ?, ?, ?, ?, NULL, 'free')`,
      g.id, Number(g.tabs.home), Number(g.tabs.course), Number(g.tabs.discussion), Number(g.tabs.profile),
      Number(g.entryDisabled), Number(g.kyc), Number(g.renew), Number(g.inviteRequired));

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

    seedWalletBots(db, GROUPS, iso(-400));
    seedDemoCommerce(db, iso);
    seedCoupons(db, nowMs, { btc: ASSET_IDS.btc, usdt: ASSET_IDS.usdt, cny: ASSET_IDS.cny, couponPack: PRODUCT_IDS.demoCouponPack });
    seedGate(db, iso);
    seedNft(db, iso);
    seedCourses(db, nowMs);
    seedLive(db, nowMs);
    seedTips(db, nowMs);
    seedDiscussions(db, nowMs);
    seedLuckycoin(db, nowMs);
    seedCheckin(db, nowMs);
    seedBadges(db, nowMs);
    seedArticles(db, nowMs);
    seedChat(db, nowMs);
    seedInvitations(db, nowMs);
    // After the invitations: a settled month takes in their bonuses.
    seedProfit(db, nowMs);
    seedMoney(db, nowMs);
    // After every seed that writes PAID orders: the vaults are rebuilt from them.
    seedVaults(db);
    seedBotWallets(db, iso(-1));
    // Last: demo's year of statistics takes in what every seed above wrote.
    seedStats(db, nowMs);
    // demo's year of admin actions for the group events list.
    seedGroupEvents(db, nowMs);
  })();
}

/** demo's products, invitation codes and coupons (their routes arrive with the join flow). */
function seedDemoCommerce(db: Db, iso: (offsetDays?: number) => string): void {
  const run = (sql: string, ...params: unknown[]) => db.prepare(sql).run(...params);
  const channel = (name: string, assetId: string, symbol: string) => ({ channel: name, asset_id: assetId, symbol });

  run(`INSERT INTO products (product_id, group_id, name, description, type, price_asset_id, price_amount,
      price_channels, status, created_at) VALUES (?, 'demo', ?, ?, 'membership', ?, ?, ?, 'normal', ?)`,
  PRODUCT_IDS.demoMembership, 'Demo Academy membership', 'One year of courses, lectures and discussions.',
  ASSET_IDS.btc, '0.00030000', JSON.stringify([
    channel('mixin', ASSET_IDS.btc, 'BTC'),
    channel('mixin', ASSET_IDS.usdt, 'USDT'),
    channel('wechat', ASSET_IDS.cny, 'CNY'),
    channel('alipay', ASSET_IDS.cny, 'CNY'),
    channel('reborn', ASSET_IDS.rc, 'RC'),
  ]), iso(-400));
  run(`INSERT INTO products (product_id, group_id, name, description, type, price_asset_id, price_amount,
      price_channels, status, created_at) VALUES (?, 'demo', ?, ?, 'coupon_collection', ?, ?, ?, 'normal', ?)`,
  PRODUCT_IDS.demoCouponPack, 'Coupon pack', 'Three vouchers for the next renewal.',
  ASSET_IDS.cny, '9.90', JSON.stringify([
    channel('wechat', ASSET_IDS.cny, 'CNY'),
    channel('alipay', ASSET_IDS.cny, 'CNY'),
  ]), iso(-400));
  run(`UPDATE groups SET entry_product_id = ? WHERE group_id = 'demo'`, PRODUCT_IDS.demoMembership);

  // code, inviter, kind, public, used by (who joined with it: a relation is seeded too).
  const codes: [string, PersonaKey, 'one_time' | 'permanent', boolean, PersonaKey | null][] = [
    ['DEMOPERM', 'owner', 'permanent', false, null],
    ['MIAFRIEND', 'member', 'one_time', false, null],
    ['MIAPAL', 'member', 'one_time', false, null],
    ['USEDONCE', 'member', 'one_time', false, 'banned'],
    ['PUB7K2QX', 'owner', 'one_time', true, null],
    ['PUB9M4ZT', 'owner', 'one_time', true, null],
    ['PUB5R6YV', 'admin', 'one_time', true, null],
    ['PUB8C2JD', 'admin', 'one_time', true, null],
    ['PUB3H8WN', 'owner', 'one_time', true, 'member'],
  ];
  for (const [code, inviter, kind, isPublic, usedBy] of codes) {
    run(`INSERT INTO invitation_codes (code, group_id, inviter_id, kind, is_public, used_by, used_at, created_at)
      VALUES (?, 'demo', ?, ?, ?, ?, ?, ?)`,
    code, PERSONAS[inviter].user_id, kind, Number(isPublic),
    usedBy ? PERSONAS[usedBy].user_id : null, usedBy ? iso(-10) : null, iso(-60));
    if (usedBy) {
      run(`INSERT INTO invitation_relations (group_id, user_id, inviter_id, code, kind, created_at)
        VALUES ('demo', ?, ?, ?, ?, ?)`, PERSONAS[usedBy].user_id, PERSONAS[inviter].user_id, code, kind, iso(-10));
    }
  }

  type CouponSeed = [id: number, owner: PersonaKey, assetId: string, amount: string,
    type: 'DISCOUNT' | 'VOUCHER', state: 'INIT' | 'USED', expiryDays: number, name: string,
    productId: string | null, payMethod: string | null];
  const coupons: CouponSeed[] = [
    [1, 'pending', ASSET_IDS.btc, '0.80', 'DISCOUNT', 'INIT', 30, '20% off membership', PRODUCT_IDS.demoMembership, null],
    [2, 'pending', ASSET_IDS.cny, '20.00', 'VOUCHER', 'INIT', 30, 'CNY 20 voucher', null, null],
    [3, 'pending', ASSET_IDS.btc, '0.00005000', 'VOUCHER', 'INIT', 30, 'BTC voucher (wallet only)', null, 'mixin'],
    [4, 'pending', ASSET_IDS.cny, '10.00', 'VOUCHER', 'INIT', -1, 'Expired CNY 10 voucher', null, null],
    [5, 'pending', ASSET_IDS.usdt, '0.50', 'DISCOUNT', 'USED', 30, 'Half price (used)', null, null],
    [6, 'member', ASSET_IDS.usdt, '0.90', 'DISCOUNT', 'INIT', 60, '10% off renewal', PRODUCT_IDS.demoMembership, null],
    [7, 'pending', ASSET_IDS.rc, '200.00', 'VOUCHER', 'INIT', 30, 'RC 200 voucher (free membership)', PRODUCT_IDS.demoMembership, 'reborn'],
    [8, 'pending', ASSET_IDS.usdt, '0.70', 'DISCOUNT', 'INIT', 30, '30% off for the coupon pack', PRODUCT_IDS.demoCouponPack, null],
    [9, 'member', ASSET_IDS.cny, '15.00', 'VOUCHER', 'USED', 60, 'CNY 15 voucher (used)', null, null],
  ];
  for (const [n, owner, assetId, amount, type, state, expiryDays, name, productId, payMethod] of coupons) {
    run(`INSERT INTO coupons (coupon_id, group_id, user_id, asset_id, amount, type, state, expired_at,
        name, description, product_id, pay_method, used_at, created_at)
      VALUES (?, 'demo', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    couponId(n), PERSONAS[owner].user_id, assetId, amount,
    type, state, iso(expiryDays), name, `${name}.`, productId, payMethod, state === 'USED' ? iso(-5) : null, iso(-20));
  }

  // Claimable codes (anyone, e.g. a "new" user, once each): code, asset, amount, type, days left,
  // name, product, channel, claim limit.
  type CouponCodeSeed = [code: string, assetId: string, amount: string, type: 'DISCOUNT' | 'VOUCHER', expiryDays: number,
    name: string, productId: string | null, payMethod: string | null, maxClaims: number | null];
  const couponCodes: CouponCodeSeed[] = [
    ['WELCOME5', ASSET_IDS.cny, '5.00', 'VOUCHER', 60, 'Welcome voucher', null, null, null],
    ['BTCGIFT', ASSET_IDS.btc, '0.00001000', 'VOUCHER', 60, 'BTC gift voucher', null, 'mixin', null],
    ['NEWBIE20', ASSET_IDS.usdt, '0.80', 'DISCOUNT', 60, '20% off your first year', PRODUCT_IDS.demoMembership, null, null],
    ['RCFREE', ASSET_IDS.rc, '1000.00', 'VOUCHER', 60, 'A free year in RC', PRODUCT_IDS.demoMembership, 'reborn', null],
    ['ONLYONE', ASSET_IDS.cny, '50.00', 'VOUCHER', 60, 'First come, first served', null, null, 1],
    ['OLDCODE', ASSET_IDS.cny, '5.00', 'VOUCHER', -1, 'An expired campaign', null, null, null],
  ];
  for (const [code, assetId, amount, type, expiryDays, name, productId, payMethod, maxClaims] of couponCodes) {
    run(`INSERT INTO coupon_codes (code, group_id, asset_id, amount, type, name, description, product_id, pay_method,
        expired_at, max_claims, created_at)
      VALUES (?, 'demo', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    code, assetId, amount, type, name, `${name}.`, productId, payMethod, iso(expiryDays), maxClaims, iso(-20));
  }
}

const couponId = (n: number) => `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

type QuestionSeed = [no: number, type: 'single' | 'multi', content: string, options: string[], answer: string];

/** gate: two entry quizzes in a row and KYC; the member has passed both and is verified. */
function seedGate(db: Db, iso: (offsetDays?: number) => string): void {
  const run = (sql: string, ...params: unknown[]) => db.prepare(sql).run(...params);
  const quizzes: [id: string, title: string, subtitle: string, next: string | null, questions: QuestionSeed[]][] = [
    [QUIZ_IDS.gateRules, 'Community rules', 'Answer every question to continue.', QUIZ_IDS.gateSafety, [
      [1, 'single', 'What may you share outside the group?', ['Course recordings', 'Nothing without permission', "Other members' messages"], 'B'],
      [2, 'multi', 'Which of these are welcome in discussions?', ['Questions about the course', 'Advertising', 'Helping other members', 'Personal attacks'], 'A,C'],
      [3, 'single', 'What happens to members who keep breaking the rules?', ['Nothing', 'They may be banned'], 'B'],
    ]],
    [QUIZ_IDS.gateSafety, 'Staying safe', 'One more: how to spot trouble.', null, [
      [1, 'single', 'Someone in the group asks for your wallet PIN. What do you do?', ['Send it', 'Refuse and report them'], 'B'],
      [2, 'multi', 'Which are signs of a scam?', ['Guaranteed returns', 'Pressure to act now', 'A published course schedule'], 'A,B'],
    ]],
  ];
  for (const [id, title, subtitle, , questions] of quizzes) {
    run(`INSERT INTO quizzes (quiz_id, group_id, title, subtitle, created_at)
      VALUES (?, 'gate', ?, ?, ?)`, id, title, subtitle, iso(-100));
    for (const [no, type, content, options, answer] of questions) {
      const opts = options.map((text, index) => ({ opt_no: String.fromCharCode(65 + index), opt_content: text }));
      run(`INSERT INTO quiz_questions (quiz_id, no, type, content, options, answer) VALUES (?, ?, ?, ?, ?, ?)`,
        id, no, type, content, JSON.stringify(opts), answer);
    }
    for (const persona of ['owner', 'member'] as const) {
      run(`INSERT INTO quiz_attempts (attempt_id, quiz_id, user_id, answers, correct, total, passed, created_at)
        VALUES (?, ?, ?, '[]', ?, ?, 1, ?)`, `${id}:${persona}`, id,
      PERSONAS[persona].user_id, questions.length, questions.length, iso(-40));
    }
  }
  // Chained once all exist: each quiz points at the next one.
  for (const [id, , , next] of quizzes) run('UPDATE quizzes SET next_quiz_id = ? WHERE quiz_id = ?', next, id);
  run(`UPDATE group_settings SET group_entry_quiz_id = ? WHERE group_id = 'gate'`, QUIZ_IDS.gateRules);
  for (const persona of ['owner', 'member'] as const) {
    run(`INSERT INTO kyc_verifications (user_id, outcome, name, submitted_at, review_at) VALUES (?, 'approved', ?, ?, ?)`,
      PERSONAS[persona].user_id, PERSONAS[persona].full_name, iso(-41), iso(-41));
    run(`INSERT INTO kyc_consents (group_id, user_id, created_at) VALUES ('gate', ?, ?)`, PERSONAS[persona].user_id, iso(-41));
  }
}

/**
 * nft: a paid product and NFT tickets. What a ticket check finds (see the sandbox NFT page):
 * member and pending succeed, admin's wallet authorisation is too narrow (autherr), lecturer
 * and everyone else hold no ticket (none).
 */
function seedNft(db: Db, iso: (offsetDays?: number) => string): void {
  const run = (sql: string, ...params: unknown[]) => db.prepare(sql).run(...params);
  run(`INSERT INTO products (product_id, group_id, name, description, type, price_asset_id, price_amount,
      price_channels, status, created_at) VALUES (?, 'nft', ?, ?, 'membership', ?, ?, ?, 'normal', ?)`,
  PRODUCT_IDS.nftMembership, 'NFT Club membership', 'One year in the club, for those without a ticket.',
  ASSET_IDS.usdt, '10.00', JSON.stringify([
    { channel: 'mixin', asset_id: ASSET_IDS.usdt, symbol: 'USDT' },
    { channel: 'mixin', asset_id: ASSET_IDS.btc, symbol: 'BTC' },
  ]), iso(-200));
  run(`UPDATE groups SET entry_product_id = ? WHERE group_id = 'nft'`, PRODUCT_IDS.nftMembership);
  const outcomes: [PersonaKey | null, 'success' | 'none' | 'autherr'][] = [
    [null, 'none'], ['member', 'success'], ['pending', 'success'], ['admin', 'autherr'], ['lecturer', 'none'],
  ];
  for (const [persona, outcome] of outcomes) {
    run(`INSERT INTO sandbox_nft_outcomes (group_id, user_id, outcome, delay_ms) VALUES ('nft', ?, ?, NULL)`,
      persona ? PERSONAS[persona].user_id : '', outcome);
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

/** Tables a reset keeps: the server's own state, not the demo's data. */
export const SERVER_STATE_TABLES = ['meta', 'schema_migrations', 'scheduled_jobs'];

/**
 * Empties every data table and seeds again, keeping the server's own state: meta (the signing key
 * survives) and the scheduler's jobs (their places and leases are the running processes', not data).
 */
export function resetDatabase(db: Db, nowMs: number): void {
  // Virtual (FTS5) tables are emptied through themselves; their shadow tables may not be written directly.
  const tables = db.prepare(`SELECT name FROM pragma_table_list WHERE schema = 'main' AND type IN ('table', 'virtual')
    AND name NOT LIKE 'sqlite_%' AND name NOT IN (${SERVER_STATE_TABLES.map((t) => `'${t}'`).join(', ')})`).pluck().all() as string[];
  db.transaction(() => {
    // groups and products point at each other; check foreign keys once, at commit.
    db.pragma('defer_foreign_keys = ON');
    for (const table of tables) db.prepare(`DELETE FROM "${table}"`).run();
    seedDatabase(db, nowMs);
  })();
}
