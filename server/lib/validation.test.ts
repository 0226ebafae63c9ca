import { describe, expect, test } from 'vitest';
import { is, object, optional, string, type } from 'superstruct';
import { ApiError } from './errors';
import { DecimalString, JsonObjectString, check } from './validation';

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

describe('DecimalString', () => {
  test.each(['0', '12', '0.00030000', '480000.00'])('accepts %s', (value) => {
    expect(is(value, DecimalString)).toBe(true);
  });
  test.each(['', '-1', '1e5', '.5', '1.', '1,5', ' 1', 'NaN'])('refuses %j', (value) => {
    expect(is(value, DecimalString)).toBe(false);
  });
});

describe('JsonObjectString', () => {
  test('accepts a JSON object and refuses other JSON or text', () => {
    expect(is('{"primary":"#00CEB7"}', JsonObjectString)).toBe(true);
    for (const value of ['[]', 'null', '"x"', '{', 'theme']) expect(is(value, JsonObjectString), value).toBe(false);
  });
});
