import { createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';

// Ed25519 keys as the wallet (Mixin) writes them: the raw 32-byte seed and public key, not DER.

const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** A fresh key pair: the seed (hex, as the wallet's SDK takes it) and the raw public key. */
export function newEd25519Pair(): { seedHex: string; publicRaw: Buffer } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    seedHex: privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(-32).toString('hex'),
    publicRaw: publicKey.export({ format: 'der', type: 'spki' }).subarray(-32),
  };
}

/** A public key from its raw 32 bytes, to verify with. */
export function ed25519PublicKey(raw: Buffer): KeyObject {
  return createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
}
