// The feature's screens by the route that shows them, for the screen table (src/app/screens.ts).
import ArticleScreen from './routes/ArticleScreen';

export const screens = {
  'group-articles-id': ArticleScreen,
};
