// The feature's screens by the route that shows them, for the screen table (src/app/screens.ts):
// one lazy import for them all, since they share the feature's chunk anyway.
import AlbumEditScreen from './routes/AlbumEditScreen';
import AlbumsEditScreen from './routes/AlbumsEditScreen';
import AlbumScreen from './routes/AlbumScreen';
import AlbumsScreen from './routes/AlbumsScreen';

export const screens = {
  'group-albums': AlbumsScreen,
  'group-albums-create': AlbumEditScreen,
  'group-albums-edit': AlbumsEditScreen,
  'group-albums-album': AlbumScreen,
  'group-albums-album-edit': AlbumEditScreen,
};
