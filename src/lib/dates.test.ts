// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from './i18n';
import { dayjs } from './dates';

describe('dates', () => {
  afterEach(async () => {
    await applyLocale('en');
  });

  it('follows the interface language for month and weekday names', async () => {
    const day = dayjs('2026-03-02T00:00:00');
    expect(day.format('MMMM dddd')).toBe('March Monday');
    await applyLocale('zh');
    expect(dayjs('2026-03-02T00:00:00').format('MMMM dddd')).toBe('三月 星期一');
    await applyLocale('ja');
    expect(dayjs('2026-03-02T00:00:00').format('MMMM dddd')).toBe('3月 月曜日');
    await applyLocale('en');
    expect(dayjs('2026-03-02T00:00:00').format('MMMM')).toBe('March');
  });
});
