// Pure rules for course messages (§3 course message, §5 playable messages), shared by the app and
// the server: the playable messages of a course, in order, are its lessons (issue 26).

export type MessageCategory =
  | 'PLAIN_AUDIO'
  | 'PLAIN_VIDEO'
  | 'LIVE_PLAYBACK'
  | 'PLAIN_DATA'
  | 'PLAIN_TEXT'
  | 'PLAIN_IMAGE';

/** The fields these rules read; the wire shape has more. */
export interface MessageLike {
  category: string;
  text?: string | null;
  index: number;
  created_at: string;
  attachment?: { mime_type?: string | null } | null;
}

export type PlayerKind = 'audio' | 'video';

// Video sites whose links play as video (§5 "a video-site link"); the list is ours.
const VIDEO_SITES = /^https:\/\/([a-z0-9-]+\.)*(youtube\.com|youtu\.be|vimeo\.com|bilibili\.com|b23\.tv|v\.qq\.com|youku\.com)(\/|$)/i;
const VIDEO_FILE = /^https:\/\/[^\s]+\.(mp4|mov)(\?[^\s#]*)?(#[^\s]*)?$/i;

/** §5: a text is a video link when it is an https link ending in mp4 or mov, or a video-site link. */
export function isVideoLink(text: string | null | undefined): boolean {
  if (!text) return false;
  const s = text.trim();
  if (/\s/.test(s)) return false;
  return VIDEO_FILE.test(s) || VIDEO_SITES.test(s);
}

/** A video-site page (not a file): it plays in the site's own page, not in a <video>. */
export function isVideoSiteLink(text: string | null | undefined): boolean {
  return !!text && VIDEO_SITES.test(text.trim()) && !VIDEO_FILE.test(text.trim());
}

function mediaKind(mime: string | null | undefined): PlayerKind | null {
  if (!mime) return null;
  const m = mime.toLowerCase();
  if (m.indexOf('audio/') === 0) return 'audio';
  if (m.indexOf('video/') === 0) return 'video';
  return null;
}

/**
 * §5: which player a message gets, or null when it is not playable: audio,
 * video and live playback always; data only with an audio/video mime type;
 * text only when it is a video link.
 */
export function playerKind(message: MessageLike): PlayerKind | null {
  switch (message.category) {
    case 'PLAIN_AUDIO':
      return 'audio';
    case 'PLAIN_VIDEO':
    case 'LIVE_PLAYBACK':
      return 'video';
    case 'PLAIN_DATA':
      return mediaKind(message.attachment ? message.attachment.mime_type : null);
    case 'PLAIN_TEXT':
      return isVideoLink(message.text) ? 'video' : null;
    default:
      return null;
  }
}

export function isPlayable(message: MessageLike): boolean {
  return playerKind(message) !== null;
}

function time(s: string): number {
  const ms = Date.parse(s);
  return isNaN(ms) ? 0 : ms;
}

/** §5: by index, then by created_at; a new array, the input is left alone. */
export function sortMessages<T extends MessageLike>(messages: readonly T[]): T[] {
  return messages.slice().sort((a, b) => a.index - b.index || time(a.created_at) - time(b.created_at));
}

/** A member's progress in a lesson, as far as choosing where to go on needs it. */
export interface LessonMark {
  message_id: string;
  done: boolean;
}

/**
 * Where a member goes on in a course (issue 26): the lesson they last played while it is not done;
 * once it is, the first lesson after it not done yet, else the first not done at all; when every
 * lesson is done (or none has progress), the last played, or the first. -1 for a course without lessons.
 */
export function nextLessonIndex(lessonIds: readonly string[], marks: readonly LessonMark[], lastId: string | null): number {
  if (lessonIds.length === 0) return -1;
  const done = new Set(marks.filter((m) => m.done).map((m) => m.message_id));
  const last = lastId ? lessonIds.indexOf(lastId) : -1;
  if (last >= 0 && !done.has(lessonIds[last]!)) return last;
  for (let i = last + 1; i < lessonIds.length; i += 1) if (!done.has(lessonIds[i]!)) return i;
  for (let i = 0; i < last; i += 1) if (!done.has(lessonIds[i]!)) return i;
  return Math.max(0, last);
}
