import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveBlobAsFile } from './saveBlobAsFile';

// The unit project runs in node: a minimal document and URL stand in for the browser's.
interface FakeLink {
  href: string;
  download: string;
  click: ReturnType<typeof vi.fn>;
  remove: ReturnType<typeof vi.fn>;
}

describe('saveBlobAsFile', () => {
  let links: FakeLink[];
  let appended: FakeLink[];
  let createObjectURL: ReturnType<typeof vi.fn>;
  let revokeObjectURL: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    links = [];
    appended = [];
    createObjectURL = vi.fn(() => 'blob:fake-1');
    revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', { createObjectURL, revokeObjectURL });
    vi.stubGlobal('document', {
      createElement: (tag: string) => {
        expect(tag).toBe('a');
        const link: FakeLink = { href: '', download: '', click: vi.fn(), remove: vi.fn() };
        links.push(link);
        return link;
      },
      body: { append: (link: FakeLink) => appended.push(link) },
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('clicks a link to the blob under the given name, then removes it', () => {
    const blob = new Blob(['%PDF-1.7']);
    saveBlobAsFile(blob, 'facture-F-2026-0001.pdf');
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(links).toHaveLength(1);
    const [link] = links;
    expect(appended).toEqual([link]);
    expect(link?.href).toBe('blob:fake-1');
    expect(link?.download).toBe('facture-F-2026-0001.pdf');
    expect(link?.click).toHaveBeenCalledTimes(1);
    expect(link?.remove).toHaveBeenCalledTimes(1);
  });

  it('revokes the object URL only after the click has had time to start the download', () => {
    saveBlobAsFile(new Blob(['a,b']), 'temps.csv');
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:fake-1');
  });

  it('still revokes the URL when the click throws', () => {
    vi.stubGlobal('document', {
      createElement: () => ({
        click: () => {
          throw new Error('blocked');
        },
        remove: vi.fn(),
      }),
      body: { append: vi.fn() },
    });
    expect(() => saveBlobAsFile(new Blob(['x']), 'x.pdf')).toThrow('blocked');
    vi.advanceTimersByTime(1000);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:fake-1');
  });
});
