import type { Db } from '../db/connection';
import { insertChatMessageSync } from '../routes/chat/chat.repo';
import { PERSONAS, type PersonaKey } from '../sandbox/personas';
import { seededMediaIds } from './courses';
import { SEED_PACK_IDS } from './luckycoin';

// Demo group chat (issue 12): about 60 messages over the last three days in English and Chinese from
// demo's staff and member, with a reply, an image, a recalled message, system events and an
// announcement; deny words and a link allow-list to try the rules with.

const MINUTE = 60 * 1000;

export const CHAT_SEED = {
  denyWords: ['scamcoin', '代投'],
  allowList: ['https://mixin.one/', 'https://example.org/docs'],
  announcement: 'Welcome to the demo chat! Be kind, no advertising. 欢迎来到演示群聊，请友善交流。',
  rateLimit: 10,
} as const;

type Line =
  | { by: PersonaKey; text: string; replyTo?: number }
  | { by: PersonaKey; image: 'poster' | 'slide' }
  | { by: PersonaKey; text: string; recalled: true }
  | { system: 'member_joined' | 'luckycoin_sent' | 'kudos_sent' | 'mode_changed' | 'announcement'; data: Record<string, string> };

const LINES: readonly Line[] = [
  { system: 'member_joined', data: { full_name: PERSONAS.member.full_name } },
  { by: 'owner', text: 'Welcome to the demo group chat, everyone!' },
  { by: 'member', text: '大家好！很高兴加入这个社群。' },
  { by: 'admin', text: 'Please read the community rules pinned above.' },
  { by: 'lecturer', text: 'This week: keeping keys safe. Bring your questions.' },
  { by: 'member', text: '请问老师，助记词写在纸上安全吗？' },
  { by: 'lecturer', text: 'Paper is fine if you keep two copies in different places.', replyTo: 6 },
  { by: 'member', text: 'Thanks, that helps!' },
  { by: 'owner', text: '今晚八点有直播，欢迎参加。' },
  { by: 'admin', text: 'Docs for the wallet are here: https://example.org/docs/wallet' },
  { by: 'member', text: 'Is the recording available after the stream?' },
  { by: 'owner', text: '可以，直播结束后会上传回放。' },
  { by: 'lecturer', image: 'slide' },
  { by: 'lecturer', text: 'Slide from today: the three rules of backups.' },
  { by: 'member', text: '这张图总结得很好！' },
  { system: 'kudos_sent', data: { to_name: PERSONAS.lecturer.full_name, full_name: PERSONAS.member.full_name, symbol: 'USDT', amount: '2' } },
  { by: 'lecturer', text: 'Thank you for the kudos!' },
  { by: 'member', text: 'oops, wrong chat', recalled: true },
  { by: 'admin', text: 'Reminder: never share your private key, not even with us.' },
  { by: 'member', text: '收到，谢谢提醒。' },
  { system: 'luckycoin_sent', data: { pack_id: 'seed-pack', full_name: PERSONAS.owner.full_name, greeting: 'Happy learning! 学习快乐！' } },
  { by: 'member', text: 'Got a lucky coin, thank you!' },
  { by: 'lecturer', text: '谢谢群主的红包！' },
  { system: 'mode_changed', data: { mode: 'lecture' } },
  { by: 'lecturer', text: 'Lecture starts now: what a seed phrase is.' },
  { by: 'lecturer', text: 'A seed phrase is 12 or 24 words that rebuild every key of a wallet.' },
  { by: 'lecturer', text: '任何拿到助记词的人都能拿走你的资产。' },
  { by: 'lecturer', text: 'Write it down, never photograph it, never type it into a website.' },
  { by: 'lecturer', text: 'That is all for today. Questions in the chat, please.' },
  { system: 'mode_changed', data: { mode: 'free' } },
  { by: 'member', text: 'What about a metal backup plate?' },
  { by: 'lecturer', text: '金属板可以防火防水，是不错的选择。' },
  { by: 'owner', text: 'Great lecture, thanks Lena.' },
  { by: 'admin', text: 'The wallet app: https://mixin.one/messenger' },
  { by: 'member', text: '下载好了，正在设置。' },
  { by: 'member', text: 'Which network has the lowest fees right now?' },
  { by: 'admin', text: 'It changes daily; the "Fees explained" course shows how to check.' },
  { by: 'member', text: '好的，我去看看那门课。' },
  { system: 'announcement', data: { text: CHAT_SEED.announcement } },
  { by: 'owner', text: 'The announcement is updated, please have a look.' },
  { by: 'lecturer', text: 'Tomorrow: reading a price chart.' },
  { by: 'member', text: '期待明天的课程！' },
  { by: 'admin', text: 'Anyone interested in a weekly study group?' },
  { by: 'member', text: 'Count me in.' },
  { by: 'lecturer', text: '我也参加。' },
  { by: 'owner', image: 'poster' },
  { by: 'owner', text: 'Poster for next week’s live stream.' },
  { by: 'member', text: 'Looks great!' },
  { by: 'admin', text: '有问题随时在群里问。' },
  { by: 'member', text: 'How do I turn off chat notifications?' },
  { by: 'admin', text: 'In the chat settings: unsubscribe. You can turn them on again any time.', replyTo: 50 },
  { by: 'member', text: '明白了，谢谢。' },
  { by: 'lecturer', text: 'Homework: back up a test wallet and restore it.' },
  { by: 'member', text: 'Done! Restoring worked on the first try.' },
  { by: 'lecturer', text: '做得好！' },
  { by: 'owner', text: 'Have a good evening, everyone.' },
  { by: 'member', text: '晚安！' },
  { by: 'admin', text: 'Good night!' },
  { by: 'lecturer', text: 'See you tomorrow at the lecture.' },
  { by: 'member', text: 'Good morning! 早上好！' },
];

