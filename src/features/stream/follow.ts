import { validate } from 'superstruct';
import { ChatStateFrame } from '../../../contract/chat';
import { acquireGroupSocket, groupSocket } from '../../lib/groupSocket';
import { applyLiveState, groupSettings } from '../group';
import { streamInfo } from './model';

/**
 * Issue 12 point 8: the home follows the group's live state on the group's socket, the one the chat
 * uses (lib/groupSocket): a `state` frame (the mode changed, a lecture or a stream started or
 * stopped) updates the settings the spotlight and the welcome sheet read, and when the lecture or
 * stream clock moved the stream's info is read again (a stream began or ended). No channel is
 * subscribed: no messages come. Its own chunk (stream/model.ts loads it), so the home's first
 * paint carries no socket code. Returns the function that stops following.
 */
export function followGroupLiveNow(group: string): () => void {
  const release = acquireGroupSocket(group);
  const held = groupSettings.of(group).data;
  let clock = held ? held.lecturing_or_streaming_started_at : null;
  const off = groupSocket(group).onState((frame) => {
    const [err, parsed] = validate(frame, ChatStateFrame);
    if (err) return;
    applyLiveState(group, parsed.state);
    if (parsed.state.lecturing_or_streaming_started_at !== clock) {
      clock = parsed.state.lecturing_or_streaming_started_at;
      streamInfo.refresh(group);
    }
  });
  return () => {
    off();
    release();
  };
}
