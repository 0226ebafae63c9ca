import { createHash, createHmac, randomBytes, verify } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToNumberLE, numberToBytesLE } from '@noble/curves/utils.js';
import { blake3 } from '@noble/hashes/blake3.js';
import type { AppDeps } from '../context';
import { ed25519PublicKey } from '../lib/ed25519';
import { findSandboxSpendKey } from './sandbox.repo';

// The keys of the wallet stand-in's Safe (sandbox/safe-api.ts), on the curve the wallet's kernel uses
// (edwards25519). An output belongs to whoever can sign for its one-time key P = x·G + Y, Y being the
// owner's spend public key and x a scalar the wallet keeps and hands back with a transaction request
// (its "view"): the owner's spend key y signs with x + y, which verifies as a plain Ed25519 signature
// under P. @noble/curves and @noble/hashes are the curve and BLAKE3 the wallet's SDK is built on,
// pinned at the versions it installs with.

const { Point } = ed25519;
const Fn = Point.Fn;

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
/**
 * Bytes as the curve library checks them: a plain Uint8Array of this realm (a Buffer is one, but not
 * to a library whose Uint8Array is another realm's, as in a jsdom test that seeds a database).
 */
const plain = (bytes: Buffer) => new Uint8Array(bytes);

/** A scalar from 64 uniform bytes, reduced; never 0. */
function scalarFrom(bytes: Buffer): bigint {
  const s = Fn.create(bytesToNumberLE(plain(bytes)));
  return s === BigInt(0) ? BigInt(1) : s;
}

/** A fresh scalar x, as 32 canonical little-endian bytes (hex). */
export function newView(): string {
  return hex(numberToBytesLE(scalarFrom(randomBytes(64)), 32));
}

/** The same scalar for the same words under the server's signing key: a one-time key asked again is the same key. */
export function derivedView(deps: Pick<AppDeps, 'tokenSecret'>, ...words: string[]): string {
  const wide = Buffer.concat([0, 1].map((half) =>
    createHmac('sha256', deps.tokenSecret).update(`safe-view:${half}:${words.join(':')}`).digest()));
  return hex(numberToBytesLE(scalarFrom(wide), 32));
}

/** x·G (hex): a mask, or the public half of a view. */
export function pointOf(view: string): string {
  return hex(Point.BASE.multiply(bytesToNumberLE(plain(Buffer.from(view, 'hex')))).toBytes());
}

/** The one-time key P = x·G + Y of an output to the owner of the spend public key Y. */
export function oneTimeKey(spendPublicKey: string, view: string): string {
  const x = bytesToNumberLE(plain(Buffer.from(view, 'hex')));
  return hex(Point.BASE.multiply(x).add(Point.fromBytes(plain(Buffer.from(spendPublicKey, 'hex')))).toBytes());
}

/** A person's spend public key in the stand-in: made from their id under the server's signing key (nobody signs with it here). */
function personSpendKey(deps: Pick<AppDeps, 'tokenSecret'>, userId: string): string {
  const seed = createHmac('sha256', deps.tokenSecret).update(`safe-spend:${userId}`).digest();
  return hex(ed25519.getPublicKey(plain(seed)));
}

/** Whose spend key an output to `userId` is locked to: the one a bot registered, else the person's. */
export async function spendPublicKeyOf(deps: Pick<AppDeps, 'sql' | 'tokenSecret'>, userId: string): Promise<string> {
  return (await findSandboxSpendKey(deps.sql, userId)) ?? personSpendKey(deps, userId);
}

/** The spend public key (hex) of a spend key's seed (hex), as the bot registers it. */
export function spendPublicKeyOfSeed(seedHex: string): string {
  return hex(ed25519.getPublicKey(plain(Buffer.from(seedHex, 'hex'))));
}

/** The kernel's id of an asset (hex of 32 bytes): the stand-in's own, one per asset id. */
export const kernelAssetOf = (assetId: string) => createHash('sha256').update(`kernel-asset:${assetId}`).digest('hex');

/** A transaction's hash: BLAKE3 of its bytes without signatures, which is what each input's signature signs. */
export const transactionHashOf = (unsignedRaw: Buffer) => hex(blake3(plain(unsignedRaw)));

/** Whether `signature` (64 bytes) is an Ed25519 signature of `message` by the one-time key `publicKey` (hex). */
export function signedBy(publicKey: string, message: Buffer, signature: Buffer): boolean {
  try {
    return verify(null, message, ed25519PublicKey(Buffer.from(publicKey, 'hex')), signature);
  } catch {
    return false;
  }
}
