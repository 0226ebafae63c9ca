import type { TestServer } from './helpers';

// The group event list as the admins read it (GET /admin/events), for the admin-portal route tests
// that check who did what (issue 14).

export type ListedEvent = {
  action: string;
  created_at: string;
  target_kind: string | null;
  target_id: string | null;
  details: Record<string, unknown>;
  actor: { full_name: string } | null;
};

/**
 * demo's latest group events since the data was seeded (the seed's year of history is older), newest
 * first, read with an admin's or the owner's token.
 */
export async function listedEvents(server: TestServer, token: string, limit = 100): Promise<ListedEvent[]> {
  const res = await server.get(`/api/groups/demo/admin/events?limit=${limit}`, token);
  if (res.status !== 200) throw new Error(`GET /admin/events answered ${res.status}: ${res.text}`);
  return (res.body.data.items as ListedEvent[]).filter((e) => e.created_at >= server.seeded.at);
}
