import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import type { Signal } from '@preact/signals';
import { host, type HostInfo } from '../../../lib/host';
import { groupPublic } from '../../group';
import { groupPublicFixture } from '../../../../test/fixtures/group';
import { StreamConversationLink } from './StreamConversationLink';
import { withTexts } from '../../../../test/texts';

beforeAll(() => withTexts('stream'));

const hostSignal = host as Signal<HostInfo>;
const original = host.value;

afterEach(() => {
  cleanup();
  hostSignal.value = original;
  groupPublic.clear('demo');
});

describe('StreamConversationLink (§9 player feature versions)', () => {
  it('shows only in wallet hosts at conversation version 3.11 (build 1121) or later', () => {
    groupPublic.put('demo', groupPublicFixture());
    const cases: [HostInfo, boolean][] = [
      [{ kind: 'wallet', platform: 'ios', appVersion: '3.11.0' }, true],
      [{ kind: 'wallet', platform: 'android', appVersion: '1121' }, true],
      [{ kind: 'wallet', platform: 'ios', appVersion: '3.10.9' }, false],
      [{ kind: 'wallet', platform: 'android', appVersion: '1120' }, false],
      [{ kind: 'browser', platform: 'other' }, false],
    ];
    for (const [info, shown] of cases) {
      hostSignal.value = info;
      const { unmount } = render(<StreamConversationLink group="demo" />);
      expect(!!screen.queryByRole('button', { name: 'Open the group chat' })).toBe(shown);
      unmount();
    }
  });
});
