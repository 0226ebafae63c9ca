// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadChunk } from './preload';

const BASE = 'https://app.example/assets/index-abc.js';
const links = () => Array.from(document.head.querySelectorAll('link')).map((l) => `${l.rel} ${l.href}`);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloadChunk', () => {
  it('fetches the scripts and stylesheets a chunk needs at once, and imports it once its stylesheets are in', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const result = preloadChunk(load, ['./f-a-1.js', './kit-2.js', './f-a-3.css'], BASE);
    expect(links()).toEqual([
      expect.stringMatching(/^(modulepreload|preload) https:\/\/app\.example\/assets\/f-a-1\.js$/),
      expect.stringMatching(/^(modulepreload|preload) https:\/\/app\.example\/assets\/kit-2\.js$/),
      'stylesheet https://app.example/assets/f-a-3.css',
    ]);
    const css = document.head.querySelector<HTMLLinkElement>('link[rel=stylesheet]')!;
    expect(css.crossOrigin).toBe('');
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    css.dispatchEvent(new Event('load'));
    expect(await result).toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for each file once, and not for a stylesheet the page already links', async () => {
    const page = document.createElement('link');
    page.rel = 'stylesheet';
    page.href = 'https://app.example/assets/index-abc.css';
    document.head.appendChild(page);
    const first = preloadChunk(() => Promise.resolve(1), ['./kit-7.js', './index-abc.css'], BASE);
    const second = preloadChunk(() => Promise.resolve(2), ['./kit-7.js', './f-b-4.js'], BASE);
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(links().filter((l) => l.endsWith('kit-7.js'))).toHaveLength(1);
    expect(links().filter((l) => l.endsWith('index-abc.css'))).toHaveLength(1);
    expect(links().filter((l) => l.endsWith('f-b-4.js'))).toHaveLength(1);
  });

  it('fails when a stylesheet cannot be had, without importing, and tries it again next time', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const failed = preloadChunk(load, ['./f-c-5.css'], BASE);
    document.head.querySelector('link')!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Unable to preload CSS for https://app.example/assets/f-c-5.css');
    expect(load).not.toHaveBeenCalled();
    expect(links()).toEqual([]);
    const again = preloadChunk(load, ['./f-c-5.css'], BASE);
    document.head.querySelector('link')!.dispatchEvent(new Event('load'));
    expect(await again).toBe('module');
  });

  it('imports at once when there is nothing to fetch first', async () => {
    expect(await preloadChunk(() => Promise.resolve('bare'))).toBe('bare');
    expect(links()).toEqual([]);
  });
});
