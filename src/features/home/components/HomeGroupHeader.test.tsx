import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { groupPublicFixture } from '../../../../test/fixtures/group';
import { withTexts } from '../../../../test/texts';
import { HomeGroupHeader } from './HomeGroupHeader';

beforeAll(() => withTexts('home'));
afterEach(cleanup);

describe('HomeGroupHeader', () => {
  it('counts courses, members and lives; no member count when the group keeps it to itself (admin/privacy)', () => {
    render(<HomeGroupHeader info={groupPublicFixture({ stats: { courses: 3, members: 120, lives: 2 } })} />);
    expect(screen.getByRole('list', { name: 'What membership gives' }).textContent).toBe('3 courses120 members2 live sessions');
    cleanup();
    render(<HomeGroupHeader info={groupPublicFixture({ stats: { courses: 3, lives: 2 } })} />);
    expect(screen.getByRole('list', { name: 'What membership gives' }).textContent).toBe('3 courses2 live sessions');
  });

  it('marks the name and introduction with the group\'s language (admin/general)', () => {
    render(<HomeGroupHeader info={groupPublicFixture({ name: '夜のふくろう', group_bio: '夜に本を読む会', language: 'ja' })} />);
    expect(screen.getByRole('heading', { name: '夜のふくろう' }).getAttribute('lang')).toBe('ja');
    expect(screen.getByText('夜に本を読む会').getAttribute('lang')).toBe('ja');
  });
});
