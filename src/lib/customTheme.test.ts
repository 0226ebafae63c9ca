import { afterEach, describe, expect, it } from 'vitest';
import { applyCustomTheme, onColorFor, parseCustomTheme } from './customTheme';

describe('custom theme', () => {
  afterEach(() => applyCustomTheme(null));

  it('parses a valid primary colour', () => {
    expect(parseCustomTheme('{"primary":"#FF5500"}')).toEqual({ primary: '#FF5500' });
    expect(parseCustomTheme('{"primary":" #abc "}')).toEqual({ primary: '#abc' });
  });

  it('rejects anything else', () => {
    for (const raw of [null, undefined, '', 'not json', '[]', '"#fff"', '{}', '{"primary":"red"}',
      '{"primary":"#12345"}', '{"primary":"#fff;background:url(x)"}', '{"primary":7}']) {
      expect(parseCustomTheme(raw), String(raw)).toBeNull();
    }
  });

  it('sets --primary and a readable --on-primary, and clears them for an invalid theme', () => {
    const style = document.documentElement.style;
    expect(applyCustomTheme('{"primary":"#1a237e"}')).toBe(true);
    expect(style.getPropertyValue('--primary')).toBe('#1a237e');
    expect(style.getPropertyValue('--on-primary')).toBe('#ffffff');

    expect(applyCustomTheme('{"primary":"#ffeb3b"}')).toBe(true);
    expect(style.getPropertyValue('--on-primary')).toBe('#04201d');

    expect(applyCustomTheme('{"primary":"javascript:alert(1)"}')).toBe(false);
    expect(style.getPropertyValue('--primary')).toBe('');
    expect(style.getPropertyValue('--on-primary')).toBe('');
  });

  it('picks dark text on the default #00CEB7', () => {
    expect(onColorFor('#00CEB7')).toBe('#04201d');
    expect(onColorFor('#000')).toBe('#ffffff');
  });
});
