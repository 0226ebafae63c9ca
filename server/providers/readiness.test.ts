import { afterAll, describe, expect, test } from 'vitest';
import { DEVELOPMENT_SECRETS_KEY_HEX } from '../env';
import { createTestServer } from '../test/helpers';
import { missingProviders, readinessRefusal } from './readiness';

// Issue 23 point 8: what a real server checks of its groups' parties before it starts.

const server = createTestServer();
afterAll(() => server.close());
/**
 * Each seeded group with the parties it needs: the wallet always, WeChat where it has an official
 * account, WeChat Pay and Alipay where a product can be paid with them (the demo's).
 */
const NEEDS = [['closed', 'mixin'], ['demo', 'mixin'], ['demo', 'wechat'], ['demo', 'wechatpay'], ['demo', 'alipay'], ['free', 'mixin'],
  ['gate', 'mixin'], ['gate', 'wechat'], ['nft', 'mixin'], ['nft', 'wechat']];
const PUBLIC_ORIGIN = 'https://groups.example';
const KYC = {
  kycUrl: 'https://kyc.example', kycSecret: 'k'.repeat(32), nftUrl: 'https://nft.example', nftSecret: 'n'.repeat(32), rebornSecret: 'r'.repeat(32),
};

describe('the start-up check of every group\'s parties', () => {
  test('names each group whose wallet, WeChat, WeChat Pay or Alipay credentials are missing, sealed with another key, or unreadable without a key', async () => {
    const env = { secretsKey: DEVELOPMENT_SECRETS_KEY_HEX, publicOrigin: PUBLIC_ORIGIN, ...KYC };
    expect(await readinessRefusal(server.sql, env)).toBeNull();
    expect(await missingProviders(server.sql, { ...env, secretsKey: 'e1'.repeat(32) })).toEqual(
      NEEDS.map(([group, party]) => `group ${group}'s ${party} credentials do not open with SECRETS_KEY`));
    expect(await missingProviders(server.sql, { ...env, secretsKey: null }))
      .toEqual(NEEDS.map(([group, party]) => `group ${group}'s ${party} credentials need SECRETS_KEY`));
    await server.sql.run(`DELETE FROM group_credentials WHERE (group_id = 'demo' AND party IN ('wechat', 'wechatpay')) OR group_id = 'free'`);
    expect(await readinessRefusal(server.sql, env)).toBe('Not starting: group demo has no wechat credentials; group demo has no wechatpay credentials; '
      + 'group free has no mixin credentials. Set them with npm run group -- credentials <group> <party> (README "Run it for real").');
  });

  test('a server taking WeChat Pay or Alipay needs PUBLIC_ORIGIN for their notifications; without a product on either it does not', async () => {
    const env = { secretsKey: DEVELOPMENT_SECRETS_KEY_HEX, publicOrigin: '', ...KYC };
    const needsOrigin = 'PUBLIC_ORIGIN is not set, and WeChat Pay and Alipay need it to send this server their notifications';
    expect(await missingProviders(server.sql, env)).toContain(needsOrigin);
    // Every product's price in that channel taken away (price_channels is a JSON list of {channel, …}).
    const dropChannel = async (channel: string) => {
      const products = await server.sql.all<{ product_id: string; price_channels: string }>('SELECT product_id, price_channels FROM products ORDER BY product_id');
      for (const product of products) {
        const kept = (JSON.parse(product.price_channels) as { channel: string }[]).filter((price) => price.channel !== channel);
        await server.sql.run('UPDATE products SET price_channels = ? WHERE product_id = ?', JSON.stringify(kept), product.product_id);
      }
    };
    await dropChannel('wechat');
    expect(await missingProviders(server.sql, env)).toContain(needsOrigin);
    await dropChannel('alipay');
    expect(await missingProviders(server.sql, env)).not.toContain(needsOrigin);
  });

  test('a server with a group that verifies identities before joining needs the KYC vendor set; without one it does not', async () => {
    const env = {
      secretsKey: DEVELOPMENT_SECRETS_KEY_HEX, publicOrigin: PUBLIC_ORIGIN, nftUrl: 'https://nft.example', nftSecret: 'n'.repeat(32), rebornSecret: 'r'.repeat(32),
    };
    const needsKyc = 'KYC_URL and KYC_SECRET are not set, and gate verify(s) identities before joining';
    expect(await missingProviders(server.sql, { ...env, kycUrl: 'https://kyc.example', kycSecret: null })).toContain(needsKyc);
    expect(await missingProviders(server.sql, { ...env, kycUrl: '', kycSecret: 'k'.repeat(32) })).toContain(needsKyc);
    await server.sql.run('UPDATE group_settings SET group_entry_kyc_enabled = 0');
    expect(await missingProviders(server.sql, { ...env, kycUrl: '', kycSecret: null })).not.toContain(needsKyc);
    expect(await missingProviders(server.sql, { ...env, ...KYC, nftUrl: '', nftSecret: null }))
      .toContain('NFT_URL and NFT_SECRET are not set, and nft take(s) NFT tickets');
    expect(await missingProviders(server.sql, { ...env, ...KYC, rebornSecret: null })).toContain('REBORN_SECRET is not set, and demo sell(s) for the rc coin');
  });
});
