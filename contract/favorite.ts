import { array, boolean, enums, literal, nullable, string, type, union, type Infer } from './struct';
import { Album } from './album';
import { Course } from './course';

// Shapes shared by the client (validating responses) and the reference server (building them).

export const FavoriteType = enums(['course', 'album']);
export type FavoriteType = Infer<typeof FavoriteType>;
export const FAVORITES_PAGE_SIZE = 20;

export const FavoriteCourse = type({
  type: literal('course'),
  favorited_at: string(),
  course: Course,
});
export const FavoriteAlbum = type({
  type: literal('album'),
  favorited_at: string(),
  album: Album,
});
export const FavoriteItem = union([FavoriteCourse, FavoriteAlbum]);
export type FavoriteItem = Infer<typeof FavoriteItem>;

/**
 * GET /favorites?start&limit&type&key — newest favourite first. `start` is the offset to read from
 * (default 0); `key` filters by course title or album name. `next_start` is the `start` of the next
 * page, null when `has_more` is false.
 */
export const FavoriteList = type({
  has_more: boolean(),
  items: array(FavoriteItem),
  next_start: nullable(string()),
});
export type FavoriteList = Infer<typeof FavoriteList>;
