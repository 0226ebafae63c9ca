import { groupApi } from '../../lib/http';
import { StreamPreview } from '../../../contract/stream';
import { StreamPreviewRemoved, type StreamPreviewCreate } from '../../../contract/streamPreview';

// The preview schedule (issue 14 point 3, admin/setting/stream_prepare), apart from api.ts, which the
// home and the stream page load: only the admin portal needs these. Silent: the screen says why a call failed.

export const createStreamPreview = (group: string, body: StreamPreviewCreate) =>
  groupApi(group).post('/stream/previews', body, StreamPreview, { silent: true });

export const deleteStreamPreview = (group: string, id: string) =>
  groupApi(group).del(`/stream/previews/${encodeURIComponent(id)}`, StreamPreviewRemoved, { silent: true });
