import type { StreamPreview } from '../../../contract/stream';
import type { StreamPreviewCreate } from '../../../contract/streamPreview';
import { createStreamPreview, deleteStreamPreview } from './adminApi';
import { streamPreviews } from './model';

// The preview schedule's actions (issue 14 point 3). After each, the group's previews are read again:
// the same list the home's "coming up" and the stream page show, so they follow at once.

export function schedulePreview(group: string, body: StreamPreviewCreate): Promise<StreamPreview> {
  return createStreamPreview(group, body).then((preview) => {
    streamPreviews.refresh(group);
    return preview;
  });
}

export function unschedulePreview(group: string, id: string): Promise<void> {
  return deleteStreamPreview(group, id).then(() => {
    streamPreviews.refresh(group);
  });
}
