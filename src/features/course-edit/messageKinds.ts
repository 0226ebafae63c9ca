import { IMAGE_TYPES } from '../../ui/uploadRules';
import { ATTACHMENT_LIMITS_MB } from '../../../contract/attachment';
import type { CourseMessageCategory } from '../../../contract/course';

// What the message editor can add (§3 course message; issue: text, image, file, audio, video).
export type MessageKind = 'text' | 'image' | 'file' | 'audio' | 'video';
export const MESSAGE_KINDS: MessageKind[] = ['text', 'image', 'file', 'audio', 'video'];

export const KIND_CATEGORY: Record<MessageKind, CourseMessageCategory> = {
  text: 'PLAIN_TEXT',
  image: 'PLAIN_IMAGE',
  file: 'PLAIN_DATA',
  audio: 'PLAIN_AUDIO',
  video: 'PLAIN_VIDEO',
};

/** The uploader's limits per kind; the server enforces the same (contract/attachment). */
export const KIND_UPLOAD: Record<Exclude<MessageKind, 'text'>, { accept?: string[]; maxSizeMB: number }> = {
  image: { accept: IMAGE_TYPES, maxSizeMB: ATTACHMENT_LIMITS_MB.image },
  file: { maxSizeMB: ATTACHMENT_LIMITS_MB.file },
  audio: {
    accept: ['audio/mpeg', 'audio/mp3', 'audio/mp4', 'audio/x-m4a', 'audio/aac', 'audio/wav', 'audio/x-wav', 'audio/ogg', 'audio/webm'],
    maxSizeMB: ATTACHMENT_LIMITS_MB.audio,
  },
  video: { accept: ['video/mp4', 'video/webm', 'video/quicktime'], maxSizeMB: ATTACHMENT_LIMITS_MB.video },
};

/** The editor's label for a stored message; live playback shows as video, data as file. */
export function categoryKind(category: CourseMessageCategory): MessageKind {
  switch (category) {
    case 'PLAIN_IMAGE':
      return 'image';
    case 'PLAIN_DATA':
      return 'file';
    case 'PLAIN_AUDIO':
      return 'audio';
    case 'PLAIN_VIDEO':
    case 'LIVE_PLAYBACK':
      return 'video';
    default:
      return 'text';
  }
}
