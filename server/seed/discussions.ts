import type { Db } from '../db/connection';
import { PERSONAS, type PersonaKey } from '../sandbox/personas';
import { seededMediaIds } from './courses';

// Demo discussions (issue 11, point 10): 30 posts in English and Chinese by demo's staff and member,
// with replies, three stuck, a few with the seeded images, so the feed has content on first start.
// Issue 26 point 4: some posts and replies are liked by the staff, two posts are featured, and a
// thread has a reply to a reply. Mia (member) likes nothing yet: hers are the demo's first likes.

const HOUR = 60 * 60 * 1000;

/** Fixed ids: `discussion(n)` is the n-th post (1 is the newest). */
export function discussionId(n: number): string {
  return `70000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}
/** The k-th seeded reply (from 0) to post n. */
export const replyId = (n: number, k: number) => `71000000-0000-4000-8000-${String(n * 100 + k).padStart(12, '0')}`;

export const DISCUSSION_IDS = {
  newest: discussionId(1),
  stuck: [discussionId(7), discussionId(18), discussionId(25)],
  featured: [discussionId(3), discussionId(27)],
} as const;

/** Post 9's thread: Mia, its author, answers Lena's reply (the post's first), quoting it. */
export const NESTED_REPLY = { discussion: discussionId(9), parent: replyId(9, 0), reply: replyId(9, 90) } as const;

/** Who likes which post, and which reply (staff only, by post number and reply index). */
const POST_LIKERS: Record<number, PersonaKey[]> = {
  1: ['lecturer', 'admin'], 3: ['owner', 'admin', 'lecturer'], 5: ['owner', 'lecturer'], 7: ['admin', 'lecturer'],
  9: ['owner'], 11: ['lecturer', 'owner'], 27: ['owner', 'admin', 'lecturer'],
};
const REPLY_LIKERS: [number, number, PersonaKey[]][] = [[9, 0, ['owner', 'admin']], [4, 1, ['lecturer']], [3, 2, ['admin']]];
export const DEMO_DISCUSSION_COUNT = 30;

const AUTHORS: PersonaKey[] = ['member', 'lecturer', 'admin', 'owner'];

const POSTS: readonly string[] = [
  'What is the safest way to back up a seed phrase? I wrote mine on paper, is that enough?',
  '大家好！刚加入这个社群，请问新手应该先看哪门课程？',
  'Tip: the "Reading a price chart" course pairs well with the weekly market review stream.',
  '有没有人整理过手续费对比表？想知道不同网络的转账成本。',
  'I lost an hour today to a phishing site that looked exactly like my wallet. Check the address bar! https://example.com/phishing-guide',
  '今天的直播回放在哪里可以看到？',
  'Welcome, everyone! Please read the community rules before posting. Be kind, stay on topic, no advertising.',
  '关于稳定币的课程讲得非常清楚，感谢老师！',
  'Does anyone use a hardware wallet with a phone? Which one works best for you?',
  '请问会员到期后还能看已经购买的课程吗？',
  'Sharing my notes from the "Order books" lesson — feedback welcome.',
  '求推荐一些学习 DeFi 的入门资料。',
  'Is lending and yield worth the risk for beginners? Curious what others think.',
  '每周的市场回顾对我帮助很大，希望能一直坚持下去。',
  'Collectibles: how do you judge whether a project will last?',
  '我整理了一份防骗清单，欢迎补充。',
  'Question for the lecturer: will there be a course on tax records?',
  'Office hours this Friday: bring your questions about wallets and security.',
  '新课程《备份的正确方法》上线了，大家可以去看看。',
  'My first month here: finished four courses and finally understand fees.',
  '有人一起组队学习吗？每周打卡一次。',
  'Reminder: never share your private key, not even with the admins.',
  '请问直播可以调节清晰度吗？我的网络比较慢。',
  'Great discussion in yesterday’s Q&A — thanks to everyone who joined.',
  'Posting guide: one topic per post, add images as jpeg or png (up to three).',
  '大家都用什么方式记录自己的交易？',
  'Found a good explainer on stable coins, summarised the key points below.',
  '第一次发帖，请多关照！',
  'What should the next live lecture be about? Reply with your ideas.',
  '感谢群主创建这么好的学习社群！',
];

const REPLIES: readonly string[] = [
  'Thanks for sharing!', '同意，非常有用。', 'Good question — I had the same one.', '我也想知道。',
  'The lecturer covered this in the security course.', '谢谢分享！', 'Paper plus a second copy somewhere else works for me.',
  '可以看看课程列表里的入门系列。', '+1, would love a course on that.', '写得很清楚，学到了。',
];

/** Posts with images (the seeded poster and slide), by post number. */
const WITH_IMAGES: Record<number, ('poster' | 'slide')[]> = { 3: ['slide'], 11: ['slide', 'poster'], 20: ['poster'] };

export function seedDiscussions(db: Db, nowMs: number): void {
  const iso = (offsetHours: number) => new Date(nowMs + offsetHours * HOUR).toISOString();
  const run = (sql: string, ...params: unknown[]) => db.prepare(sql).run(...params);
  const media = seededMediaIds(db);
  POSTS.forEach((content, index) => {
    const n = index + 1;
    const author = PERSONAS[AUTHORS[index % AUTHORS.length]!].user_id;
    const createdHoursAgo = n * 7;
    const stuck = (DISCUSSION_IDS.stuck as readonly string[]).includes(discussionId(n));
    run(`INSERT INTO discussions (discussion_id, group_id, user_id, content, stuck_at, created_at, updated_at, edited_at)
      VALUES (?, 'demo', ?, ?, ?, ?, ?, NULL)`,
    discussionId(n), author, content, stuck ? iso(-createdHoursAgo + 1) : null, iso(-createdHoursAgo), iso(-createdHoursAgo));
    (WITH_IMAGES[n] ?? []).forEach((key, position) => {
      run('INSERT INTO discussion_images (discussion_id, position, attachment_id) VALUES (?, ?, ?)', discussionId(n), position, media[key]);
    });
    (POST_LIKERS[n] ?? []).forEach((key, k) => {
      run('INSERT INTO discussion_likes (discussion_id, user_id, created_at) VALUES (?, ?, ?)',
        discussionId(n), PERSONAS[key].user_id, iso(-createdHoursAgo + k + 1));
    });
    if ((DISCUSSION_IDS.featured as readonly string[]).includes(discussionId(n))) {
      run('UPDATE discussions SET featured_at = ? WHERE discussion_id = ?', iso(-createdHoursAgo + 2), discussionId(n));
    }
    const replyCount = n % 5;
    for (let k = 0; k < replyCount; k += 1) {
      const replier = PERSONAS[AUTHORS[(index + k + 1) % AUTHORS.length]!].user_id;
      run(`INSERT INTO discussion_replies (reply_id, discussion_id, user_id, content, created_at) VALUES (?, ?, ?, ?, ?)`,
        replyId(n, k), discussionId(n), replier, REPLIES[(index + k) % REPLIES.length]!, iso(-createdHoursAgo + k + 1));
    }
  });
  run(`INSERT INTO discussion_replies (reply_id, discussion_id, parent_reply_id, quoted_reply_id, user_id, content, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`, NESTED_REPLY.reply, NESTED_REPLY.discussion, NESTED_REPLY.parent, NESTED_REPLY.parent,
  PERSONAS.member.user_id, 'Me too. Lena, could a lesson cover phones and hardware wallets together?', iso(-9 * 7 + 5));
  REPLY_LIKERS.forEach(([n, k, keys]) => keys.forEach((key, i) => {
    run('INSERT INTO discussion_reply_likes (reply_id, user_id, created_at) VALUES (?, ?, ?)', replyId(n, k), PERSONAS[key].user_id, iso(-n * 7 + k + 2 + i));
  }));
}
