import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Secrets at rest: AES-256-GCM with a 32-byte key, and additional data naming whose secret it is
// (a group, a member), so a sealed value copied onto another row does not open. Bank card numbers
// (CARD_KEY) and the groups' provider credentials (SECRETS_KEY) are sealed so.

const VERSION = 'v1';

/** `v1:iv:tag:ciphertext` (base64 parts) of `plain`, opened only with the same key and `owner`. */
export function seal(key: Buffer, owner: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(owner, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
}

/** What seal sealed for the same key and owner; throws for anything else. */
export function unseal(key: Buffer, owner: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split(':');
  if (version !== VERSION || !iv || !tag || !body) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAAD(Buffer.from(owner, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}
