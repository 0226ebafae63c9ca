import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';
import { DEVELOPMENT_SECRETS_KEY_HEX } from '../env';
import { hashToken } from '../lib/tokens';
import { saveCredentials } from '../providers/credentials';
import { upsertSandboxMixinApp } from '../sandbox/sandbox.repo';

/**
 * Each demo group's wallet bot, on both sides: its client secret among the group's credentials
 * (sealed with the development SECRETS_KEY, as an operator would set it) and its app registered
 * with the wallet stand-in. A fresh secret at every seed; nothing outside the database knows it.
 */
export function seedWalletBots(db: Db, groups: { id: string; clientId: string }[], nowIso: string): void {
  for (const group of groups) {
    const secret = randomBytes(32).toString('hex');
    saveCredentials(db, { secretsKey: DEVELOPMENT_SECRETS_KEY_HEX }, group.id, 'mixin', { client_secret: secret }, nowIso);
    upsertSandboxMixinApp(db, group.clientId, hashToken(secret));
  }
}
