import { matchRoute, to } from './routes';

/** The group home of the URL's group, or the index outside a group. */
export function homeHref(url: string): string {
  const group = matchRoute(url).params.group;
  return group ? to('group-home', { group }) : to('index', {});
}
