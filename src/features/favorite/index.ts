export { fetchFavorites, type FavoriteListParams } from './api';
