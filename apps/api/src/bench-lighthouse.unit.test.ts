import { describe, expect, it } from 'vitest';

// The Lighthouse benchmark's pure parts (scripts/bench, JavaScript loaded by its path): whether a
// run measured the page asked for, and the medians and budgets it reports.
interface Target {
  label: string;
  path: string;
  signedIn: boolean;
}
type Landing = { landingProblem: (a: { target: Target; finalUrl: string; pageUrl: string; markerFound: boolean }) => string | null };
type Figures = Record<string, number>;
type Lhr = {
  categories: Record<string, { score: number; auditRefs?: { id: string; weight: number; group?: string }[] }>;
  audits: Record<string, object>;
  environment?: { benchmarkIndex: number };
};
type Report = {
  figuresOf: (lhr: Lhr) => Figures;
  medianFigures: (runs: Figures[]) => Figures;
  missedBudgets: (preset: 'mobile' | 'desktop', figures: Figures) => string[];
  medianRun: (lhrs: Lhr[]) => Lhr;
  topFindings: (lhr: Lhr) => string[];
};

const load = async <T>(file: string) => (await import(/* @vite-ignore */ new URL(`../../../scripts/bench/${file}`, import.meta.url).href)) as T;
const { landingProblem } = await load<Landing>('lighthouse-landing.mjs');
const report = await load<Report>('lighthouse-report.mjs');

const board: Target = { label: 'board', path: '/', signedIn: true };
const list: Target = { label: 'work-order list', path: '/worksheets', signedIn: true };
const signin: Target = { label: 'sign-in', path: '/signin', signedIn: false };
const origin = 'http://127.0.0.1:4000/';

describe('landingProblem', () => {
  it('accepts a run that ended on the page asked for with its marker', () => {
    expect(landingProblem({ target: list, finalUrl: `${origin}#/worksheets`, pageUrl: `${origin}#/worksheets`, markerFound: true })).toBeNull();
    expect(landingProblem({ target: board, finalUrl: `${origin}#/`, pageUrl: `${origin}#/`, markerFound: true })).toBeNull();
    expect(landingProblem({ target: signin, finalUrl: `${origin}#/signin`, pageUrl: `${origin}#/signin`, markerFound: true })).toBeNull();
  });

  it('refuses a signed-in page that ended on the sign-in form', () => {
    expect(landingProblem({ target: list, finalUrl: `${origin}#/signin`, pageUrl: `${origin}#/signin`, markerFound: false })).toMatch(/not work-order list/);
    // Lighthouse saw the list, then the app sent the tab to the sign-in form.
    expect(landingProblem({ target: board, finalUrl: `${origin}#/`, pageUrl: `${origin}#/signin?expired=1`, markerFound: false })).toMatch(/moved on/);
  });

  it('refuses a page without the signed-in shell', () => {
    expect(landingProblem({ target: list, finalUrl: `${origin}#/worksheets`, pageUrl: `${origin}#/worksheets`, markerFound: false })).toMatch(/not signed in/);
  });
});

const lhr = (perf: number, tbt: number, extra: Partial<Lhr> = {}): Lhr => ({
  categories: { performance: { score: perf / 100, auditRefs: [] }, accessibility: { score: 1 }, 'best-practices': { score: 1 } },
  audits: {
    'first-contentful-paint': { numericValue: 1000 },
    'largest-contentful-paint': { numericValue: 1500 },
    'total-blocking-time': { numericValue: tbt },
    'cumulative-layout-shift': { numericValue: 0.01234 },
    'total-byte-weight': { numericValue: 150 * 1024 },
  },
  environment: { benchmarkIndex: 10 * perf + 0.4 },
  ...extra,
});

describe('the Lighthouse report', () => {
  it('takes the median of each figure over the runs', () => {
    const medians = report.medianFigures([lhr(90, 400), lhr(97, 100), lhr(60, 90)].map(report.figuresOf));
    expect(medians).toEqual({
      performance: 90,
      accessibility: 100,
      bestPractices: 100,
      fcpMs: 1000,
      lcpMs: 1500,
      tbtMs: 100,
      cls: 0.012,
      transferKb: 150,
      benchmarkIndex: 900,
    });
  });

  it('flags each figure against its preset budget', () => {
    const figures = { performance: 96, accessibility: 100, bestPractices: 92, fcpMs: 900, lcpMs: 1200, tbtMs: 151, cls: 0, transferKb: 201 };
    expect(report.missedBudgets('mobile', figures)).toEqual(['bestPractices 92 < 100', 'tbtMs 151 > 150', 'transferKb 201 > 200']);
    // Desktop: performance ≥ 99, no TBT budget.
    expect(report.missedBudgets('desktop', figures)).toEqual(['performance 96 < 99', 'bestPractices 92 < 100', 'transferKb 201 > 200']);
    expect(report.missedBudgets('mobile', { ...figures, bestPractices: 100, tbtMs: 150, transferKb: 200 })).toEqual([]);
  });

  it('names the failing audits of the median run, largest savings first', () => {
    const runs = [lhr(40, 900), lhr(80, 300), lhr(60, 600)];
    const median = report.medianRun(runs);
    expect(median).toBe(runs[2]);
    const blamed = lhr(60, 600, {
      categories: {
        performance: {
          score: 0.6,
          auditRefs: [
            { id: 'total-blocking-time', weight: 30, group: 'metrics' },
            { id: 'unused-css', weight: 0 },
            { id: 'render-blocking', weight: 0 },
            { id: 'passing', weight: 0 },
          ],
        },
        accessibility: { score: 0.9, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
        'best-practices': { score: 1, auditRefs: [] },
      },
    });
    Object.assign(blamed.audits, {
      'unused-css': { title: 'Reduce unused CSS', score: 0.3, scoreDisplayMode: 'metricSavings', metricSavings: { LCP: 300 }, displayValue: '216 KiB' },
      'render-blocking': { title: 'Render-blocking requests', score: 0, scoreDisplayMode: 'metricSavings', metricSavings: { FCP: 900, LCP: 900 } },
      passing: { title: 'Fine', score: 1, scoreDisplayMode: 'metricSavings' },
      'color-contrast': { title: 'Contrast', score: 0, scoreDisplayMode: 'binary' },
    });
    expect(report.topFindings(blamed)).toEqual(['perf: Render-blocking requests', 'perf: Reduce unused CSS (216 KiB)', 'accessibility: Contrast']);
  });
});
