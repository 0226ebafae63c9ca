import { describe, expect, it } from 'vitest';
import { courseFixture } from '../../../test/fixtures/course';
import { chargeProblem, courseSettingsForm, courseSettingsPatch } from './adminSettings';

const free = courseFixture({ public: false, charge: null, settings: { comments_enabled: true, downloadable: false } });
const charged = courseFixture({ charge: { asset_id: 'usdt', amount: '9.90' } });

describe('a course\'s settings from the admin list (PUT /courses/{id}/settings)', () => {
  it('starts from the course as it is and sends nothing when nothing changed', () => {
    expect(courseSettingsForm(free)).toEqual({ public: false, comments_enabled: true, downloadable: false, charge: '' });
    expect(courseSettingsPatch(free, courseSettingsForm(free))).toEqual({});
    expect(courseSettingsPatch(charged, courseSettingsForm(charged))).toEqual({});
    // The same price written otherwise is no change.
    expect(courseSettingsPatch(charged, { ...courseSettingsForm(charged), charge: ' 9.9 ' })).toEqual({});
  });

  it('sends only what changed', () => {
    expect(courseSettingsPatch(free, { ...courseSettingsForm(free), public: true, downloadable: true })).toEqual({ public: true, downloadable: true });
    expect(courseSettingsPatch(free, { ...courseSettingsForm(free), comments_enabled: false })).toEqual({ comments_enabled: false });
  });

  it('prices a free course in CNY, keeps a charged one\'s asset, and makes 0 or empty free', () => {
    expect(courseSettingsPatch(free, { ...courseSettingsForm(free), charge: '12.50' })).toEqual({ charge: { asset_id: 'cny', amount: '12.5' } });
    expect(courseSettingsPatch(charged, { ...courseSettingsForm(charged), charge: '5' })).toEqual({ charge: { asset_id: 'usdt', amount: '5' } });
    expect(courseSettingsPatch(charged, { ...courseSettingsForm(charged), charge: '' })).toEqual({ charge: null });
    expect(courseSettingsPatch(charged, { ...courseSettingsForm(charged), charge: '0.00' })).toEqual({ charge: null });
    expect(courseSettingsPatch(free, { ...courseSettingsForm(free), charge: '0' })).toEqual({});
  });

  it('takes a price the server takes: empty or a plain decimal, at most the asset’s maximum', () => {
    for (const ok of ['', ' ', '9', '9.99', '0', '100.5']) expect(chargeProblem(ok, 'cny')).toBeNull();
    for (const bad of ['-1', '1e3', 'abc', '9.', '.5', '9,90', '+9']) expect(chargeProblem(bad, 'cny')).toBe('charge');
    expect(chargeProblem('99999999999999999999999999999999999999', 'cny')).toBe('too_large');
  });
});
