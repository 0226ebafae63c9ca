import { useRoute } from 'preact-iso';
import { FavoriteList } from '../components/FavoriteList';

export default function FavoritesScreen() {
  const { params } = useRoute();
  return <FavoriteList group={params.group} />;
}
