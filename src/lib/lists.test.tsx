import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/preact';
import { invalidateList, listVersion } from './lists';

describe('list invalidation', () => {
  afterEach(cleanup);

  it('gives a list a new reset key when a change invalidates it by name, leaving other names and groups alone', () => {
    function Lister({ group, name }: { group: string; name: string }) {
      const key = listVersion(group, name);
      return <p data-testid={`${group}-${name}`}>{key}</p>;
    }
    render(
      <>
        <Lister group="inv" name="replies:1" />
        <Lister group="inv" name="replies:2" />
        <Lister group="other" name="replies:1" />
      </>,
    );
    const keyOf = (id: string) => screen.getByTestId(id).textContent;
    const before = [keyOf('inv-replies:1'), keyOf('inv-replies:2'), keyOf('other-replies:1')];
    act(() => invalidateList('inv', 'replies:1'));
    expect(keyOf('inv-replies:1')).not.toBe(before[0]);
    expect(keyOf('inv-replies:2')).toBe(before[1]);
    expect(keyOf('other-replies:1')).toBe(before[2]);
    const once = keyOf('inv-replies:1');
    act(() => invalidateList('inv', 'replies:1'));
    expect(keyOf('inv-replies:1')).not.toBe(once);
  });
});
