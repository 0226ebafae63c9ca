// §5's playable rule lives in contract/lessons.ts: the server applies it too (a lesson's progress
// is kept only for a playable message).
export {
  isPlayable, isVideoLink, isVideoSiteLink, nextLessonIndex, playerKind, sortMessages, type MessageCategory, type MessageLike, type PlayerKind,
} from '../../../contract/lessons';
