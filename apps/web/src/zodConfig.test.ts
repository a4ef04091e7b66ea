import { describe, expect, it } from 'vitest';

describe('zodConfig', () => {
  it('puts zod loaded after it in jitless mode (no new Function under the CSP)', async () => {
    await import('./zodConfig');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
