import { describe, expect, it } from 'vitest';
import { splitLinks } from './links';

const join = (parts: ReturnType<typeof splitLinks>) => parts.map((p) => p.text).join('');

describe('splitLinks', () => {
  it('leaves text without links as one plain run', () => {
    expect(splitLinks('hello <b>world</b>')).toEqual([{ kind: 'text', text: 'hello <b>world</b>' }]);
    expect(splitLinks('')).toEqual([]);
  });

  it('makes http and https addresses links, keeping the text around them', () => {
    const parts = splitLinks('see https://example.com/a?b=1 and http://x.org.');
    expect(parts).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://x.org', href: 'http://x.org' },
      { kind: 'text', text: '.' },
    ]);
    expect(join(parts)).toBe('see https://example.com/a?b=1 and http://x.org.');
  });

  it('never links other schemes or bare domains', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<script>x</script>', 'www.example.com', 'ftp://example.com', 'mailto:a@b.c']) {
      expect(splitLinks(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('stops at quotes, angle brackets and CJK punctuation', () => {
    expect(splitLinks('"https://a.com/x"<b>')[1]).toEqual({ kind: 'link', text: 'https://a.com/x', href: 'https://a.com/x' });
    expect(splitLinks('看这里https://a.cn/课程，很好')).toEqual([
      { kind: 'text', text: '看这里' },
      { kind: 'link', text: 'https://a.cn/课程', href: 'https://a.cn/课程' },
      { kind: 'text', text: '，很好' },
    ]);
  });

  it('skips a scheme with no host', () => {
    expect(splitLinks('https://')).toEqual([{ kind: 'text', text: 'https://' }]);
  });
});
