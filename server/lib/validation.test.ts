import { describe, expect, test } from 'vitest';
import { is, number, object, optional, string, type } from 'superstruct';
import { ApiError, EXCERPT_LENGTH, excerpt } from './errors';
import { JsonObjectString, check, controlCharacterRefusal, nestsDeeperThan } from './validation';

/** The error `run` throws, which must be a 100400 ApiError; its message is returned. */
function messageOf(run: () => unknown): string {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ApiError);
  expect((caught as ApiError).code).toBe(100400);
  return (caught as ApiError).message;
}

describe('check', () => {
  const Body = object({ name: string(), nested: optional(type({ count: string() })) });

  test('returns the value when valid', () => {
    expect(check({ name: 'a' }, Body, 'body')).toEqual({ name: 'a' });
  });

  test('names a missing field, a wrong field, a nested field and an unknown field', () => {
    expect(messageOf(() => check({}, Body, 'body'))).toBe('name is required');
    expect(messageOf(() => check({ name: 1 }, Body, 'body'))).toMatch(/^invalid name: /);
    expect(messageOf(() => check({ name: 'a', nested: { count: 2 } }, Body, 'body'))).toMatch(/^invalid nested\.count: /);
    expect(messageOf(() => check({ name: 'a', extra: 1 }, Body, 'body'))).toBe('unknown field extra');
    expect(messageOf(() => check('x', Body, 'query'))).toMatch(/^invalid query: /);
  });
});

describe('JsonObjectString', () => {
  test('accepts a JSON object and refuses other JSON or text', () => {
    expect(is('{"primary":"#00CEB7"}', JsonObjectString)).toBe(true);
    for (const value of ['[]', 'null', '"x"', '{', 'theme']) expect(is(value, JsonObjectString), value).toBe(false);
  });
});

describe('nestsDeeperThan', () => {
  test('counts objects and arrays, not brackets inside strings', () => {
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[[]]}]}', 4)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ a: '[[[[[[{{{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: 'quote \\" [[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan('[[],[],[],[]]', 2)).toBe(false);
  });
});

describe('check quotes at most an excerpt', () => {
  test('of a refused value and of an unknown field name', () => {
    expect(messageOf(() => check({ name: 'x'.repeat(10_000) }, object({ name: number() }), 'body')).length)
      .toBeLessThanOrEqual(EXCERPT_LENGTH + 20);
    expect(messageOf(() => check({ ['k'.repeat(10_000)]: 1 }, object({}), 'body'))).toMatch(/^unknown field k{80}…$/);
  });
});

describe('excerpt', () => {
  test('keeps short text, cuts long text with an ellipsis and never splits a surrogate pair', () => {
    expect(excerpt('short')).toBe('short');
    expect(excerpt('abcdef', 3)).toBe('abc…');
    expect(excerpt('ab😀cd', 3)).toBe('ab…');
  });
});

describe('controlCharacterRefusal (issue 22 point 7)', () => {
  test('names the first string holding a control character, at any depth, and lets line breaks and tabs pass', () => {
    expect(controlCharacterRefusal({ a: ['x', { b: 'y\u001bz' }] }, 'body')).toBe(
      'invalid a.1.b: expected text without control characters, found U+001B',
    );
    expect(controlCharacterRefusal('\u0000', 'frame')).toBe('invalid frame: expected text without control characters, found U+0000');
    expect(controlCharacterRefusal({ a: 'line\r\nline\ttab', n: 1, t: true, z: null }, 'body')).toBeNull();
  });

  test('walks a value nested deeper than the stack would allow', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(controlCharacterRefusal(deep, 'frame')).toMatch(/found U\+0000$/);
  });
});
