import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themeVariablesCss } from './themeVariables';

const file = new URL('./themeVariables.css', import.meta.url);

describe('theme CSS variables (written at build, not computed at the first render)', () => {
  it('themeVariables.css is what the theme gives (UPDATE_THEME_CSS=1 rewrites it)', () => {
    const css = themeVariablesCss();
    if (process.env.UPDATE_THEME_CSS === '1' || !existsSync(file)) writeFileSync(file, css);
    expect(readFileSync(file, 'utf8')).toBe(css);
  });

  it('holds the brand primary colour and the contrast fixes of both schemes', () => {
    const css = themeVariablesCss();
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled)');
    expect(css).toMatch(/\[data-mantine-color-scheme="light"\][^{]*\{[^}]*--mantine-color-dimmed: #636b73/);
    expect(css).toMatch(/\[data-mantine-color-scheme="dark"\][^{]*\{[^}]*--mantine-color-dimmed: #9a9a9a/);
  });
});
