import type { InfinitePage, PagePosition } from '../../lib/pager';
import { ARTICLE_PAGE_SIZE, type Article, type ArticleCreate } from '../../../contract/article';
import { fetchArticles } from './api';
import { broadcastArticles, createArticle, deleteArticle, updateArticle, uploadArticleCover } from './adminApi';
import { articleDetail, homeArticlePage } from './model';

// The admin's side of articles (issue 14, admin/article): the list, the form's save, delete and
// broadcast. Every change drops what the home showed, so it reads the articles afresh.

/**
 * A page of the admin's list: 10, newest first, the last id shown as the cursor (§7). The first
 * page also tells which articles the latest broadcast features.
 */
export function loadAdminArticles(group: string, at: PagePosition, onFeatured: (ids: number[]) => void): Promise<InfinitePage<Article>> {
  const cursor = at.cursor ? Number(at.cursor) : undefined;
  return fetchArticles(group, { offset: cursor, count: ARTICLE_PAGE_SIZE }).then((page) => {
    if (cursor === undefined) onFeatured(page.featured.map((a) => a.article_id));
    const last = page.articles[page.articles.length - 1];
    return { items: page.articles, ended: page.articles.length < ARTICLE_PAGE_SIZE, cursor: last ? String(last.article_id) : at.cursor };
  });
}

function changed(group: string): void {
  homeArticlePage.clear(group);
}

/** Creates the article (id null) or saves the edit; the article as the server now has it. */
export function saveArticle(group: string, id: number | null, body: ArticleCreate): Promise<Article> {
  return (id === null ? createArticle(group, body) : updateArticle(group, id, body)).then((article) => {
    articleDetail.put(group, String(article.article_id), article);
    changed(group);
    return article;
  });
}

export function removeArticle(group: string, id: number): Promise<void> {
  return deleteArticle(group, id).then(() => {
    articleDetail.clear(group);
    changed(group);
  });
}

/** Features these articles (1 to 5) on every member's home; resolves with their ids. */
export function broadcast(group: string, ids: number[]): Promise<number[]> {
  return broadcastArticles(group, ids).then((sent) => {
    changed(group);
    return sent.article_ids;
  });
}

/** Uploads a cover for the uploader; resolves with the attachment's id. */
export const uploadCover = (group: string, file: File) => uploadArticleCover(group, file).then((a) => a.attachment_id);
