import { describe, expect, it } from 'vitest';
import { buildTargets, olderThanEs2019, targetEngines } from '../scripts/engines.mjs';

// One list of engines (issue 24): package.json's browserslist drives the build's targets, the CSS
// guard and the JS check.
describe('the engines', () => {
  it('are Chrome 73 and iOS 12.2, from package.json', () => {
    expect(targetEngines()).toEqual(['chrome 73', 'ios_saf 12.2-12.5']);
  });

  it('become the build targets', () => {
    expect(buildTargets(['chrome 73', 'ios_saf 12.2-12.5'])).toEqual(['chrome73', 'ios12.2']);
    expect(() => buildTargets(['op_mini all'])).toThrow(/no target/);
  });

  it('are held to ES2019 only while they all run it', () => {
    expect(olderThanEs2019(['chrome 73', 'ios_saf 12.2-12.5'])).toEqual([]);
    expect(olderThanEs2019(['chrome 72', 'ios_saf 12.0-12.1', 'ie 11'])).toEqual(['chrome 72', 'ios_saf 12.0-12.1', 'ie 11']);
  });
});
