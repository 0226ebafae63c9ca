import { splitLinks } from '../lib/links';
import './LinkedText.css';

/**
 * Someone's text, as text (§ user text): line breaks kept, and only http(s) addresses become
 * links, which open in a new tab without telling the site where they came from. Posts, replies,
 * check-ins and chat messages all show text this way.
 */
export function LinkedText({ text, class: cls }: { text: string; class?: string }) {
  return (
    <p class={cls ? `linked-text ${cls}` : 'linked-text'}>
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
