import type { Course, CourseMessage } from './schemas';

export function courseFixture(patch: Partial<Course> = {}): Course {
  return {
    course_id: 'c1',
    title: 'Reading the night sky',
    description: 'Stars for beginners.',
    poster_url: '',
    lecturer: { user_id: 'l1', full_name: 'Lena Lecturer', avatar_url: '' },
    tags: ['astronomy'],
    start_at: '2026-01-01T10:00:00Z',
    finish_at: '2026-01-01T11:00:00Z',
    finished_at: '2026-01-01T11:00:00Z',
    state: 'published',
    public: false,
    charge: null,
    product_id: null,
    settings: { comments_enabled: true, downloadable: true },
    message_count: 0,
    favorite_count: 0,
    favored: false,
    paid: false,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...patch,
  };
}

export function messageFixture(patch: Partial<CourseMessage> = {}): CourseMessage {
  return {
    message_id: 'm1',
    course_id: 'c1',
    category: 'PLAIN_TEXT',
    text: 'Hello',
    attachment: null,
    sources: [],
    index: 0,
    created_at: '2026-01-01T00:00:00Z',
    ...patch,
  };
}

export function audioAttachment(url = '/api/attachments/a1') {
  return {
    attachment_id: 'a1',
    url,
    mime_type: 'audio/mpeg',
    name: 'tone.mp3',
    size: 1024,
    duration: 10,
    created_at: '2026-01-01T00:00:00Z',
  };
}
