import { afterAll, describe, expect, test } from 'vitest';
import { Struct, assert } from 'superstruct';
import { Me, UserAssets } from '../../contract/user';
import { TokenResponse } from '../../contract/auth';
import { AssetList } from '../../contract/asset';
import { GroupAdminSettings, GroupConfig, GroupPublic, GroupSettings } from '../../contract/group';
import { ClaimableCouponList, Coupon, CouponClaim, CouponList } from '../../contract/coupon';
import { WalletTokens } from '../../contract/wallet';
import {
  DecodedInvitation, InvitationCodeList, InvitationCount, InvitationRelation, JoinResult, PublicInvitationCodeList,
} from '../../contract/invitation';
import { KycStart, KycStatus } from '../../contract/kyc';
import { NftTicketStatus } from '../../contract/nft';
import { Order, OrderCreated, OrderStateInfo, PayResult, WechatPayment } from '../../contract/order';
import { Product, ProductList } from '../../contract/product';
import { Quiz, QuizGrade, QuizRecord, QuizResult } from '../../contract/quiz';
import { TrackResult } from '../../contract/track';
import { ChatMessage, ChatMessagePage, ChatState } from '../../contract/chat';
import { BankAccount, BankAccountList } from '../../contract/bank';
import { InvoiceOrder, InvoiceOrderPage, InvoiceTitle, InvoiceTitleList } from '../../contract/invoice';
import { SEED_BANK_ACCOUNT_IDS, SEED_INVOICE_IDS } from '../seed/money';
import { QUIZ_IDS } from '../seed';
import { PERSONA_KEYS } from '../test/standins';
import { GROUP_IDS } from '../seed';
import { createTestServer, type TestResponse } from '../test/helpers';
import { ASSET_SCENES } from './asset/asset.repo';

// Every success response this server builds, for every seeded group and persona, must pass
// the struct the client validates it with, and carry exactly the struct's fields.

const server = createTestServer();
afterAll(() => server.close());

function fieldsOf(struct: Struct<any, any>): string[] | null {
  // An array's schema is its element struct; an object's is its fields (which may include one named 'type').
  return struct.schema && typeof struct.schema === 'object' && !(struct.schema instanceof Struct)
    ? Object.keys(struct.schema).sort()
    : null;
}

let checked = 0;
function expectContract(res: TestResponse, struct: Struct<any, any>, item?: Struct<any, any>): void {
  expect(res.status, res.text).toBe(200);
  assert(res.body.data, struct);
  const fields = fieldsOf(item ?? struct);
  const values: unknown[] = item ? res.body.data : [res.body.data];
  expect(fields).not.toBeNull();
  for (const value of values) expect(Object.keys(value as object).sort()).toEqual(fields);
  checked += 1;
}

