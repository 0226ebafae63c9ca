import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { GridPanel } from './GridPanel';

const items = [
  { key: 'a', label: 'Coupons', onClick: vi.fn() },
  { key: 'b', label: 'Orders', href: '#/demo/orders' },
  { key: 'c', label: 'Later', onClick: vi.fn(), disabled: true },
  { key: 'd', label: 'Info' },
];

describe('GridPanel', () => {
  afterEach(cleanup);

  it('lays items out in 3 columns by default, or as many as asked', () => {
    const { rerender } = render(<GridPanel items={items} label="Shortcuts" />);
    const grid = screen.getByRole('list', { name: 'Shortcuts' });
    expect(grid.style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    rerender(<GridPanel items={items} columns={4} label="Shortcuts" />);
    expect(grid.style.gridTemplateColumns).toBe('repeat(4, minmax(0, 1fr))');
  });

  it('renders actions as buttons and targets as links', () => {
    render(<GridPanel items={items} />);
    fireEvent.click(screen.getByRole('button', { name: 'Coupons' }));
    expect(items[0].onClick).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('#/demo/orders');
    expect((screen.getByRole('button', { name: 'Later' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Info' })).toBeNull();
  });
});
