import { array, boolean, nullable, number, optional, record, string, type, unknown, type Infer } from './struct';
import { queryInteger } from './bounds';

// The group's event list (§6, §7 GET /admin/events; issue 14 point 2): every admin action on the group
// is recorded as one event. Paths are relative to /api/groups/{group}.

/**
 * What happened, one name per kind of admin action. The client translates each name
 * (locales/*\/admin_members.json `events.action.*`), so a new action is added here and there together.
 */
export const GROUP_EVENT_ACTIONS = [
  'settings.update',
  'chat.stop_lecturing',
  'chat.announcement',
  'member.block',
  'member.unblock',
  'member.shut_up',
  'member.kick',
  'member.set_role',
  'member.set_policies',
  /** An admin's message to every member (POST /users/members/post): the text and how many it went to. */
  'members.post',
  'invitation.bind',
  'app.info',
  'app.avatar',
  'product.price',
  'favorite_app.add',
  'favorite_app.remove',
  'article.create',
  'article.update',
  'article.delete',
  'article.broadcast',
  'coupon.create',
  'coupon.update',
  'course.publish',
  'course.unpublish',
  'course.settings',
  'discussion.stick',
  'discussion.unstick',
  'discussion.delete',
  'discussion.feature',
  'discussion.unfeature',
  'checkin.create',
  'checkin.update',
  'checkin.online',
  'checkin.offline',
  'stream.start',
  'stream.stop',
  'stream.preview_add',
  'stream.preview_remove',
  'vault.create',
  'vault.withdraw',
  'vault.pin_failed',
  /** Someone's withdrawals were locked after wrong PINs (issue 22 point 12): the owner is told too. */
  'vault.pin_locked',
] as const;
export type GroupEventAction = (typeof GROUP_EVENT_ACTIONS)[number];

/** Who did it: a person of the group, or null for the system (or a user since deleted). */
export const GroupEventActor = type({
  user_id: string(),
  full_name: string(),
  avatar_url: string(),
  identity_number: string(),
});

export const GroupEvent = type({
  event_id: number(),
  /**
   * One of GROUP_EVENT_ACTIONS; read as any text, so an action a newer server records does not make
   * an older app refuse the whole page (the app tells it as "changed the settings").
   */
  action: string(),
  actor: nullable(GroupEventActor),
  target_kind: nullable(string()),
  target_id: nullable(string()),
  /** What changed, by field: plain values only (names, roles, amounts as decimal strings, switches). */
  details: record(string(), unknown()),
  created_at: string(),
});
export type GroupEvent = Infer<typeof GroupEvent>;

/** GET /admin/events?offset&limit (admins; §9 pages of 20, newest first). */
export const GroupEventsQuery = type({
  offset: optional(queryInteger(0, 1_000_000)),
  limit: optional(queryInteger(1, 100)),
});
export const GroupEventPage = type({
  items: array(GroupEvent),
  /** Whether another page follows this one. */
  has_more: boolean(),
});
export type GroupEventPage = Infer<typeof GroupEventPage>;
