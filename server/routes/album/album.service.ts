import type { Album } from '../../../contract/album';
import type { Sql } from '../../db/sql';
import { canSeeCourse, type CourseViewer } from '../course/course.access';
import type { MediaLinks } from '../attachment/attachment.links';
import { toCourse } from '../course/course.present';
import { findCourses } from '../course/course.repo';
import { listAlbumRecords, type AlbumRow } from './album.repo';

/**
 * Albums with their records. A record whose course the caller cannot see (a draft, or members-only
 * for a guest) is left out, and so is its count: an album never leaks a hidden course. The records are
 * read through the async layer (`sql`), as are the courses.
 */
export async function presentAlbums(
  { sql }: { sql: Sql }, groupId: string, rows: AlbumRow[], viewer: CourseViewer | null, withRecords: boolean, media: MediaLinks,
): Promise<Album[]> {
  const records = await listAlbumRecords(sql, rows.map((row) => row.album_id));
  const courses = new Map(
    (await findCourses(sql, groupId, Array.from(new Set(records.map((r) => r.course_id))), viewer ? viewer.userId : null))
      .filter((course) => canSeeCourse(course, viewer))
      .map((course) => [course.course_id, course]),
  );
  return rows.map((row) => {
    const visible = records.filter((r) => r.album_id === row.album_id && courses.has(r.course_id));
    const courseRecords = visible.map((r) => ({
      course_id: r.course_id, added_at: r.added_at, course: toCourse(courses.get(r.course_id)!, viewer, media),
    }));
    const album: Album = {
      album_id: row.album_id,
      name: row.name,
      description: row.description,
      cover_url: courseRecords.find((r) => r.course.poster_url !== '')?.course.poster_url ?? '',
      course_count: visible.length,
      favorite_count: row.favorite_count,
      favored: row.favored === 1,
      creator_id: row.creator_id,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
    if (withRecords) album.course_records = courseRecords;
    return album;
  });
}
