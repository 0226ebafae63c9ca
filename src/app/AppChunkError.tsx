import { useLocation } from 'preact-iso';
import { t } from '../lib/i18n';
import { ExceptionErrorPage, errorInfo } from '../features/exception';
import { homeHref } from '../lib/paths';

/**
 * What a route shows when its chunk failed to load even after the one reload
 * (chunkReload.ts): the error page, so the person can go home or try again.
 */
export function AppChunkError(error: unknown) {
  return function ChunkErrorScreen() {
    const { url } = useLocation();
    const info = errorInfo(error);
    return (
      <ExceptionErrorPage
        path={url}
        code={info.code}
        message={`${t('errors:page.chunk')} (${info.message})`}
        homeHref={homeHref(url)}
      />
    );
  };
}
