import { render } from '@testing-library/preact';
import { HttpResponse } from 'msw';
import { mockCall } from './msw';
import { groupConfigFixture, groupPublicFixture, groupSettingsFixture } from './fixtures/group';
import type { GroupConfig, GroupPublic, GroupSettings } from '../src/features/group';
import { App } from '../src/app/App';
import { groupCalls } from '../contract/api/group';

/** msw handlers for a group's public info, config and settings (what the layout loads). */
export function groupHandlers(
  group = 'demo',
  data: { public?: Partial<GroupPublic>; config?: Partial<GroupConfig>; settings?: Partial<GroupSettings> } = {},
) {
  return [
    mockCall(group, groupCalls.public, () => HttpResponse.json({ data: groupPublicFixture({ group_id: group, ...data.public }) })),
    mockCall(group, groupCalls.config, () => HttpResponse.json({ data: groupConfigFixture(data.config) })),
    mockCall(group, groupCalls.settings, () => HttpResponse.json({ data: groupSettingsFixture(data.settings) })),
  ];
}

/** Renders the whole app at a hash route (`#/demo/home`). */
export function renderApp(hash: string) {
  history.replaceState(null, '', '/' + hash);
  return render(<App />);
}
