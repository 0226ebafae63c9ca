import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { courseSpeed } from '../../../lib/prefs';
import { readStored } from '../../../lib/storage';
import { CoursePlayer } from './CoursePlayer';
import { withTexts } from '../../../../test/texts';

beforeAll(() => withTexts('course'));

beforeEach(() => {
  courseSpeed.value = 1;
});
afterEach(cleanup);

describe('CoursePlayer', () => {
  it('plays at the speed picked, and the next player (after a reload too) starts at it', () => {
    const first = render(<CoursePlayer kind="audio" src="/a.mp3" label="Part 1" />);
    const speed = screen.getByRole('combobox', { name: 'Speed' }) as HTMLSelectElement;
    expect(speed.value).toBe('1');
    fireEvent.change(speed, { target: { value: '1.5' } });
    const audio = first.container.querySelector('audio')!;
    expect(audio.playbackRate).toBe(1.5);
    expect(readStored('prefs.course_speed', 1)).toBe(1.5);
    cleanup();

    const second = render(<CoursePlayer kind="video" src="/v.mp4" label="Part 2" />);
    expect((screen.getByRole('combobox', { name: 'Speed' }) as HTMLSelectElement).value).toBe('1.5');
    const video = second.container.querySelector('video')!;
    fireEvent(video, new Event('loadedmetadata'));
    expect(video.playbackRate).toBe(1.5);
  });

  it('offers a quality choice only when the media has renditions, and switches the source', () => {
    const { container } = render(
      <CoursePlayer
        kind="video"
        src="/v.mp4"
        label="Part 1"
        sources={[
          { quality: '480p', url: '/v-480.mp4' },
          { quality: 'HD', url: '/v-hd.mp4' },
        ]}
      />,
    );
    const quality = screen.getByRole('combobox', { name: 'Quality' }) as HTMLSelectElement;
    expect(Array.from(quality.options).map((o) => o.textContent)).toEqual(['Auto', 'HD', '480p']);
    fireEvent.change(quality, { target: { value: '480p' } });
    expect(container.querySelector('video')!.getAttribute('src')).toBe('/v-480.mp4');
    cleanup();
    render(<CoursePlayer kind="audio" src="/a.mp3" label="Part 1" />);
    expect(screen.queryByRole('combobox', { name: 'Quality' })).toBeNull();
  });

  it('starts at the position it is given once the media is loaded, and says where it was on pause, end and leaving', () => {
    const reports: [string, number, number | null][] = [];
    const { container, unmount } = render(
      <CoursePlayer kind="audio" src="/a.mp3" label="Lesson 1" startAt={80} onReport={(how, at, duration) => reports.push([how, at, duration])} />,
    );
    const audio = container.querySelector('audio')!;
    Object.defineProperty(audio, 'duration', { configurable: true, value: 300 });
    fireEvent(audio, new Event('loadedmetadata'));
    expect(audio.currentTime).toBe(80);
    // Not started yet: leaving says nothing (the saved position stays as it was).
    fireEvent(audio, new Event('play'));
    audio.currentTime = 95;
    fireEvent(audio, new Event('pause'));
    expect(reports).toEqual([['pause', 95, 300]]);
    audio.currentTime = 120;
    unmount();
    expect(reports[1]).toEqual(['leave', 120, 300]);
  });

  it('says when the page is hidden, and the end as the full duration', () => {
    const reports: [string, number][] = [];
    const { container } = render(<CoursePlayer kind="video" src="/v.mp4" label="Lesson 2" onReport={(how, at) => reports.push([how, at])} />);
    const video = container.querySelector('video')!;
    Object.defineProperty(video, 'duration', { configurable: true, value: 6 });
    fireEvent(video, new Event('play'));
    video.currentTime = 3;
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    fireEvent(video, new Event('ended'));
    expect(reports).toEqual([['leave', 3], ['ended', 6]]);
  });
});
