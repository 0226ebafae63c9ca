import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withTexts } from '../../test/texts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { FileUploader, type UploadItem } from './FileUploader';
import { ImageUploader } from './ImageUploader';
import { Toasts } from './Toasts';
import { clearToasts } from './toast';

// The widgets' texts come with the screens that show them (src/app/screens.ts).
beforeAll(() => withTexts('widgets'));

const MB = 1024 * 1024;

function makeFile(name: string, size = 1000, type = 'image/png'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function pick(...files: File[]) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

const addButton = () => screen.queryByRole('button', { name: /^Add/ });
const lastList = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls[fn.mock.calls.length - 1][0] as UploadItem[];

describe('FileUploader', () => {
  afterEach(() => {
    act(() => clearToasts());
    cleanup();
  });

  it('lists picked files with name and size and reports them with unique ids', async () => {
    const onChange = vi.fn();
    render(<FileUploader onChange={onChange} />);
    pick(makeFile('a.pdf', 1536, 'application/pdf'), makeFile('a.pdf', 2048, 'application/pdf'));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const files = lastList(onChange);
    expect(files.map((f) => f.name)).toEqual(['a.pdf', 'a.pdf']);
    expect(files[0].id).toMatch(/^a\.pdf-/);
    expect(files[0].id).not.toBe(files[1].id);
    expect(screen.getByText('1.50 KB')).toBeTruthy();
    expect(screen.getByText('2.00 KB')).toBeTruthy();
  });

  it('shows no size for a file already stored, whose size is not known', () => {
    const stored: UploadItem = { id: 'poster', name: 'Poster', size: 0, type: 'image/jpeg', url: '/p.jpg', status: 'done', progress: 100 };
    const { container } = render(<FileUploader initial={[stored, { ...stored, id: 'other', name: 'Other', size: undefined }]} />);
    expect(screen.getByText('Poster')).toBeTruthy();
    expect(screen.getByText('Other')).toBeTruthy();
    expect(container.querySelector('.ui-upload__size')).toBeNull();
    expect(screen.queryByText('0 B')).toBeNull();
  });

  it('still shows the size of a stored file when it is known, and of a picked empty file', async () => {
    const stored: UploadItem = { id: 'doc', name: 'Doc', size: 2048, type: 'application/pdf', status: 'done', progress: 100 };
    render(<FileUploader initial={[stored]} />);
    expect(screen.getByText('2.00 KB')).toBeTruthy();
    pick(makeFile('empty.txt', 0, 'text/plain'));
    expect(await screen.findByText('0 B')).toBeTruthy();
  });

  it('renders a 48 px add button by default, sized by prop', () => {
    const { rerender } = render(<FileUploader />);
    expect(addButton()!.style.width).toBe('48px');
    rerender(<FileUploader buttonSize={64} />);
    expect(addButton()!.style.height).toBe('64px');
  });

  it('hides the add button when max (default 3) is reached and shows it again after a removal', async () => {
    render(<FileUploader />);
    pick(makeFile('1.png'), makeFile('2.png'));
    await screen.findByText('2.png');
    expect(addButton()).not.toBeNull();
    pick(makeFile('3.png'));
    await screen.findByText('3.png');
    expect(addButton()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2.png' }));
    await waitFor(() => expect(addButton()).not.toBeNull());
  });

  it('never hides the add button with max 0', async () => {
    render(<FileUploader max={0} />);
    pick(...Array.from({ length: 6 }, (_, i) => makeFile(`${i}.png`)));
    await screen.findByText('5.png');
    expect(addButton()).not.toBeNull();
  });

  it('rejects a selection over max, and existing plus new over max, with exception.upload.maximum', async () => {
    const onChange = vi.fn();
    render(
      <>
        <FileUploader onChange={onChange} max={2} />
        <Toasts />
      </>,
    );
    pick(makeFile('1.png'), makeFile('2.png'), makeFile('3.png'));
    await screen.findByText('You can upload at most 2 files');
    expect(screen.queryByText('1.png')).toBeNull();

    pick(makeFile('1.png'));
    await screen.findByText('1.png');
    pick(makeFile('2.png'), makeFile('3.png'));
    await waitFor(() => expect(screen.getAllByText('You can upload at most 2 files')).toHaveLength(2));
    expect(screen.queryByText('2.png')).toBeNull();
    expect(lastList(onChange)).toHaveLength(1);
  });

  it('rejects a file over the size limit with its name and the limit', async () => {
    const onReject = vi.fn();
    render(
      <>
        <FileUploader onReject={onReject} />
        <Toasts />
      </>,
    );
    pick(makeFile('ok.png', 1000), makeFile('huge.png', 2 * MB + 1));
    await screen.findByText('huge.png is larger than 2.00 MB');
    expect(onReject).toHaveBeenCalledWith('huge.png is larger than 2.00 MB');
    expect(screen.queryByText('ok.png')).toBeNull();
  });

  it('in single mode takes one file at a time and rejects more', async () => {
    render(
      <>
        <FileUploader single />
        <Toasts />
      </>,
    );
    expect((document.querySelector('input[type=file]') as HTMLInputElement).multiple).toBe(false);
    pick(makeFile('1.png'), makeFile('2.png'));
    await screen.findByText('Please choose only one file');
    expect(screen.queryByText('1.png')).toBeNull();
  });

  it('uploads through the upload prop, showing progress, errors and a retry', async () => {
    let progress!: (p: number) => void;
    let finish!: (v: unknown) => void;
    let fail!: (e: Error) => void;
    const upload = vi
      .fn()
      .mockImplementationOnce((_f: File, onProgress: (p: number) => void) => {
        progress = onProgress;
        return new Promise((_, reject) => (fail = reject));
      })
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const onChange = vi.fn();
    render(<FileUploader upload={upload} onChange={onChange} />);
    const file = makeFile('doc.png');
    pick(file);
    expect(upload).toHaveBeenCalledWith(file, expect.any(Function));
    await act(async () => progress(42.4));
    expect(screen.getByRole('progressbar').textContent).toBe('Uploading 42%');

    await act(async () => fail(new Error('500')));
    expect(screen.getByText('Upload failed')).toBeTruthy();
    expect(lastList(onChange)[0].status).toBe('error');

    fireEvent.click(screen.getByRole('button', { name: 'Retry upload of doc.png' }));
    expect(upload).toHaveBeenCalledTimes(2);
    await act(async () => finish({ url: '/f/1' }));
    expect(screen.queryByText('Upload failed')).toBeNull();
    expect(lastList(onChange)[0]).toMatchObject({ status: 'done', progress: 100, result: { url: '/f/1' } });
  });

  it('does not upload by itself without an upload prop', async () => {
    const onChange = vi.fn();
    render(<FileUploader onChange={onChange} />);
    pick(makeFile('a.png'));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(lastList(onChange)[0].status).toBe('ready');
  });
});

describe('ImageUploader', () => {
  afterEach(() => {
    act(() => clearToasts());
    cleanup();
  });

  it('accepts JPEG and PNG only', async () => {
    const onChange = vi.fn();
    render(
      <>
        <ImageUploader onChange={onChange} />
        <Toasts />
      </>,
    );
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png');
    expect(screen.getByRole('button', { name: 'Add image' })).toBeTruthy();

    pick(makeFile('anim.gif', 10, 'image/gif'));
    await screen.findByText('Only JPEG and PNG images are allowed');
    expect(onChange).not.toHaveBeenCalled();

    pick(makeFile('a.jpg', 10, 'image/jpeg'), makeFile('b.png', 10, 'image/png'));
    await screen.findByText('b.png');
    expect(lastList(onChange)).toHaveLength(2);
  });
});
