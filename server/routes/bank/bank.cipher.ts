import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DEVELOPMENT_CARD_KEY_HEX } from '../../env';

// Card numbers at rest (issue 13 point 9): AES-256-GCM with a 32-byte key from CARD_KEY (64 hex
// digits). The owner's group and user id are the additional data, so a sealed number copied onto
// another member's row does not open. The key comes from cardKeyOf (env.ts): the public development
// key only for the demo, which guards nothing and must never seal a real card.

const VERSION = 'v1';

/** The demo seed's key (the development key, env.ts): public. */
export const DEVELOPMENT_CARD_KEY = Buffer.from(DEVELOPMENT_CARD_KEY_HEX, 'hex');


const owner = (groupId: string, userId: string) => Buffer.from(`${groupId}\u0000${userId}`, 'utf8');

/** `v1:iv:tag:ciphertext` (base64 parts) for the card number of this member of this group. */
export function sealCardNumber(key: Buffer, groupId: string, userId: string, digits: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(owner(groupId, userId));
  const body = Buffer.concat([cipher.update(digits, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
}

/** The number sealed by sealCardNumber for the same member and key (a payout reads it); throws otherwise. */
export function openCardNumber(key: Buffer, groupId: string, userId: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split(':');
  if (version !== VERSION || !iv || !tag || !body) throw new Error('not a sealed card number');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAAD(owner(groupId, userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}
