import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/connection';
import { DEVELOPMENT_SECRETS_KEY_HEX } from '../env';
import { newEd25519Pair } from '../lib/ed25519';
import { hashToken } from '../lib/tokens';
import { saveCredentials } from '../providers/credentials';
import { upsertSandboxMixinApp, upsertSandboxWechatApp } from '../sandbox/sandbox.repo';

/**
 * Each demo group's wallet bot, on both sides: its client secret and session key among the group's
 * credentials (sealed with the development SECRETS_KEY, as an operator would set them) and its app,
 * secret hashed and session public key, registered with the wallet stand-in. Fresh at every seed;
 * nothing outside the database knows them.
 */
export function seedWalletBots(db: Db, groups: { id: string; clientId: string; wechatAppId: string }[], nowIso: string): void {
  for (const group of groups) {
    if (group.wechatAppId) {
      // The group's WeChat official account, on both sides too.
      const appSecret = randomBytes(16).toString('hex');
      saveCredentials(db, { secretsKey: DEVELOPMENT_SECRETS_KEY_HEX }, group.id, 'wechat', { app_secret: appSecret }, nowIso);
      upsertSandboxWechatApp(db, group.wechatAppId, hashToken(appSecret));
    }
    const secret = randomBytes(32).toString('hex');
    const session = newEd25519Pair();
    const sessionId = randomUUID();
    saveCredentials(db, { secretsKey: DEVELOPMENT_SECRETS_KEY_HEX }, group.id, 'mixin', {
      client_secret: secret,
      session_id: sessionId,
      session_private_key: session.seedHex,
    }, nowIso);
    upsertSandboxMixinApp(db, {
      clientId: group.clientId, secretHash: hashToken(secret), sessionId,
      sessionPublicKey: session.publicRaw.toString('hex'),
    });
  }
}
