import { describe, expect, test } from 'vitest';
import {
  addAlbumCourse, deleteAlbum, findAlbum, findAlbums, insertAlbum, listAlbumRecords, listAlbums, removeAlbumCourse, setAlbumFavorite, updateAlbum,
} from '../routes/album/album.repo';
import {
  countClaims, disableArticleProduct, findArticle, findArticleIdByProduct, findArticles, findClaim, insertArticle, insertArticleProduct,
  insertBroadcast, insertClaim, latestBroadcastIds, listArticles, setArticleProductId, softDeleteArticle, updateArticle, updateArticleProduct,
} from '../routes/article/article.repo';
import { findAsset, replaceSceneAssets } from '../routes/asset/asset.repo';
import {
  confirmSeal, ensureCatalog, failSeal, findCatalogBadge, findChainNotification, findMemberBadge, findMemberBadgeById, findSeal, findSealRequest,
  findSharedBadge, insertChainNotification, insertMemberBadgeOnce, listCatalog, listMemberBadges, listPendingSealIds, startSeal,
} from '../routes/badge/badge.repo';
import { BADGE_RULES } from '../routes/badge/badge.rules';
import { deleteAttachment, findAttachment, insertAttachment } from '../routes/attachment/attachment.repo';
import type { Viewer } from '../routes/auth/auth.middleware';
import {
  countByType, countPostsByPeriod, findActivity, findGroupMode, findMember, findPost, hasPostFor, hasPosts, insertActivity, joinActivity,
  listActivities, listMemberships, listParticipants, listPostImages, listPostPeriods, listPosts, listUserPeriods, quitActivity,
  setActivityOnline, setQualifyCount, updateActivity,
} from '../routes/checkin/checkin.repo';
import { postCheckin } from '../routes/checkin/checkin.service';
import {
  deleteDiscussion, deleteDiscussionLike, deleteReply, deleteReplyLike, findDiscussion, findDiscussionSettings, findReply, insertDiscussion,
  insertDiscussionLike, insertReply, insertReplyLike, listDiscussionImages, listDiscussionLikes, listDiscussions, listQuotedReplies, listReplies,
  listReplyLikes, setDiscussionFeatured, setDiscussionImages, setDiscussionStuck, updateDiscussionContent,
} from '../routes/discussion/discussion.repo';
import {
  couponCodeExists, expireCouponBatch, findCouponBatch, insertCouponBatch, listCouponBatches, setCouponBatchAdvertised,
} from '../routes/coupon/coupon.admin.repo';
import { listFavorites } from '../routes/favorite/favorite.repo';
import { listAdminCodes, listAdminUses, listBonusInviters, listGroupBonuses } from '../routes/invitation/invitation.admin.repo';
import { listGroupEvents, recordGroupEvent } from '../routes/event/event.repo';
import { findGroupAvatar, insertGroupAvatar, setGroupAvatarUrl, updateGroupInfo } from '../routes/group-info/group-info.repo';
import { homeFeed, recordVisit } from '../routes/home/home.service';
import { findProduct, listProducts, membershipChannels, updateProductPrice } from '../routes/product/product.repo';
import { listRewardAmounts, listRewards } from '../routes/reward/reward.repo';
import { insertTrackEvent } from '../routes/track/track.repo';
import { bothEngines } from '../test/both-engines';
import { CHECKIN_IDS } from '../seed/checkin';
import { ALBUM_IDS } from '../seed/courses';
import { PERSONAS } from '../test/standins';

// The demo data on both engines (issue 27): the seeded SQLite database copied into a fresh PostgreSQL one
// (db/copy.ts), and every repo already on the async layer asked the same on each — the same rows, in the
// same order. Each area's repos have a file of their own beside this one (test/both-engines.ts).

const { server, engines, both, state } = bothEngines();