describe('responses match the shared structs', () => {
  test.each(['owner', 'admin', 'lecturer', 'member'] as const)('the chat of demo as %s', async (persona) => {
    const { token } = await server.login(persona);
    expectContract(await server.get('/api/groups/demo/chat/state', token), ChatState);
    const page = await server.get('/api/groups/demo/chat/messages?limit=100', token);
    expectContract(page, ChatMessagePage);
    for (const message of page.body.data.messages) expect(Object.keys(message).sort()).toEqual(fieldsOf(ChatMessage));
  });

  test.each(GROUP_IDS)('public endpoints of %s', async (group) => {
    const base = `/api/groups/${group}`;
    expectContract(await server.get(`${base}/public`), GroupPublic);
    expectContract(await server.get(`${base}/config`), GroupConfig);
    expectContract(await server.get(`${base}/settings/full`), GroupSettings);
    expectContract(await server.get(`${base}/assets/all`), AssetList, AssetList.schema as Struct<any, any>);
    for (const scene of ASSET_SCENES) {
      expectContract(await server.get(`${base}/assets?scene=${scene}`), AssetList, AssetList.schema as Struct<any, any>);
    }
  });

  test.each(GROUP_IDS.flatMap((group) => [...PERSONA_KEYS, 'new' as const].map((persona) => [group, persona] as const)))(
    '%s as %s',
    async (group, persona) => {
      const base = `/api/groups/${group}`;
      const login = await server.login(persona, group);
      const refreshed = await server.post(`${base}/auth/refresh`, { refresh_token: login.refresh_token });
      expectContract(refreshed, TokenResponse);
      const { token } = refreshed.body.data;
      expectContract(await server.get(`${base}/users/me`, token), Me);
      const banned = group === 'demo' && persona === 'banned';
      if (!banned) {
        const item = UserAssets.schema as Struct<any, any>;
        expectContract(await server.get(`${base}/users/me/assets`, token), UserAssets, item);
        for (const scene of ASSET_SCENES) {
          expectContract(await server.get(`${base}/users/me/assets?scene=${scene}`, token), UserAssets, item);
        }
        expectContract(await server.get(`${base}/users/me/tokens?provider=mixin`, token), WalletTokens,
          WalletTokens.schema as Struct<any, any>);
      }
      if (persona === 'owner' || (group === 'demo' && persona === 'admin')) {
        expectContract(await server.put(`${base}/settings/full`, { custom_enabled: true }, token), GroupAdminSettings);
        expectContract(await server.get(`${base}/admin/settings`, token), GroupAdminSettings);
      }
    },
  );

  test('bank cards, invoices and the profile (issue 13)', async () => {
    const demo = '/api/groups/demo';
    const member = (await server.login('member')).token;
    const item = (list: Struct<any, any>) => list.schema as Struct<any, any>;
    expectContract(await server.get(`${demo}/accounts`, member), BankAccountList, item(BankAccountList));
    expectContract(await server.get(`${demo}/accounts/${SEED_BANK_ACCOUNT_IDS.memberDefault}`, member), BankAccount);
    const page = await server.get(`${demo}/invoice_orders`, member);
    expectContract(page, InvoiceOrderPage);
    for (const order of page.body.data.items) expect(Object.keys(order).sort()).toEqual(fieldsOf(InvoiceOrder));
    expectContract(await server.get(`${demo}/invoice_orders/${SEED_INVOICE_IDS.joinOrder}`, member), InvoiceOrder);
    expectContract(await server.get(`${demo}/invoice_titles`, member), InvoiceTitleList, item(InvoiceTitleList));
    expectContract(await server.get(`${demo}/invoice_titles/${SEED_INVOICE_IDS.companyTitle}`, member), InvoiceTitle);
    expectContract(await server.put(`${demo}/users/me/profile`, { bio: 'New bio' }, member), Me);
    expectContract(await server.put(`${demo}/users/me/privacy_mode/enable`, {}, member), Me);
  });

  test('joining: products, invitations, coupons, orders, KYC, quiz, NFT, track', async () => {
    const demo = '/api/groups/demo';
    const item = (list: Struct<any, any>) => list.schema as Struct<any, any>;
    expectContract(await server.get(`${demo}/products`), ProductList, item(ProductList));
    const productId = (await server.get(`${demo}/products`)).body.data[0].product_id;
    expectContract(await server.get(`${demo}/products/${productId}`), Product);

    const member = (await server.login('member')).token;
    expectContract(await server.get(`${demo}/invitations`, member), InvitationCodeList, item(InvitationCodeList));
    expectContract(await server.get(`${demo}/invitations/used`, member), InvitationCodeList, item(InvitationCodeList));
    expectContract(await server.get(`${demo}/invitations/count`, member), InvitationCount);
    expectContract(await server.get(`${demo}/invitations/me`, member), InvitationRelation);
    expectContract(await server.get(`${demo}/invitations/public`), PublicInvitationCodeList, item(PublicInvitationCodeList));
    expectContract(await server.call('GET', `${demo}/invitations/decode/DEMOPERM`, { headers: { group_id: 'demo' } }), DecodedInvitation);
    expectContract(await server.get(`${demo}/coupons/claimable`, member), ClaimableCouponList, item(ClaimableCouponList));

    const buyer = (await server.login('pending')).token;
    expectContract(await server.post(`${demo}/invitations/apply?code=DEMOPERM`, {}, buyer), InvitationRelation);
    expectContract(await server.get(`${demo}/coupons`, buyer), CouponList, item(CouponList));
    expectContract(await server.post(`${demo}/coupons/claim?code=WELCOME5`, {}, buyer), CouponClaim);
    const coupon = await server.put(`${demo}/coupons/apply?code=WELCOME5`, {}, buyer);
    expectContract(coupon, Coupon);
    expectContract(await server.get(`${demo}/coupons/${coupon.body.data.coupon_id}`, buyer), Coupon);

    const created = await server.post(`${demo}/orders`, { quantity: 1, product_id: productId }, buyer);
    expectContract(created, OrderCreated);
    const orderId = created.body.data.order_id;
    const paid = await server.put(`${demo}/orders/${orderId}/pay`, { order_id: orderId, asset_id: 'cny', channel: 'wechat', pxx_channel: 'h5' }, buyer);
    expectContract(paid, PayResult);
    expect(Object.keys(paid.body.data.payment).sort()).toEqual(fieldsOf(WechatPayment));
    const order = await server.get(`${demo}/orders/${orderId}?expand=product`, buyer);
    expectContract(order, Order);
    expect(Object.keys(order.body.data.product).sort()).toEqual(fieldsOf(Product));
    expectContract(await server.call('GET', `${demo}/orders/${orderId}/state`, { token: buyer, headers: { group_id: 'demo' } }), OrderStateInfo);

    const free = (await server.login('new', 'free')).token;
    expectContract(await server.post('/api/groups/free/invitations/confirm-existed', {}, free), JoinResult);

    const gate = '/api/groups/gate';
    const applicant = (await server.login('new', 'gate')).token;
    expectContract(await server.get(`${gate}/kyc/me/status`, applicant), KycStatus);
    await server.post(`${gate}/kyc/authorize`, {}, applicant);
    expectContract(await server.get(`${gate}/kyc/start/faceid`, applicant), KycStart);
    expectContract(await server.get(`${gate}/quizzes/${QUIZ_IDS.gateRules}`, applicant), Quiz);
    const answers = [{ no: 1, answer: 'A' }, { no: 2, answer: 'A' }, { no: 3, answer: 'A' }];
    expectContract(await server.post(`${gate}/quizzes/${QUIZ_IDS.gateRules}/submit`, { answers }, applicant), QuizGrade);
    expectContract(await server.get(`${gate}/quizzes/${QUIZ_IDS.gateRules}/result`, applicant), QuizResult);
    expectContract(await server.get(`${gate}/quizzes/${QUIZ_IDS.gateRules}/record`, applicant), QuizRecord);

    const holder = (await server.login('pending', 'nft')).token;
    expectContract(await server.post('/api/groups/nft/nft/tickets', {}, holder), NftTicketStatus);
    expectContract(await server.get('/api/groups/nft/nft/tickets/status', holder), NftTicketStatus);
    expectContract(await server.post(`${demo}/track/create`, { event: 'login', method: 'mixin' }), TrackResult);
  });

  test('covered every response kind', () => {
    expect(checked).toBeGreaterThan(140);
  });
});
