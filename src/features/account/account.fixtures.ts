import type { Me } from './schemas';

export function meFixture(patch: Partial<Me> = {}): Me {
  return {
    user_id: 'u1',
    identity_number: '37000001',
    full_name: 'Alice Member',
    avatar_url: '',
    role: 'user',
    state: 'paid',
    policies: [],
    expired_at: null,
    joined_at: '2024-01-01T00:00:00Z',
    ...patch,
  };
}
