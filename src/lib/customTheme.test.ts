// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyCustomTheme, contrastRatio, onColorFor, parseCustomTheme, readableOn, TEXT_BACKGROUNDS } from './customTheme';

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

  it('reads a colour of its own for the dark theme, leaving out one that is not a colour', () => {
    expect(parseCustomTheme('{"primary":"#1a237e","primary_dark":"#8c9eff"}')).toEqual({ primary: '#1a237e', primary_dark: '#8c9eff' });
    expect(parseCustomTheme('{"primary":"#1a237e","primary_dark":"url(x)"}')).toEqual({ primary: '#1a237e' });
    expect(parseCustomTheme('{"primary_dark":"#8c9eff"}')).toBeNull();
  });

  it('fills with the dark colour in the dark theme, and each theme reads text in its own colour', () => {
    const style = document.documentElement.style;
    const raw = '{"primary":"#1a237e","primary_dark":"#ffeb3b"}';
    expect(applyCustomTheme(raw, 'dark')).toBe(true);
    expect(style.getPropertyValue('--primary')).toBe('#ffeb3b');
    expect(style.getPropertyValue('--on-primary')).toBe('#04201d');
    expect(style.getPropertyValue('--primary-text-on-dark')).toBe('#ffeb3b');
    applyCustomTheme(raw, 'light');
    expect(style.getPropertyValue('--primary')).toBe('#1a237e');
    expect(style.getPropertyValue('--on-primary')).toBe('#ffffff');
    // The light theme's text variant comes from the light colour, in either theme.
    expect(style.getPropertyValue('--primary-text-on-light')).toBe(readableOn('#1a237e', TEXT_BACKGROUNDS.light));
    // Without a dark colour the primary serves both.
    applyCustomTheme('{"primary":"#1a237e"}', 'dark');
    expect(style.getPropertyValue('--primary')).toBe('#1a237e');
  });

  it('picks dark text on the default #00CEB7', () => {
    expect(onColorFor('#00CEB7')).toBe('#04201d');
    expect(onColorFor('#000')).toBe('#ffffff');
  });

  // Fills and text variants for colours across the range: pale, mid-tone, saturated, dark.
  const SAMPLES = ['#00CEB7', '#ffeb3b', '#fff', '#777777', '#808080', '#e91e63', '#1a237e', '#000', '#4caf50', '#ff9800'];

  it.each(SAMPLES)('text on a %s fill reads at 4.5:1', (primary) => {
    expect(contrastRatio(onColorFor(primary), primary)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(SAMPLES)('%s gets text variants that read at 4.5:1 on the light and the dark surfaces', (primary) => {
    expect(contrastRatio(readableOn(primary, TEXT_BACKGROUNDS.light), TEXT_BACKGROUNDS.light)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(readableOn(primary, TEXT_BACKGROUNDS.dark), TEXT_BACKGROUNDS.dark)).toBeGreaterThanOrEqual(4.5);
  });

  it('sets the text variants with the fill, keeping a colour that already reads, and clears them with it', () => {
    const style = document.documentElement.style;
    applyCustomTheme('{"primary":"#ffeb3b"}');
    const onLight = style.getPropertyValue('--primary-text-on-light');
    expect(contrastRatio(onLight, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(style.getPropertyValue('--primary-text-on-dark')).toBe('#ffeb3b');
    applyCustomTheme(null);
    expect(style.getPropertyValue('--primary-text-on-light')).toBe('');
    expect(style.getPropertyValue('--primary-text-on-dark')).toBe('');
  });
});
