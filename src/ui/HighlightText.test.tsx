import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/preact';
import { HighlightText } from './HighlightText';

afterEach(cleanup);

const marks = (container: Element) => [...container.querySelectorAll('mark')].map((mark) => mark.textContent);

describe('HighlightText', () => {
  it('marks every occurrence, whatever the case, and keeps the rest as text', () => {
    const { container } = render(<HighlightText text="Wallet basics: the WALLET and its keys" query="wallet" />);
    expect(marks(container)).toEqual(['Wallet', 'WALLET']);
    expect(container.textContent).toBe('Wallet basics: the WALLET and its keys');
  });

  it('marks Chinese and Japanese substrings', () => {
    expect(marks(render(<HighlightText text="比特币钱包入门" query="钱包" />).container)).toEqual(['钱包']);
    expect(marks(render(<HighlightText text="ウォレットの使い方" query="使" />).container)).toEqual(['使']);
  });

  it('shows the text unchanged without a query or a match', () => {
    const { container } = render(<HighlightText text="Plain title" query="  " />);
    expect(container.innerHTML).toBe('Plain title');
    expect(marks(render(<HighlightText text="Plain title" query="zzz" />).container)).toEqual([]);
  });

  it('treats regex characters literally and never injects HTML', () => {
    const { container } = render(<HighlightText text="<b>1+1</b> (a.b) 1+1" query="1+1" />);
    expect(marks(container)).toEqual(['1+1', '1+1']);
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<b>1+1</b> (a.b) 1+1');
    const other = render(<HighlightText text="say <img src=x>" query="<img" />).container;
    expect(other.querySelector('img')).toBeNull();
    expect(marks(other)).toEqual(['<img']);
  });
});
