import type { Course, CourseMessage } from '../../../contract/course';
import { signStoredLink, type MediaLinks } from '../attachment/attachment.links';
import { hasPaidFor, type CourseViewer } from './course.access';
import { TAG_SEPARATOR, type CourseMessageRow, type CourseRow } from './course.repo';

// Rows to the shared wire shapes.

/** `media` signs the links of the poster and attachments for the caller (attachment.links.ts). */
export function toCourse(row: CourseRow, viewer: CourseViewer | null, media: MediaLinks): Course {
  return {
    course_id: row.course_id,
    title: row.title,
    description: row.description,
    poster_url: row.poster_attachment_id ? media(row.group_id, row.poster_attachment_id) : '',
    lecturer: { user_id: row.lecturer_id, full_name: row.lecturer_name, avatar_url: row.lecturer_avatar },
    tags: row.tags ? row.tags.split(TAG_SEPARATOR) : [],
    start_at: row.start_at,
    finish_at: row.finish_at,
    finished_at: row.finished_at,
    state: row.state,
    public: row.public === 1,
    charge: row.charge_asset_id !== null && row.charge_amount !== null
      ? { asset_id: row.charge_asset_id, amount: row.charge_amount }
      : null,
    product_id: row.charge_asset_id !== null ? row.product_id : null,
    settings: { comments_enabled: row.comments_enabled === 1, downloadable: row.downloadable === 1 },
    message_count: row.message_count,
    favorite_count: row.favorite_count,
    favored: row.favored === 1,
    paid: hasPaidFor(row, viewer),
    purchased: row.purchased === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toCourseMessage(row: CourseMessageRow, media: MediaLinks): CourseMessage {
  const attachment = row.attachment_id !== null && row.a_group_id !== null
    ? {
      attachment_id: row.attachment_id,
      url: media(row.a_group_id, row.attachment_id),
      mime_type: row.a_mime_type!,
      name: row.a_name!,
      size: row.a_size!,
      duration: row.a_duration,
      created_at: row.a_created_at!,
    }
    : null;
  return {
    message_id: row.message_id,
    course_id: row.course_id,
    category: row.category,
    text: row.text,
    attachment,
    sources: (JSON.parse(row.sources) as CourseMessage['sources']).map((source) => ({ ...source, url: signStoredLink(media, source.url) })),
    index: row.idx,
    created_at: row.created_at,
  };
}
