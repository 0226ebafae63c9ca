import type { Context } from 'hono';
import { GroupEventPage, type GroupEvent } from '../../../contract/event';
import type { ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { listGroupEvents, type GroupEventRow } from './event.repo';

/** §9: admin events page by 20. */
export const EVENTS_PAGE_SIZE = 20;

function toGroupEvent(row: GroupEventRow): GroupEvent {
  return {
    event_id: row.event_id,
    action: row.action as GroupEvent['action'],
    actor: row.actor_id === null ? null : {
      user_id: row.actor_id, full_name: row.full_name ?? '', avatar_url: row.avatar_url ?? '', identity_number: row.identity_number ?? '',
    },
    target_kind: row.target_kind,
    target_id: row.target_id,
    details: JSON.parse(row.details) as Record<string, unknown>,
    created_at: row.created_at,
  };
}

export const eventHandlers = {
  /** The group's event list, newest first. */
  async list(c: Context<ViewerEnv>, query: { offset?: number; limit?: number }) {
    const { offset = 0, limit = EVENTS_PAGE_SIZE } = query;
    const rows = await listGroupEvents(c.var.deps.sql, c.var.group.group_id, offset, limit);
    return sendData(c, GroupEventPage, { items: rows.slice(0, limit).map(toGroupEvent), has_more: rows.length > limit });
  },
};
