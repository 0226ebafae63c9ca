import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../db/connection';
import { DEVELOPMENT_SECRETS_KEY_HEX } from '../env';
import { newEd25519Pair } from '../lib/ed25519';
import { hashToken } from '../lib/tokens';
import { saveCredentialsSync, type AlipayCredentials, type WechatPayCredentials } from '../providers/credentials';
import {
  setSandboxSpendKeySync, upsertSandboxAlipayAppSync, upsertSandboxMixinAppSync, upsertSandboxWechatAppSync, upsertSandboxWechatPayMerchantSync,
} from '../sandbox/sandbox.repo';

/**
 * Each demo group's wallet bot, on both sides: its client secret, session key and spend key among the
 * group's credentials (sealed with the development SECRETS_KEY, as an operator would set them) and
 * its app, secret hashed, session public key and spend public key, registered with the wallet stand-in. Fresh at every seed;
 * nothing outside the database knows them.
 */
export function seedWalletBots(db: Db, groups: { id: string; clientId: string; wechatAppId: string }[], nowIso: string): void {
  const merchant = groups.some((group) => group.wechatAppId) ? seedWechatPayMerchant(db) : null;
  const alipayApp = seedAlipayApp(db);
  for (const group of groups) {
    // Every group can take Alipay, through the demo's one Alipay app.
    saveCredentialsSync(db, { secretsKey: DEVELOPMENT_SECRETS_KEY_HEX }, group.id, 'alipay', alipayApp, nowIso);
    if (group.wechatAppId) {
      // The group's WeChat official account, on both sides too.
      const appSecret = randomBytes(16).toString('hex');
      saveCredentialsSync(db, { secretsKey: DEVELOPMENT_SECRETS_KEY_HEX }, group.id, 'wechat', { app_secret: appSecret }, nowIso);
      upsertSandboxWechatAppSync(db, group.wechatAppId, hashToken(appSecret));
      // Its official account is paid into through the demo's WeChat Pay merchant.
      saveCredentialsSync(db, { secretsKey: DEVELOPMENT_SECRETS_KEY_HEX }, group.id, 'wechatpay', merchant!, nowIso);
    }
    const secret = randomBytes(32).toString('hex');
    const session = newEd25519Pair();
    const sessionId = randomUUID();
    const spend = newEd25519Pair();
    saveCredentialsSync(db, { secretsKey: DEVELOPMENT_SECRETS_KEY_HEX }, group.id, 'mixin', {
      client_secret: secret,
      session_id: sessionId,
      session_private_key: session.seedHex,
      spend_private_key: spend.seedHex,
    }, nowIso);
    upsertSandboxMixinAppSync(db, {
      clientId: group.clientId, secretHash: hashToken(secret), sessionId,
      sessionPublicKey: session.publicRaw.toString('hex'),
    });
    // The bot's Safe registration: its spend key's public half, which its outputs are locked to.
    setSandboxSpendKeySync(db, group.clientId, spend.publicRaw.toString('hex'));
  }
}

type RsaPair = { privateKey: string; publicKey: string };
type DemoKeys = Record<'merchant' | 'party', RsaPair>;
/** Where the demo's RSA key pairs are kept between processes on this machine (never in the repository). */
const DEMO_KEYS_FILE = join(tmpdir(), 'groups-demo-rsa-keys-v1.json');
let demoKeys: DemoKeys | null = null;

/**
 * The demo's two RSA key pairs (PEM): the merchant's side (WeChat Pay's merchant key, the Alipay app's
 * key) and the party's (WeChat Pay's and Alipay's own signing keys). RSA-2048 takes ~0.2 s a pair to
 * make, and every demo start, test server and spawned test process seeds, so the pairs are made once on
 * this machine and kept in its temporary directory (written whole under a name of its own, then renamed
 * into place); a file that does not read back as two pairs is made again. They only ever sign for the
 * sandbox's stand-ins.
 */
function demoRsaPairs(): DemoKeys {
  if (demoKeys) return demoKeys;
  try {
    const kept = JSON.parse(readFileSync(DEMO_KEYS_FILE, 'utf8')) as DemoKeys;
    if ([kept.merchant, kept.party].every((pair) => /PRIVATE KEY/.test(pair?.privateKey) && /PUBLIC KEY/.test(pair?.publicKey))) {
      demoKeys = kept;
      return kept;
    }
  } catch {
    // None kept yet, or unreadable: made below.
  }
  const pair = (): RsaPair => generateKeyPairSync('rsa', {
    modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  demoKeys = { merchant: pair(), party: pair() };
  try {
    const partial = `${DEMO_KEYS_FILE}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, JSON.stringify(demoKeys), { mode: 0o600 });
    renameSync(partial, DEMO_KEYS_FILE);
  } catch {
    // Not kept: the next process makes its own.
  }
  return demoKeys;
}

/**
 * The demo's Alipay app, on both sides: the app's key pair (the private key among the groups'
 * credentials, the public key with the stand-in) and Alipay's (the other way round).
 */
function seedAlipayApp(db: Db): AlipayCredentials {
  const { merchant: app, party: alipay } = demoRsaPairs();
  const credentials = { app_id: '2021000000000001', app_private_key: app.privateKey, alipay_public_key: alipay.publicKey };
  upsertSandboxAlipayAppSync(db, { app_id: credentials.app_id, app_public_key: app.publicKey, alipay_private_key: alipay.privateKey });
  return credentials;
}

/**
 * The demo's WeChat Pay merchant, on both sides: its API key pair (the private key among the groups'
 * credentials, the public key with the stand-in, under the certificate's serial), WeChat Pay's own
 * key pair (the other way round) and the APIv3 key both know. Fresh serials and APIv3 key at every
 * seed; the key pairs are the demo's (demoRsaPairs).
 */
function seedWechatPayMerchant(db: Db): WechatPayCredentials {
  const { merchant, party: platform } = demoRsaPairs();
  const credentials: WechatPayCredentials = {
    mchid: '1900000109',
    merchant_serial: randomBytes(20).toString('hex').toUpperCase(),
    merchant_private_key: merchant.privateKey,
    apiv3_key: randomBytes(16).toString('hex'),
    platform_key_id: `PUB_KEY_ID_${randomBytes(16).toString('hex').toUpperCase()}`,
    platform_public_key: platform.publicKey,
  };
  upsertSandboxWechatPayMerchantSync(db, {
    mchid: credentials.mchid, merchant_serial: credentials.merchant_serial, merchant_public_key: merchant.publicKey,
    platform_key_id: credentials.platform_key_id, platform_private_key: platform.privateKey, apiv3_key: credentials.apiv3_key,
  });
  return credentials;
}
