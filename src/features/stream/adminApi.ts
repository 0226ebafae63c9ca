import { callApi } from '../../lib/call';
import { streamCalls } from '../../../contract/api/stream';
import type { StreamPreviewCreate } from '../../../contract/streamPreview';

// The preview schedule (issue 14 point 3, admin/setting/stream_prepare), apart from api.ts, which the
// home and the stream page load: only the admin portal needs these. Silent: the screen says why a call failed.

export const createStreamPreview = (group: string, body: StreamPreviewCreate) =>
  callApi(group, streamCalls.addPreview, { body }, { silent: true });

export const deleteStreamPreview = (group: string, id: string) =>
  callApi(group, streamCalls.removePreview, { params: { id } }, { silent: true });
