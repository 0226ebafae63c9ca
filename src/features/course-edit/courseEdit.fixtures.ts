import type { Course, CourseMessage } from '../course/schemas';

// Wire-shaped data for the editor's tests.
export function courseFixture(over: Partial<Course> = {}): Course {
  return {
    course_id: 'c1',
    title: 'Night reading',
    description: 'We read together.',
    poster_url: '',
    lecturer: { user_id: 'u-lecturer', full_name: 'Lena Lecturer', avatar_url: '' },
    tags: [],
    start_at: null,
    finish_at: null,
    finished_at: null,
    state: 'draft',
    public: false,
    charge: null,
    product_id: null,
    settings: { comments_enabled: true, downloadable: false },
    message_count: 0,
    favorite_count: 0,
    favored: false,
    paid: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

export function messageFixture(id: string, index: number, over: Partial<CourseMessage> = {}): CourseMessage {
  return {
    message_id: id,
    course_id: 'c1',
    category: 'PLAIN_TEXT',
    text: `Text ${id}`,
    attachment: null,
    sources: [],
    index,
    created_at: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}
