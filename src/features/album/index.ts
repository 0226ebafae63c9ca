// What other features may use from albums.
export { AlbumCard } from './components/AlbumCard';
