import { keyedResource } from '../../lib/resource';
import { fetchAlbum } from './api';

/** An album with its courses, by id. */
export const albumDetail = keyedResource(fetchAlbum);
