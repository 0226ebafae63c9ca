import { groupApi } from '../../lib/http';
import { ACTIVITY_PAGE_SIZE, ActivityPage, Member, MEMBER_PAGE_SIZE, MemberPage } from '../../../contract/member';

// §7 Users and members. Paths are relative to /api/groups/{group}.

export function searchMembers(group: string, q: string, offset: number, limit: number = MEMBER_PAGE_SIZE) {
  return groupApi(group).post('/users/members', { q, offset, limit }, MemberPage, { silent: true });
}

export function fetchMember(group: string, id: string) {
  return groupApi(group).get(`/users/members/${encodeURIComponent(id)}`, Member, { silent: true });
}

export function fetchMemberActivities(group: string, id: string, before?: string) {
  return groupApi(group).get(`/users/members/${encodeURIComponent(id)}/activities`, ActivityPage, {
    query: { limit: ACTIVITY_PAGE_SIZE, before },
    silent: true,
  });
}