export function seedChat(db: Db, nowMs: number): void {
  const media = seededMediaIds(db);
  db.prepare(`UPDATE group_settings SET deny_words = ?, link_allow_list = ?, chat_announcement = ?, chat_rate_limit = ?
    WHERE group_id = 'demo'`).run(
    JSON.stringify(CHAT_SEED.denyWords), JSON.stringify(CHAT_SEED.allowList), CHAT_SEED.announcement, CHAT_SEED.rateLimit,
  );
  // Three days back, then every ~70 minutes; the last message a few minutes ago.
  const start = nowMs - (LINES.length * 70 + 5) * MINUTE;
  const seqs: number[] = [];
  LINES.forEach((line, index) => {
    const createdMs = start + index * 70 * MINUTE;
    const createdAt = new Date(createdMs).toISOString();
    const base = {
      message_id: `72000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      group_id: 'demo', channel: 'group', stream_id: null, created_at: createdAt, created_ms: createdMs,
    };
    if ('system' in line) {
      seqs.push(insertChatMessageSync(db, {
        ...base, user_id: null, kind: 'system', text: '', attachment_id: null, reply_to_seq: null,
        system_event: line.system, system_data: JSON.stringify(line.data), client_id: null,
      }));
      return;
    }
    const user = PERSONAS[line.by].user_id;
    const clientId = `73000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
    if ('image' in line) {
      seqs.push(insertChatMessageSync(db, {
        ...base, user_id: user, kind: 'image', text: '', attachment_id: media[line.image], reply_to_seq: null,
        system_event: null, system_data: null, client_id: clientId,
      }));
      return;
    }
    const replyTo = 'replyTo' in line && line.replyTo !== undefined ? seqs[line.replyTo - 1]! : null;
    const seq = insertChatMessageSync(db, {
      ...base, user_id: user, kind: 'text', text: line.text, attachment_id: null, reply_to_seq: replyTo,
      system_event: null, system_data: null, client_id: clientId,
    });
    seqs.push(seq);
    if ('recalled' in line) {
      db.prepare(`UPDATE chat_messages SET state = 'recalled', text = '', removed_at = ?, removed_by = ? WHERE seq = ?`)
        .run(new Date(createdMs + MINUTE).toISOString(), user, seq);
    }
  });
  // The admin's open pack, shared to the chat after the talk (issue 26 point 5): the chat's latest
  // message is a red packet the member has not opened yet.
  const sharedMs = nowMs - 2 * MINUTE;
  insertChatMessageSync(db, {
    message_id: `72000000-0000-4000-8000-${String(LINES.length + 1).padStart(12, '0')}`,
    group_id: 'demo', channel: 'group', stream_id: null, created_at: new Date(sharedMs).toISOString(), created_ms: sharedMs,
    user_id: PERSONAS.admin.user_id, kind: 'luckycoin', text: '', attachment_id: null, reply_to_seq: null,
    system_event: null, system_data: null, pack_id: SEED_PACK_IDS.open,
    client_id: `73000000-0000-4000-8000-${String(LINES.length + 1).padStart(12, '0')}`,
  });
  // Everyone seeded was active in the chat just now (the daily job leaves them subscribed for a while).
  db.prepare('UPDATE memberships SET chat_last_active_at = ?').run(new Date(nowMs).toISOString());
}
