import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { Button } from './Button';
import { Icon } from './Icon';
import { Skeleton } from './Skeleton';
import { Spinner } from './Spinner';

describe('Button', () => {
  afterEach(cleanup);

  it('is a real button that does not submit forms by default', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: Event) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Pay</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement;
    expect(button.type).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while loading shows a spinner and cannot be pressed', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Pay/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
  });
});

describe('Spinner, Icon and Skeleton', () => {
  afterEach(cleanup);

  it('Spinner announces loading and takes a size', () => {
    render(<Spinner size={32} />);
    const spinner = screen.getByRole('status', { name: 'Loading…' });
    expect(spinner.style.width).toBe('32px');
  });

  it('Icon is hidden from assistive technology unless titled', () => {
    const { container } = render(
      <>
        <Icon name="retry" />
        <Icon name="forbidden" title="Banned" size={48} />
      </>,
    );
    expect(container.querySelector('[data-icon=retry]')!.getAttribute('aria-hidden')).toBe('true');
    const titled = screen.getByRole('img', { name: 'Banned' });
    expect(titled.getAttribute('width')).toBe('48');
  });

  it('Skeleton draws the asked number of lines, or blocks', () => {
    const { container, rerender } = render(<Skeleton lines={4} />);
    expect(screen.getByRole('status', { name: 'Loading…' }).getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('.ui-skeleton__line')).toHaveLength(4);
    rerender(<Skeleton block="120px" repeat={2} />);
    const blocks = container.querySelectorAll<HTMLElement>('.ui-skeleton__block');
    expect(blocks).toHaveLength(2);
    expect(blocks[0].style.height).toBe('120px');
  });
});
