import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/preact';
import { chatMessageFixture } from '../../../../test/fixtures/chat';
import { withTexts } from '../../../../test/texts';
import { ChatSystemLine } from './ChatSystemLine';

beforeAll(() => withTexts('chat'));
afterEach(cleanup);

const line = (event: 'member_joined' | 'member_renewed', data: Record<string, string>) =>
  render(<ChatSystemLine group="demo" message={chatMessageFixture({ kind: 'system', author: null, text: '', system: { event, data } })} />)
    .container.textContent;

describe('ChatSystemLine', () => {
  it('says who joined, and who renewed for how long (admin/notification)', () => {
    expect(line('member_joined', { full_name: 'Mia Member' })).toBe('Mia Member joined the group');
    expect(line('member_renewed', { full_name: 'Mia Member', years: '2' })).toBe('Mia Member renewed their membership for 2 years');
    expect(line('member_renewed', { full_name: 'Mia Member', years: '1' })).toBe('Mia Member renewed their membership for 1 year');
  });
});
