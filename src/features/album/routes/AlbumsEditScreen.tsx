import AlbumsScreen from './AlbumsScreen';

/**
 * `group-albums-edit` (§2 "albums/edit", no album): the lecturers' album management, the album
 * list in its managing mode: create, and edit on each album (the existing albums/create and
 * albums/{album}/edit screens are the actions). Non-lecturers get the plain list.
 */
export default function AlbumsEditScreen() {
  return <AlbumsScreen managing />;
}
