import { render } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './msw';
import { groupConfigFixture, groupPublicFixture, groupSettingsFixture } from './fixtures/group';
import type { GroupConfig, GroupPublic, GroupSettings } from '../src/features/group';
import { App } from '../src/app/App';

/** msw handlers for a group's public info, config and settings (what the layout loads). */
export function groupHandlers(
  group = 'demo',
  data: { public?: Partial<GroupPublic>; config?: Partial<GroupConfig>; settings?: Partial<GroupSettings> } = {},
) {
  return [
    http.get(apiUrl(group, '/public'), () => HttpResponse.json({ data: groupPublicFixture({ group_id: group, ...data.public }) })),
    http.get(apiUrl(group, '/config'), () => HttpResponse.json({ data: groupConfigFixture(data.config) })),
    http.get(apiUrl(group, '/settings/full'), () => HttpResponse.json({ data: groupSettingsFixture(data.settings) })),
  ];
}

/** Renders the whole app at a hash route (`#/demo/home`). */
export function renderApp(hash: string) {
  history.replaceState(null, '', '/' + hash);
  return render(<App />);
}
