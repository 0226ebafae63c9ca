import { array, boolean, nullable, number, object, optional, string, trimmed, type, type Infer } from './struct';
import { boundedString, boundedText } from './bounds';
import { Course } from './course';

// Shapes shared by the client (validating responses) and the reference server (building them).

/** §9: the album list asks for 100 at a time. */
export const ALBUM_LIST_LIMIT = 100;

/** One course in an album, in the order it was added. */
export const AlbumCourseRecord = type({ course_id: string(), added_at: string(), course: Course });
export type AlbumCourseRecord = Infer<typeof AlbumCourseRecord>;

export const Album = type({
  album_id: string(),
  name: string(),
  description: string(),
  /** The first course's poster, '' when none. */
  cover_url: string(),
  course_count: number(),
  favorite_count: number(),
  favored: boolean(),
  creator_id: string(),
  created_at: string(),
  updated_at: string(),
  /** GET /course-albums/{id} always; the list only with ?course_records=1. Courses the caller may not see are left out. */
  course_records: optional(array(AlbumCourseRecord)),
});
export type Album = Infer<typeof Album>;
export const AlbumList = array(Album);

/** POST /course-albums/ and PUT /course-albums/{id} body. */
export const AlbumInput = object({
  name: trimmed(boundedString(100, 1)),
  description: optional(nullable(boundedText(2000))),
});
export type AlbumInput = Infer<typeof AlbumInput>;
