import { DEVELOPMENT_CARD_KEY_HEX } from '../../env';
import { seal, unseal } from '../../lib/sealed';

// Card numbers at rest (issue 13 point 9): sealed (lib/sealed.ts) with a 32-byte key from CARD_KEY
// (64 hex digits). The owner's group and user id are the additional data, so a sealed number copied
// onto another member's row does not open. The key comes from cardKeyOf (env.ts): the public
// development key only for the demo, which guards nothing and must never seal a real card.

/** The demo seed's key (the development key, env.ts): public. */
export const DEVELOPMENT_CARD_KEY = Buffer.from(DEVELOPMENT_CARD_KEY_HEX, 'hex');

const owner = (groupId: string, userId: string) => `${groupId}\u0000${userId}`;

/** `v1:iv:tag:ciphertext` (base64 parts) for the card number of this member of this group. */
export function sealCardNumber(key: Buffer, groupId: string, userId: string, digits: string): string {
  return seal(key, owner(groupId, userId), digits);
}

/** The number sealed by sealCardNumber for the same member and key (a payout reads it); throws otherwise. */
export function openCardNumber(key: Buffer, groupId: string, userId: string, sealed: string): string {
  return unseal(key, owner(groupId, userId), sealed);
}
