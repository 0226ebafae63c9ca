import { splitLinks } from '../text';

/**
 * A post's or reply's text, as text: only http(s) addresses become links, which open in a new tab
 * without telling the site where they came from.
 */
export function DiscussionText({ text, class: cls }: { text: string; class?: string }) {
  return (
    <p class={cls ? `discussion-text ${cls}` : 'discussion-text'}>
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
