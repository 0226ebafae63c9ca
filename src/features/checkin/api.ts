import { checkinCalls } from '../../../contract/api/checkin';
import { CHECKIN_PAGE_SIZE, type CheckinActivityInput, type CheckinActivityPatch, type CheckinPostInput } from '../../../contract/checkin';
import { ErrorCode } from '../../../contract/errors';
import { callApi } from '../../lib/call';
import { callUrl, uploadFile } from '../../lib/callFile';
import { ApiError, refreshSession, routeApiError } from '../../lib/http';
import { tokens } from '../../lib/session';

// Check-in tasks (§7, issue 11 point 8), as contract/api/checkin.ts declares them. Every call is
// silent: the screens show refusals themselves.
const quiet = { silent: true };

/** Newest first; members see published online tasks, owner and admins every one. */
export const fetchCheckinActivities = (group: string) => callApi(group, checkinCalls.list, {}, quiet);

export const fetchCheckinActivity = (group: string, id: string) => callApi(group, checkinCalls.get, { params: { id } }, quiet);

export const createCheckinActivity = (group: string, input: CheckinActivityInput) => callApi(group, checkinCalls.create, { body: input }, quiet);

export const patchCheckinActivity = (group: string, id: string, input: CheckinActivityPatch) =>
  callApi(group, checkinCalls.update, { params: { id }, body: input }, quiet);

export const deleteCheckinActivity = (group: string, id: string) => callApi(group, checkinCalls.remove, { params: { id } }, quiet);

export const putCheckinOnline = (group: string, id: string, online: boolean) =>
  callApi(group, online ? checkinCalls.online : checkinCalls.offline, { params: { id } }, quiet);

export const joinCheckinActivity = (group: string, id: string) => callApi(group, checkinCalls.join, { body: { activity_id: id } }, quiet);

export const quitCheckinActivity = (group: string, id: string) => callApi(group, checkinCalls.quit, { query: { activity_id: id } }, quiet);

export const postCheckin = (group: string, id: string, input: CheckinPostInput) =>
  callApi(group, checkinCalls.post, { params: { id }, body: input }, quiet);

export const fetchCheckinPosts = (group: string, id: string, offset: number) =>
  callApi(group, checkinCalls.posts, { params: { id }, query: { offset, limit: CHECKIN_PAGE_SIZE } }, quiet);

export const postCheckinQualify = (group: string, id: string, qualifyCount: number) =>
  callApi(group, checkinCalls.qualify, { params: { id }, body: { qualify_count: qualifyCount } }, quiet);

export const fetchCheckinStatistics = (group: string, id: string) => callApi(group, checkinCalls.statistics, { params: { id } }, quiet);

/** One image (jpeg or png); answers the stored attachment, whose id goes into the check-in. */
export const uploadCheckinImage = (group: string, file: File) => uploadFile(group, checkinCalls.upload, file, {}, quiet);

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
  const url = callUrl(group, checkinCalls.exportCsv, { params: { id } });
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
