import { splitLinks } from '../../../lib/links';

/** A message's text, as text: only http(s) addresses become links (as in discussions), opening in a new tab. */
export function ChatText({ text }: { text: string }) {
  return (
    <p class="chat-bubble__text">
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
