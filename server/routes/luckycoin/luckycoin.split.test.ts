import { describe, expect, test } from 'vitest';
import { contributionWeight, fromUnits, nextShare, randomBelow, seededRandom, splitPack, toUnits } from './luckycoin.split';

const sum = (shares: bigint[]) => shares.reduce((a, b) => a + b, 0n);

describe('units', () => {
  test('decimal strings to smallest units and back, exactly', () => {
    expect(toUnits('1.5', 8)).toBe(150000000n);
    expect(toUnits('0.00000001', 8)).toBe(1n);
    expect(toUnits('12', 2)).toBe(1200n);
    expect(toUnits('1.50', 1)).toBe(15n);
    expect(() => toUnits('0.001', 2)).toThrow(RangeError);
    expect(fromUnits(1n, 8)).toBe('0.00000001');
    expect(fromUnits(150000000n, 8)).toBe('1.50000000');
    expect(fromUnits(7n, 0)).toBe('7');
    expect(fromUnits(toUnits('98765432.12345678', 8), 8)).toBe('98765432.12345678');
  });

  test('randomBelow stays in range, also beyond 2^53', () => {
    const random = seededRandom(1);
    const big = 10n ** 30n;
    for (let i = 0; i < 1000; i += 1) {
      const value = randomBelow(big, random);
      expect(value >= 0n && value < big).toBe(true);
    }
    expect(randomBelow(1n, random)).toBe(0n);
    expect(randomBelow(5n, () => 0.999999999999)).toBe(4n);
  });
});

describe('equal', () => {
  test('the remainder is spread one unit at a time to the first shares', () => {
    expect(splitPack('equal', 10n, 3, Math.random)).toEqual([4n, 3n, 3n]);
    expect(splitPack('equal', 11n, 3, Math.random)).toEqual([4n, 4n, 3n]);
    expect(splitPack('equal', 5n, 5, Math.random)).toEqual([1n, 1n, 1n, 1n, 1n]);
    expect(splitPack('equal', 1000n, 1, Math.random)).toEqual([1000n]);
  });

  test('sums exactly for many sizes', () => {
    for (let shares = 1; shares <= 60; shares += 7) {
      for (const total of [BigInt(shares), 999_999_999n, 10n ** 20n + 3n]) {
        const split = splitPack('equal', total, shares, Math.random);
        expect(sum(split)).toBe(total);
        expect(split.length).toBe(shares);
        const [min, max] = [split[split.length - 1]!, split[0]!];
        expect(max - min <= 1n).toBe(true);
      }
    }
  });
});

describe('random', () => {
  test('every share at least one unit, the sum exact, even at one unit per share', () => {
    const random = seededRandom(42);
    for (let round = 0; round < 200; round += 1) {
      const shares = 1 + (round % 50);
      const total = BigInt(shares) + randomBelow(10n ** 10n, random) * BigInt(round % 3);
      const split = splitPack('random', total, shares, random);
      expect(split.length).toBe(shares);
      expect(sum(split)).toBe(total);
      expect(split.every((share) => share >= 1n)).toBe(true);
    }
    expect(splitPack('random', 100n, 100, random)).toEqual(Array(100).fill(1n));
  });

  test('fair: over many packs every position gets close to amount / shares on average', () => {
    const random = seededRandom(7);
    const shares = 10;
    const total = 1_000_000n;
    const packs = 4000;
    const totals = Array<bigint>(shares).fill(0n);
    for (let i = 0; i < packs; i += 1) {
      splitPack('random', total, shares, random).forEach((share, position) => { totals[position]! += share; });
    }
    const expected = Number(total) / shares;
    for (const positionTotal of totals) {
      const mean = Number(positionTotal) / packs;
      // Within 5 % of the fair share for every claiming position (first, middle, last alike).
      expect(Math.abs(mean - expected) / expected).toBeLessThan(0.05);
    }
  });

  test('the same seed gives the same split', () => {
    expect(splitPack('random', 12345n, 7, seededRandom(3))).toEqual(splitPack('random', 12345n, 7, seededRandom(3)));
  });
});

describe('contribution', () => {
  test('weights grow with whole years of membership, from 1 to 5', () => {
    expect(contributionWeight(0)).toBe(1n);
    expect(contributionWeight(364)).toBe(1n);
    expect(contributionWeight(365)).toBe(2n);
    expect(contributionWeight(10 * 365)).toBe(5n);
    expect(contributionWeight(-3)).toBe(1n);
  });

  test('a heavier claimer gets more than the mean; the sum stays exact and every share ≥ 1 unit', () => {
    const weights = [5n, 1n, 1n, 1n];
    const split = splitPack('contribution', 1000n, 4, Math.random, weights);
    expect(sum(split)).toBe(1000n);
    expect(split[0]).toBe(625n); // 1000 × 5 / (5 + 3)
    expect(split.every((share) => share >= 1n)).toBe(true);
    expect(splitPack('contribution', 3n, 3, Math.random, [5n, 5n, 5n])).toEqual([1n, 1n, 1n]);
    expect(splitPack('contribution', 1000n, 4, Math.random)).toEqual([250n, 250n, 250n, 250n]);
  });

  test('the last share takes exactly what is left', () => {
    expect(nextShare({ mode: 'random', total: 10n, shares: 3, remaining: 7n, sharesLeft: 1, random: Math.random, weight: 1n })).toBe(7n);
  });
});
