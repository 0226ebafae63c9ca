// Articles (issue 11 point 4): the group home lists them through these; the article page is reached
// through the screen table only.
export {
  HOME_ARTICLE_ROWS, articlePriceText, articleRewardText, homeArticlePage, homeArticleRows, loadMoreArticles,
  type HomeArticleRows,
} from './model';
