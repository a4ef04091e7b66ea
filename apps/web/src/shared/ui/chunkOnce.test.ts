import { describe, expect, it, vi } from 'vitest';
import { chunkOnce } from './chunkOnce';

describe("chunkOnce: a control's code, downloaded once for every instance", () => {
  it('imports once however many ask, and keeps what came', async () => {
    const importer = vi.fn(() => Promise.resolve({ Menu: 'menu' }));
    const chunk = chunkOnce(importer);
    expect(chunk.loaded()).toBeNull();
    const [a, b] = await Promise.all([chunk.load(), chunk.load()]);
    expect(a).toBe(b);
    expect(await chunk.load()).toBe(a);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(chunk.loaded()).toEqual({ Menu: 'menu' });
  });

  it('forgets a failed download: the next use tries again', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('code');
    const chunk = chunkOnce<string>(importer);
    await expect(chunk.load()).rejects.toThrow('offline');
    expect(chunk.loaded()).toBeNull();
    expect(await chunk.load()).toBe('code');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
