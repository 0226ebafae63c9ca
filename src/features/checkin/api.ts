import {
  CheckinActivity, CheckinActivityDetail, CheckinActivityList, CheckinAttachment, CheckinEmpty, CheckinPosted, CheckinPostPage,
  CheckinStatistics, CHECKIN_PAGE_SIZE, checkinExportPath,
  type CheckinActivityInput, type CheckinActivityPatch, type CheckinPostInput,
} from '../../../contract/checkin';
import { ErrorCode } from '../../../contract/errors';
import { ApiError, apiBase, groupApi, refreshSession, routeApiError } from '../../lib/http';
import { tokens } from '../../lib/session';

// Check-in tasks (§7, issue 11 point 8). Every call is silent: the screens show refusals themselves.
const quiet = { silent: true };
const path = (id: string) => `/checkin/activities/${encodeURIComponent(id)}`;

/** Newest first; members see published online tasks, owner and admins every one. */
export const fetchCheckinActivities = (group: string) =>
  groupApi(group).get('/checkin/activities', CheckinActivityList, { ...quiet, groupIdHeader: true });

export const fetchCheckinActivity = (group: string, id: string) => groupApi(group).get(path(id), CheckinActivityDetail, quiet);

export const createCheckinActivity = (group: string, input: CheckinActivityInput) =>
  groupApi(group).post('/checkin/activities', input, CheckinActivity, quiet);

export const patchCheckinActivity = (group: string, id: string, input: CheckinActivityPatch) =>
  groupApi(group).patch(path(id), input, CheckinActivity, quiet);

export const deleteCheckinActivity = (group: string, id: string) => groupApi(group).del(path(id), CheckinEmpty, quiet);

export const putCheckinOnline = (group: string, id: string, online: boolean) =>
  groupApi(group).put(`${path(id)}/${online ? 'online' : 'offline'}`, {}, CheckinActivity, quiet);

export const joinCheckinActivity = (group: string, id: string) =>
  groupApi(group).post('/checkin/activities/join', { activity_id: id }, CheckinActivityDetail, quiet);

export const quitCheckinActivity = (group: string, id: string) =>
  groupApi(group).del('/checkin/activities/quit', CheckinEmpty, { ...quiet, query: { activity_id: id } });

export const postCheckin = (group: string, id: string, input: CheckinPostInput) =>
  groupApi(group).post(`${path(id)}/post`, input, CheckinPosted, quiet);

export const fetchCheckinPosts = (group: string, id: string, offset: number) =>
  groupApi(group).get(`${path(id)}/posts`, CheckinPostPage, { ...quiet, query: { offset, limit: CHECKIN_PAGE_SIZE } });

export const postCheckinQualify = (group: string, id: string, qualifyCount: number) =>
  groupApi(group).post(`${path(id)}/qualify`, { qualify_count: qualifyCount }, CheckinActivity, quiet);

export const fetchCheckinStatistics = (group: string, id: string) =>
  groupApi(group).get(`/checkin/statistics/activities/${encodeURIComponent(id)}`, CheckinStatistics, quiet);

/** One image, multipart `file` (jpeg or png); answers the stored attachment, whose id goes into the check-in. */
export function uploadCheckinImage(group: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  return groupApi(group).post('/checkin/attachments', body, CheckinAttachment, quiet);
}

async function errorOf(res: Response): Promise<ApiError> {
  try {
    const body = (await res.json()) as { code?: unknown; message?: unknown };
    if (body && body.code != null) return new ApiError(Number(body.code), String(body.message || ''), res.status);
  } catch {
    // Not our envelope (a proxy's page): the status is all there is.
  }
  return new ApiError(res.status, '', res.status);
}

/**
 * The statistics as CSV (a file, not the JSON envelope, so not through groupApi): the access token
 * goes as a header, and a token that has just expired is renewed and the download tried once more.
 */
export async function fetchCheckinCsv(group: string, id: string): Promise<Blob> {
  const url = `${apiBase()}/groups/${encodeURIComponent(group)}${checkinExportPath(id)}`;
  const once = () => {
    const token = tokens.value[group];
    return fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  };
  let res: Response;
  try {
    res = await once();
    if (res.status === 401 && (await refreshSession(group))) res = await once();
  } catch {
    throw new ApiError(ErrorCode.networkError, '');
  }
  if (res.ok) return res.blob();
  const err = await errorOf(res);
  routeApiError(group, err, true);
  throw err;
}
