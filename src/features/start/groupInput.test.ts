import { describe, expect, it } from 'vitest';
import { parseGroupInput } from './groupInput';

describe('parseGroupInput', () => {
  it('accepts a group id', () => {
    expect(parseGroupInput(' demo ')).toBe('demo');
    expect(parseGroupInput('my_group-2')).toBe('my_group-2');
  });

  it('takes the group out of a pasted link', () => {
    expect(parseGroupInput('https://groups.test/#/demo/home?x=1')).toBe('demo');
    expect(parseGroupInput('#/free')).toBe('free');
  });

  it('refuses anything else', () => {
    expect(parseGroupInput('')).toBeNull();
    expect(parseGroupInput('two words')).toBeNull();
    expect(parseGroupInput('../etc')).toBeNull();
    expect(parseGroupInput('https://groups.test/')).toBeNull();
  });
});
