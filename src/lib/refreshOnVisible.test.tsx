import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/preact';
import { groupResource, useGroupResource } from './resource';
import { useRefreshOnVisible } from './refreshOnVisible';

describe('useRefreshOnVisible', () => {
  afterEach(cleanup);

  it('asks again each time the page becomes visible, not while hidden, and stops when the view goes', async () => {
    let n = 0;
    let visibility: DocumentVisibilityState = 'visible';
    const spy = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    try {
      const counter = groupResource(() => Promise.resolve(++n));
      function View() {
        const state = useGroupResource(counter, 'demo', true);
        useRefreshOnVisible(counter, 'demo');
        return <p>{state.data === undefined ? 'nothing' : `seen ${state.data}`}</p>;
      }
      const view = render(<View />);
      expect(await screen.findByText('seen 1')).toBeTruthy();
      visibility = 'hidden';
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(n).toBe(1);
      visibility = 'visible';
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(await screen.findByText('seen 2')).toBeTruthy();
      act(() => {
        view.unmount();
      });
      document.dispatchEvent(new Event('visibilitychange'));
      expect(n).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });
});