describe('the copy', () => {
  test('puts every row of every table on PostgreSQL, and new rows get fresh ids there', async () => {
    const tables = server.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%_fts%' AND name <> 'schema_migrations'")
      .pluck().all() as string[];
    expect(Object.keys(state.copied).sort()).toEqual([...tables].sort());
    for (const table of tables) {
      const there = await engines.postgres.value<number>(`SELECT COUNT(*) FROM "${table}"`);
      expect({ table, rows: there }).toEqual({ table, rows: server.db.prepare(`SELECT COUNT(*) FROM "${table}"`).pluck().get() });
    }
    expect(state.copied.courses).toBeGreaterThan(0);
    // The identity sequences moved past the copied ids: an insert without one does not collide.
    const last = await engines.postgres.value<number>('SELECT MAX(event_id) FROM track_events');
    const next = await engines.postgres.value<number>(
      "INSERT INTO track_events (group_id, event, props, created_at) VALUES ('demo', 'copy-check', '{}', '2026-01-01T00:00:00.000Z') RETURNING event_id",
    );
    expect(next).toBeGreaterThan(last ?? 0);
  });
});

describe('repos on the async layer answer the same on both engines', () => {
  test('favourites: all, one type, a key in either case, a page', async () => {
    const query = { groupId: 'demo', userId: PERSONAS.member.user_id, type: null, key: '', start: 0, limit: 20 };
    expect((await both((sql) => listFavorites(sql, query))).length).toBeGreaterThan(1);
    await both((sql) => listFavorites(sql, { ...query, type: 'album' }));
    const named = await both((sql) => listFavorites(sql, { ...query, type: 'course' }));
    expect(named).toHaveLength(1);
    await both((sql) => listFavorites(sql, { ...query, key: 'A' }));
    await both((sql) => listFavorites(sql, { ...query, key: 'a' }));
    await both((sql) => listFavorites(sql, { ...query, key: '100%_' }));
    await both((sql) => listFavorites(sql, { ...query, start: 1, limit: 1 }));
  });

  test('rewards: the list by kind and page, and the amounts', async () => {
    const all = await both((sql) => listRewards(sql, 'demo', null, 0, 50));
    expect(all.length).toBeGreaterThan(0);
    await both((sql) => listRewards(sql, 'demo', 'article', 0, 50));
    await both((sql) => listRewards(sql, 'demo', 'invitation', 1, 2));
    await both((sql) => listRewardAmounts(sql, 'demo', null));
    await both((sql) => listRewardAmounts(sql, 'demo', 'article'));
  });

  test('track: an event written lands the same', async () => {
    const event = { groupId: 'demo', userId: null, event: 'both-engines', method: 'test', props: '{"a":1}', nowIso: '2026-01-02T00:00:00.000Z' };
    await insertTrackEvent(engines.sqlite, event);
    await insertTrackEvent(engines.postgres, event);
    const rows = await both((sql) => sql.all("SELECT group_id, user_id, event, method, props, created_at FROM track_events WHERE event = 'both-engines'"));
    expect(rows).toEqual([{ group_id: 'demo', user_id: null, event: 'both-engines', method: 'test', props: '{"a":1}', created_at: '2026-01-02T00:00:00.000Z' }]);
  });

  test('home: the feed for a member and for staff, and a visit recorded lands the same', async () => {
    const now = server.clock.now;
    for (const persona of [PERSONAS.member, PERSONAS.owner, PERSONAS.pending]) {
      for (const staff of [false, true]) {
        for (const since of [null, new Date(now - 3 * 24 * 3600_000).toISOString()]) {
          await both((sql) => homeFeed(sql, 'demo', { userId: persona.user_id, staff }, now, since));
        }
      }
    }
    const feed = await both((sql) => homeFeed(sql, 'demo', { userId: PERSONAS.member.user_id, staff: false }, now, null));
    expect(feed.items.length).toBeGreaterThan(0);
    await both((sql) => homeFeed(sql, 'gate', { userId: PERSONAS.member.user_id, staff: false }, now, null));
    // A first visit, one that continues it, and one after a pause.
    const visits = [now + 3_600_000, now + 3_660_000, now + 3 * 3_600_000];
    expect(await both(async (sql) => {
      const answers = [];
      for (const at of visits) answers.push(await recordVisit(sql, 'demo', PERSONAS.admin.user_id, at));
      return answers;
    })).toEqual([null, null, new Date(visits[1]!).toISOString()]);
  });

  test('group events: the list by page, and an event recorded lands the same', async () => {
    expect((await both((sql) => listGroupEvents(sql, 'demo', 0, 20))).length).toBe(21);
    await both((sql) => listGroupEvents(sql, 'demo', 20, 5));
    await both((sql) => listGroupEvents(sql, 'gate', 0, 50));
    await both((sql) => recordGroupEvent(sql, {
      groupId: 'closed', actorId: PERSONAS.owner.user_id, action: 'app.info', targetKind: 'group', targetId: 'closed',
      details: { name: 'Both' }, at: '2026-01-03T00:00:00.000Z',
    }));
    const [event] = await both((sql) => listGroupEvents(sql, 'closed', 0, 1));
    expect(event).toMatchObject({ action: 'app.info', details: '{"name":"Both"}', actor_id: PERSONAS.owner.user_id });
  });

  test('group info: a change and an avatar land the same, and the avatar reads back as its bytes', async () => {
    await both((sql) => updateGroupInfo(sql, 'closed', { name: 'Closed on both', language: 'ja' }));
    await both((sql) => updateGroupInfo(sql, 'closed', { bio: 'bio' }));
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await both(async (sql) => {
      await insertGroupAvatar(sql, {
        avatar_id: 'both-avatar', group_id: 'closed', mime_type: 'image/png', size: bytes.length, uploaded_by: PERSONAS.owner.user_id,
        created_at: '2026-01-03T00:00:00.000Z',
      }, bytes);
      await setGroupAvatarUrl(sql, 'closed', '/avatar/both-avatar');
    });
    expect(await both((sql) => sql.get("SELECT name, bio, language, avatar_url FROM groups WHERE group_id = 'closed'")))
      .toEqual({ name: 'Closed on both', bio: 'bio', language: 'ja', avatar_url: '/avatar/both-avatar' });
    const avatar = await both((sql) => findGroupAvatar(sql, 'closed', 'both-avatar'));
    expect(avatar?.mime_type).toBe('image/png');
    expect(new Uint8Array(avatar!.bytes)).toEqual(bytes);
    expect(await both((sql) => findGroupAvatar(sql, 'demo', 'both-avatar'))).toBeUndefined();
  });

  test('albums: the list, one, several, their records; a new album, its records and favourites land the same', async () => {
    for (const viewer of [null, PERSONAS.member.user_id]) {
      expect((await both((sql) => listAlbums(sql, 'demo', 0, 20, viewer))).length).toBe(ALBUM_IDS.length);
      await both((sql) => listAlbums(sql, 'demo', 1, 2, viewer));
      await both((sql) => findAlbum(sql, 'demo', ALBUM_IDS[0], viewer));
      await both((sql) => findAlbums(sql, 'demo', [...ALBUM_IDS, 'none'], viewer));
    }
    expect(await both((sql) => findAlbums(sql, 'demo', [], null))).toEqual([]);
    expect(await both((sql) => findAlbum(sql, 'gate', ALBUM_IDS[0], null))).toBeUndefined();
    expect((await both((sql) => listAlbumRecords(sql, [...ALBUM_IDS]))).length).toBeGreaterThan(0);
    const courseId = await engines.sqlite.value<string>("SELECT course_id FROM courses WHERE group_id = 'demo' ORDER BY course_id LIMIT 1");
    const at = '2026-01-04T00:00:00.000Z';
    expect(await both(async (sql) => {
      await insertAlbum(sql, { album_id: 'both-album', group_id: 'demo', creator_id: PERSONAS.owner.user_id, name: 'Both', description: '', now: at });
      const added = [await addAlbumCourse(sql, 'both-album', courseId!, at), await addAlbumCourse(sql, 'both-album', courseId!, at)];
      await setAlbumFavorite(sql, 'both-album', PERSONAS.member.user_id, true, at);
      await setAlbumFavorite(sql, 'both-album', PERSONAS.member.user_id, true, at);
      await setAlbumFavorite(sql, 'both-album', PERSONAS.owner.user_id, true, at);
      await setAlbumFavorite(sql, 'both-album', PERSONAS.owner.user_id, false, at);
      await updateAlbum(sql, 'both-album', 'Both again', 'said', at);
      return { added, album: await findAlbum(sql, 'demo', 'both-album', PERSONAS.member.user_id), records: await listAlbumRecords(sql, ['both-album']) };
    })).toMatchObject({ added: [true, false], album: { name: 'Both again', description: 'said', favorite_count: 1, favored: 1 } });
    expect(await both(async (sql) => {
      const removed = [await removeAlbumCourse(sql, 'both-album', courseId!), await removeAlbumCourse(sql, 'both-album', courseId!)];
      await deleteAlbum(sql, 'both-album');
      return { removed, album: await findAlbum(sql, 'demo', 'both-album', null) };
    })).toEqual({ removed: [true, false], album: undefined });
  });

  test('attachments: one read, and one written and deleted, the same', async () => {
    const id = await engines.sqlite.value<string>("SELECT attachment_id FROM attachments WHERE group_id = 'demo' ORDER BY attachment_id LIMIT 1");
    expect(await both((sql) => findAttachment(sql, 'demo', id!))).toBeDefined();
    expect(await both((sql) => findAttachment(sql, 'gate', id!))).toBeUndefined();
    const row = {
      attachment_id: 'both-attachment', group_id: 'demo', user_id: PERSONAS.member.user_id, name: 'a.png', mime_type: 'image/png', size: 3,
      duration: null, created_at: '2026-01-05T00:00:00.000Z',
    };
    await both((sql) => insertAttachment(sql, row));
    expect(await both((sql) => findAttachment(sql, 'demo', 'both-attachment'))).toEqual(row);
    await both((sql) => deleteAttachment(sql, 'both-attachment'));
    expect(await both((sql) => findAttachment(sql, 'demo', 'both-attachment'))).toBeUndefined();
  });

  test('check-ins: the tasks, members, posts, images and counts; a task, joining and a check-in land the same', async () => {
    const ids = Object.values(CHECKIN_IDS) as string[];
    const users = [PERSONAS.member.user_id, PERSONAS.owner.user_id, PERSONAS.pending.user_id];
    expect((await both((sql) => listActivities(sql, 'demo', true))).length).toBeGreaterThan(0);
    await both((sql) => listActivities(sql, 'demo', false));
    await both((sql) => countByType(sql, 'demo'));
    await both((sql) => findGroupMode(sql, 'demo'));
    for (const user of users) {
      await both((sql) => listMemberships(sql, ids, user));
      await both((sql) => listUserPeriods(sql, ids, user));
    }
    for (const id of ids) {
      await both((sql) => findActivity(sql, 'demo', id));
      await both((sql) => hasPosts(sql, id));
      await both((sql) => countPostsByPeriod(sql, id));
      await both((sql) => listPostPeriods(sql, id));
      await both((sql) => listParticipants(sql, id));
      await both((sql) => findMember(sql, id, PERSONAS.member.user_id));
      const posts = await both((sql) => listPosts(sql, id, 0, 50));
      await both((sql) => listPosts(sql, id, 2, 3));
      await both((sql) => listPostImages(sql, posts.map((post) => post.post_id)));
      if (posts[0]) {
        await both((sql) => findPost(sql, posts[0]!.post_id));
        await both((sql) => hasPostFor(sql, id, posts[0]!.user_id, posts[0]!.period));
      }
    }
    const at = '2026-01-06T00:00:00.000Z';
    const write = {
      title: 'Both', description: '', type: 'daily' as const, start_at: '2026-01-01T00:00:00.000Z', first_period: '2026-01-01',
      utc_offset_minutes: 0, published: true, online: true, patch_allowed: true, qualify_count: 0,
    };
    const viewer = { user: { user_id: PERSONAS.member.user_id }, membership: { role: 'user' }, policies: [] } as unknown as Viewer;
    const posted = await both(async (sql) => {
      await insertActivity(sql, { ...write, activity_id: 'both-task', group_id: 'demo', created_by: PERSONAS.owner.user_id, now: at });
      await updateActivity(sql, 'both-task', { ...write, title: 'Both again' }, at);
      await setQualifyCount(sql, 'both-task', 2, at);
      await setActivityOnline(sql, 'both-task', true, at);
      await joinActivity(sql, 'both-task', PERSONAS.member.user_id, '2026-01-02T00:00:00.000Z');
      await joinActivity(sql, 'both-task', PERSONAS.owner.user_id, at);
      await quitActivity(sql, 'both-task', PERSONAS.owner.user_id, at);
      const { row } = await postCheckin(sql, {
        groupId: 'demo', viewer, activityId: 'both-task', input: { content: 'on both', period: '2026-01-03' }, nowMs: Date.parse('2026-01-04T12:00:00.000Z'),
      });
      return { row, posts: (await listPosts(sql, 'both-task', 0, 10)).map(({ post_id: _, ...post }) => post), participants: await listParticipants(sql, 'both-task') };
    });
    expect(posted.row).toMatchObject({ title: 'Both again', qualify_count: 2, participant_count: 1 });
    expect(posted.posts).toMatchObject([{ content: 'on both', period: '2026-01-03', patched: 1 }]);
  });

  test('discussions: the list (stuck first, featured, a page), search, replies, likes and images; writes land the same', async () => {
    const users = [PERSONAS.member.user_id, PERSONAS.owner.user_id];
    const all = await both((sql) => listDiscussions(sql, 'demo', 0, 200));
    expect(all.length).toBeGreaterThan(1);
    await both((sql) => listDiscussions(sql, 'demo', 3, 5));
    await both((sql) => listDiscussions(sql, 'demo', 0, 50, '', true));
    await both((sql) => findDiscussionSettings(sql, 'demo'));
    // A search of 1–2 characters is newest first on both; 3+ ranks by bm25 on SQLite and is newest first on
    // PostgreSQL (db/pg/001_baseline.sql): the same posts, in each engine's order.
    await both((sql) => listDiscussions(sql, 'demo', 0, 200, 'a'));
    await both((sql) => listDiscussions(sql, 'demo', 0, 200, '%'));
    const matched = await both(async (sql) => (await listDiscussions(sql, 'demo', 0, 200, 'the')).map((row) => row.discussion_id).sort());
    expect(matched.length).toBeGreaterThan(0);
    const ids = all.map((row) => row.discussion_id);
    await both((sql) => listDiscussionImages(sql, ids));
    for (const user of users) await both((sql) => listDiscussionLikes(sql, ids, user));
    const replyIds: string[] = [];
    for (const id of ids) {
      await both((sql) => findDiscussion(sql, 'demo', id));
      const replies = await both((sql) => listReplies(sql, id, 0, 100));
      await both((sql) => listReplies(sql, id, 1, 2));
      replyIds.push(...replies.map((reply) => reply.reply_id));
    }
    expect(replyIds.length).toBeGreaterThan(0);
    await both((sql) => listQuotedReplies(sql, replyIds));
    for (const user of users) await both((sql) => listReplyLikes(sql, replyIds, user));
    await both((sql) => findReply(sql, all[0]!.discussion_id, replyIds[0]!));

    const image = await engines.sqlite.value<string>("SELECT attachment_id FROM attachments WHERE group_id = 'demo' ORDER BY attachment_id LIMIT 1");
    const at = '2026-01-07T00:00:00.000Z';
    const written = await both(async (sql) => {
      await insertDiscussion(sql, { discussion_id: 'both-post', group_id: 'demo', user_id: PERSONAS.member.user_id, content: 'Both 100%', now: at });
      await setDiscussionImages(sql, 'both-post', [image!]);
      await updateDiscussionContent(sql, 'both-post', 'Both, edited 100%', at);
      const changed = [
        await setDiscussionStuck(sql, 'both-post', true, at), await setDiscussionStuck(sql, 'both-post', true, at),
        await setDiscussionFeatured(sql, 'both-post', true, at), await setDiscussionFeatured(sql, 'both-post', false, at),
      ];
      await insertReply(sql, { reply_id: 'both-reply', discussion_id: 'both-post', parent_reply_id: null, quoted_reply_id: null, user_id: PERSONAS.owner.user_id, content: 'r', now: at });
      await insertReply(sql, { reply_id: 'both-reply-2', discussion_id: 'both-post', parent_reply_id: 'both-reply', quoted_reply_id: 'both-reply', user_id: PERSONAS.member.user_id, content: 'r2', now: at });
      for (const user of users) {
        await insertDiscussionLike(sql, 'both-post', user, at);
        await insertDiscussionLike(sql, 'both-post', user, at);
        await insertReplyLike(sql, 'both-reply', user, at);
      }
      await deleteDiscussionLike(sql, 'both-post', PERSONAS.owner.user_id);
      await deleteReplyLike(sql, 'both-reply', PERSONAS.member.user_id);
      return {
        changed,
        post: await findDiscussion(sql, 'demo', 'both-post'),
        first: (await listDiscussions(sql, 'demo', 0, 1))[0]?.discussion_id,
        found: (await listDiscussions(sql, 'demo', 0, 5, '100%')).map((row) => row.discussion_id),
        likes: await listDiscussionLikes(sql, ['both-post'], PERSONAS.member.user_id),
        replyLikes: await listReplyLikes(sql, ['both-reply'], PERSONAS.member.user_id),
        replies: await listReplies(sql, 'both-post', 0, 10),
      };
    });
    expect(written).toMatchObject({
      changed: [true, false, true, true], post: { content: 'Both, edited 100%', reply_count: 2, stuck_at: at, featured_at: null },
      found: ['both-post'], likes: [{ like_count: 1, liked: 1 }], replyLikes: [{ like_count: 1, liked: 0 }],
    });
    expect(await both(async (sql) => {
      await deleteReply(sql, 'both-reply-2');
      await deleteDiscussion(sql, 'both-post');
      return [await findDiscussion(sql, 'demo', 'both-post'), await listDiscussionImages(sql, ['both-post'])];
    })).toEqual([undefined, []]);
  });

  test("invitations (the admin's lists): codes by kind and page, uses, inviters and their bonuses", async () => {
    const now = new Date(server.clock.now).toISOString();
    for (const kind of [null, 'one_time', 'permanent'] as const) {
      expect((await both((sql) => listAdminCodes(sql, 'demo', kind, 0, 100, now))).length).toBeGreaterThan(0);
    }
    await both((sql) => listAdminCodes(sql, 'demo', null, 2, 3, now));
    expect((await both((sql) => listAdminUses(sql, 'demo', 0, 100))).length).toBeGreaterThan(0);
    await both((sql) => listAdminUses(sql, 'demo', 1, 1));
    const inviters = await both((sql) => listBonusInviters(sql, 'demo', 0, 100));
    expect(inviters.length).toBeGreaterThan(0);
    await both((sql) => listGroupBonuses(sql, 'demo', inviters.map((row) => row.inviter_id!)));
    await both((sql) => listGroupBonuses(sql, 'demo', []));
    expect((await both((sql) => listGroupBonuses(sql, 'demo', null))).length).toBeGreaterThan(0);
  });

  test("assets, products and the admin's coupon batches: reads, and writes that land the same", async () => {
    const assetIds = await engines.sqlite.values<string>('SELECT asset_id FROM assets ORDER BY asset_id');
    for (const id of assetIds) await both((sql) => findAsset(sql, id.toUpperCase()));
    expect(await both((sql) => findAsset(sql, 'none'))).toBeUndefined();
    const scene = "SELECT asset_id, sort_order FROM group_assets WHERE group_id = 'closed' AND scene = 'pay' ORDER BY sort_order";
    expect(await both(async (sql) => {
      await replaceSceneAssets(sql, 'closed', 'pay', [assetIds[1]!, assetIds[0]!]);
      return sql.all(scene);
    })).toEqual([{ asset_id: assetIds[1], sort_order: 0 }, { asset_id: assetIds[0], sort_order: 1 }]);

    for (const group of ['demo', 'nft', 'gate']) {
      for (const type of [undefined, 'membership', 'course']) await both((sql) => listProducts(sql, group, type));
    }
    const products = await both((sql) => listProducts(sql, 'demo', undefined));
    expect(products.length).toBeGreaterThan(0);
    await both((sql) => findProduct(sql, 'demo', products[0]!.product_id));
    expect(await both((sql) => findProduct(sql, 'gate', products[0]!.product_id))).toBeUndefined();
    const price = { asset_id: 'cny', amount: '9.90', channels: [{ channel: 'wechat' as const, asset_id: 'cny', symbol: 'CNY' }] };
    expect(await both(async (sql) => {
      await updateProductPrice(sql, products[0]!.product_id, price);
      return findProduct(sql, 'demo', products[0]!.product_id);
    })).toMatchObject({ price_asset_id: 'cny', price_amount: '9.90', price_channels: JSON.stringify(price.channels) });

    const now = new Date(server.clock.now).toISOString();
    const batches = await both((sql) => listCouponBatches(sql, 'demo', now, 0, 100));
    expect(batches.length).toBeGreaterThan(0);
    await both((sql) => listCouponBatches(sql, 'demo', now, 1, 2));
    for (const batch of batches) await both((sql) => findCouponBatch(sql, 'demo', batch.code, now));
    expect(await both((sql) => couponCodeExists(sql, batches[0]!.code))).toBe(true);
    expect(await both((sql) => couponCodeExists(sql, 'NOSUCHCODE'))).toBe(false);
    const batch = {
      code: 'BOTHENGINES', groupId: 'demo', assetId: 'cny', amount: '5', type: 'VOUCHER' as const, name: 'Both', description: '',
      productId: null, payMethod: null, expiredAt: '2027-01-01T00:00:00.000Z', maxClaims: 3, advertised: false, nowIso: now,
    };
    expect(await both(async (sql) => {
      const inserted = [await insertCouponBatch(sql, batch), await insertCouponBatch(sql, batch)];
      await setCouponBatchAdvertised(sql, 'demo', 'BOTHENGINES', true);
      await expireCouponBatch(sql, 'demo', 'BOTHENGINES', now);
      return { inserted, batch: await findCouponBatch(sql, 'demo', 'BOTHENGINES', now) };
    })).toMatchObject({ inserted: [true, false], batch: { advertised: 1, expired_at: now, claims: 0, used: 0, expired: 0 } });
  });

  test('articles: the list by cursor, one, several, claims and broadcasts; a new article, its product, a claim and a broadcast', async () => {
    const viewers = [PERSONAS.member.user_id, PERSONAS.owner.user_id, PERSONAS.pending.user_id];
    for (const viewer of viewers) {
      const all = await both((sql) => listArticles(sql, 'demo', null, 100, viewer));
      expect(all.length).toBeGreaterThan(1);
      await both((sql) => listArticles(sql, 'demo', all[1]!.article_id, 3, viewer));
      await both((sql) => findArticles(sql, 'demo', all.map((row) => row.article_id).concat([999999]), viewer));
      for (const row of all) {
        await both((sql) => findArticle(sql, 'demo', row.article_id, viewer));
        await both((sql) => findClaim(sql, row.article_id, viewer));
        await both((sql) => countClaims(sql, row.article_id));
        if (row.product_id) await both((sql) => findArticleIdByProduct(sql, 'demo', row.product_id!));
      }
    }
    expect(await both((sql) => findArticles(sql, 'demo', [], PERSONAS.member.user_id))).toEqual([]);
    await both((sql) => latestBroadcastIds(sql, 'demo'));
    await both((sql) => membershipChannels(sql, 'demo'));
    expect(await both((sql) => membershipChannels(sql, 'free'))).toBeDefined();

    const at = '2026-01-08T00:00:00.000Z';
    const write = {
      title: 'Both', link: 'https://example.com/both', summary: '', cover_attachment_id: null, price_asset_id: 'cny', price_amount: '1.00',
      reward_count: 2, reward_asset_id: 'cny', reward_amount: '0.10',
    };
    const written = await both(async (sql) => {
      const id = await insertArticle(sql, 'demo', PERSONAS.owner.user_id, write, at);
      await updateArticle(sql, id, { ...write, title: 'Both again' }, at);
      await insertArticleProduct(sql, { product_id: 'both-article-product', group_id: 'demo', name: 'Both', asset_id: 'cny', amount: '1.00', channels: await membershipChannels(sql, 'demo'), now: at });
      await setArticleProductId(sql, id, 'both-article-product');
      await updateArticleProduct(sql, 'both-article-product', 'Both again', 'cny', '2.00');
      await insertClaim(sql, { articleId: id, userId: PERSONAS.member.user_id, assetId: 'cny', amount: '0.10', nowIso: at });
      const broadcast = await insertBroadcast(sql, 'demo', PERSONAS.owner.user_id, [id], at);
      const seen = {
        article: await findArticle(sql, 'demo', id, PERSONAS.member.user_id), byProduct: await findArticleIdByProduct(sql, 'demo', 'both-article-product'),
        claims: await countClaims(sql, id), latest: await latestBroadcastIds(sql, 'demo'), product: await findProduct(sql, 'demo', 'both-article-product'),
      };
      await disableArticleProduct(sql, 'both-article-product');
      await softDeleteArticle(sql, id, at);
      return { id, broadcast, ...seen, gone: await findArticle(sql, 'demo', id, null), disabled: (await findProduct(sql, 'demo', 'both-article-product'))?.status };
    });
    // The same new ids too: the copy moved PostgreSQL's identity counters past the copied ids (db/copy.ts).
    expect(written.id).toBeGreaterThan(0);
    expect(written).toMatchObject({
      article: { title: 'Both again', claimed_count: 1, purchased: 0, product_id: 'both-article-product' }, claims: 1,
      product: { price_amount: '2.00', status: 'normal' }, gone: undefined, disabled: 'disabled',
    });
  });

  test('badges: the catalog, earned badges, share links, seals and every rule; an award, a seal and its settling land the same', async () => {
    const now = new Date(server.clock.now).toISOString();
    const users = [PERSONAS.owner.user_id, PERSONAS.member.user_id, PERSONAS.admin.user_id, PERSONAS.pending.user_id];
    for (const group of ['demo', 'gate', 'nft']) {
      await both((sql) => listCatalog(sql, group));
      for (const user of users) {
        await both((sql) => listMemberBadges(sql, group, user));
        for (const rule of BADGE_RULES) await both((sql) => rule.earnedAt(sql, group, user, now));
      }
    }
    const earned = await both((sql) => listMemberBadges(sql, 'demo', PERSONAS.member.user_id));
    expect(earned.length).toBeGreaterThan(0);
    for (const badge of earned) {
      await both((sql) => findCatalogBadge(sql, 'demo', badge.badge_key));
      await both((sql) => findMemberBadge(sql, 'demo', badge.user_id, badge.badge_key));
      await both((sql) => findMemberBadgeById(sql, badge.member_badge_id));
      await both((sql) => findSharedBadge(sql, 'demo', badge.user_id, badge.share_key));
      if (badge.seal_id) {
        await both((sql) => findSeal(sql, badge.seal_id!));
        await both((sql) => findSealRequest(sql, badge.seal_id!));
      }
    }
    await both((sql) => listPendingSealIds(sql, now, 10));
    // The rules that wait for a date: a year after joining, a KYC review done.
    await both((sql) => BADGE_RULES.find((rule) => rule.key === 'member_one_year')!.earnedAt(sql, 'demo', PERSONAS.owner.user_id, '2099-01-01T00:00:00.000Z'));

    const at = '2026-01-09T00:00:00.000Z';
    const written = await both(async (sql) => {
      await ensureCatalog(sql, 'closed', BADGE_RULES);
      await ensureCatalog(sql, 'closed', BADGE_RULES);
      const row = { member_badge_id: 'both-badge', group_id: 'demo', user_id: PERSONAS.admin.user_id, badge_key: 'nft_holder', earned_at: at, share_key: 'bothEnginesShareKey000000' };
      await insertMemberBadgeOnce(sql, row);
      await insertMemberBadgeOnce(sql, { ...row, member_badge_id: 'both-badge-2' });
      const started = [
        await startSeal(sql, { seal_id: 'both-seal', group_id: 'demo', member_badge_id: 'both-badge', requested_at: at }),
        await startSeal(sql, { seal_id: 'both-seal-2', group_id: 'demo', member_badge_id: 'both-badge', requested_at: at }),
      ];
      const pending = await listPendingSealIds(sql, '2026-01-10T00:00:00.000Z', 100);
      await failSeal(sql, (await findSeal(sql, 'both-seal'))!, at);
      await startSeal(sql, { seal_id: 'both-seal-3', group_id: 'demo', member_badge_id: 'both-badge', requested_at: at });
      await confirmSeal(sql, (await findSeal(sql, 'both-seal-3'))!, '0xboth', at);
      await insertChainNotification(sql, { notificationId: 'both-note', sealId: 'both-seal-3', status: 'CONFIRMED', nowIso: at });
      return {
        catalog: await listCatalog(sql, 'closed'), started, pending, badge: await findMemberBadgeById(sql, 'both-badge'),
        twin: await findMemberBadgeById(sql, 'both-badge-2'), seals: [await findSeal(sql, 'both-seal'), await findSeal(sql, 'both-seal-3')],
        note: await findChainNotification(sql, 'both-note'),
      };
    });
    expect(written).toMatchObject({
      catalog: BADGE_RULES.map((rule) => ({ badge_key: rule.key, kind: rule.kind })), started: [true, false], pending: ['both-seal'],
      badge: { chain_state: 'lighted', seal_id: 'both-seal-3', tx_hash: '0xboth' }, twin: undefined,
      seals: [{ state: 'failed' }, { state: 'confirmed', tx_hash: '0xboth' }], note: 'both-seal-3',
    });
  });
});
