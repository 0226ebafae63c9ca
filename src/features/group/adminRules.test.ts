import { describe, expect, it } from 'vitest';
import {
  groupAvatarProblem, groupBioProblem, groupNameProblem, normalizeHex, themeColours, themeSetting,
} from './adminRules';
import { themeSettingProblem } from '../../../contract/groupInfo';

describe('theme colours (§5: hex)', () => {
  it.each([
    ['#00ceb7', '#00CEB7'],
    ['00CEB7', '#00CEB7'],
    ['  #1a237e ', '#1A237E'],
  ])('%j is the colour %s', (raw, hex) => {
    expect(normalizeHex(raw)).toBe(hex);
  });

  it.each(['', '#', '#abc', 'abc', '#00CEB', '#00CEB77', '#GGGGGG', 'red', '#00 CEB7', '##00CEB7', 'rgb(0,0,0)'])('%j is not a colour', (raw) => {
    expect(normalizeHex(raw)).toBeNull();
  });

  it('reads a stored theme, falling back to the default and to the light colour for dark', () => {
    expect(themeColours(null)).toEqual({ light: '#00CEB7', dark: '#00CEB7' });
    expect(themeColours('{"primary":"#1a237e"}')).toEqual({ light: '#1A237E', dark: '#1A237E' });
    expect(themeColours('{"primary":"#1A237E","primary_dark":"#8C9EFF"}')).toEqual({ light: '#1A237E', dark: '#8C9EFF' });
    expect(themeColours('not json')).toEqual({ light: '#00CEB7', dark: '#00CEB7' });
    expect(themeColours('{"primary":"red"}')).toEqual({ light: '#00CEB7', dark: '#00CEB7' });
  });

  it('saves what the server accepts: null for the default, one colour when both are the same', () => {
    expect(themeSetting('#00CEB7', '#00CEB7')).toBeNull();
    expect(themeSetting('#1A237E', '#1A237E')).toBe('{"primary":"#1A237E"}');
    expect(themeSetting('#1A237E', '#8C9EFF')).toBe('{"primary":"#1A237E","primary_dark":"#8C9EFF"}');
    expect(themeSetting('#00CEB7', '#8C9EFF')).toBe('{"primary":"#00CEB7","primary_dark":"#8C9EFF"}');
    for (const [light, dark] of [['#1A237E', '#1A237E'], ['#1A237E', '#8C9EFF']] as const) {
      expect(themeSettingProblem(themeSetting(light, dark)!)).toBeNull();
    }
  });
});

describe('the group\'s name and bio', () => {
  it('a name is 1 to 64 characters once trimmed, counted as a person counts them, on one line', () => {
    expect(groupNameProblem('Night Owls')).toBeNull();
    expect(groupNameProblem('   ')).toBe('empty');
    expect(groupNameProblem('')).toBe('empty');
    expect(groupNameProblem('x'.repeat(64))).toBeNull();
    expect(groupNameProblem(' ' + 'x'.repeat(64) + ' ')).toBeNull();
    expect(groupNameProblem('x'.repeat(65))).toBe('too_long');
    expect(groupNameProblem('社'.repeat(64))).toBeNull();
    expect(groupNameProblem('😀'.repeat(64))).toBeNull();
    expect(groupNameProblem('😀'.repeat(65))).toBe('too_long');
    expect(groupNameProblem('Two\nlines')).toBe('control');
  });

  it('a bio is at most 200 characters, and may be empty', () => {
    expect(groupBioProblem('')).toBeNull();
    expect(groupBioProblem('b'.repeat(200))).toBeNull();
    expect(groupBioProblem('b'.repeat(201))).toBe('too_long');
    expect(groupBioProblem('社'.repeat(200))).toBeNull();
    expect(groupBioProblem('A first line\nand a second')).toBeNull();
  });
});

describe('the group\'s avatar', () => {
  it('is a JPEG or PNG of at most 2 MB', () => {
    expect(groupAvatarProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(groupAvatarProblem({ type: 'image/jpeg', size: 10 })).toBeNull();
    expect(groupAvatarProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(groupAvatarProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(groupAvatarProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('size');
  });
});
