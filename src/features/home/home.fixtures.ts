import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../test/msw';
import type { Course } from '../course/schemas';
import type { Shortcut } from '../shortcut/schemas';

/**
 * msw handlers for what the member home asks for besides the group itself: the stream status, the
 * shortcuts and the latest courses. Quiet by default (no stream, no shortcuts, no courses), so a
 * test of something else on the home does not send these to the network.
 */
export function homeHandlers(group = 'demo', data: { shortcuts?: Shortcut[]; courses?: Course[]; unfinished?: string[] } = {}) {
  return [
    http.get(apiUrl(group, '/stream/info'), () => HttpResponse.json({ data: null })),
    http.get(apiUrl(group, '/favorite_apps'), () => HttpResponse.json({ data: data.shortcuts || [] })),
    http.get(apiUrl(group, '/courses/'), () =>
      HttpResponse.json({ data: { courses: data.courses || [], unfinished: data.unfinished || [] } }),
    ),
  ];
}
