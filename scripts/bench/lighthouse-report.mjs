// Lighthouse runs summed up: the median of each figure over a page's runs, each figure against its
// budget (issue 12: goals for the benchmark, not a pass/fail test), and for a page that misses one
// the audits Lighthouse blames in its median run.
import { median } from './server.mjs';

/** Budgets per preset; `min` for scores (0–100), `max` for times (ms) and bytes. */
export const BUDGETS = {
  mobile: { performance: { min: 95 }, accessibility: { min: 100 }, bestPractices: { min: 100 }, tbtMs: { max: 150 }, transferKb: { max: 200 } },
  desktop: { performance: { min: 99 }, accessibility: { min: 100 }, bestPractices: { min: 100 }, transferKb: { max: 200 } },
};

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;

/** The figures of one run. */
export function figuresOf(lhr) {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    fcpMs: Math.round(numeric(lhr, 'first-contentful-paint')),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: +numeric(lhr, 'cumulative-layout-shift').toFixed(3),
    transferKb: Math.round(numeric(lhr, 'total-byte-weight') / 1024),
    // Lighthouse's measure of the machine's speed at that moment (a quiet desktop: ~1000 and up):
    // on a busy machine every task runs longer and the simulated mobile TBT grows with it.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
  };
}

/** Median of each figure over the runs (each figure on its own, as Lighthouse's own guidance says). */
export function medianFigures(runs) {
  const keys = Object.keys(runs[0]);
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
}

/** The budgets a page's medians miss, e.g. ['performance 82 < 95', 'tbtMs 410 > 150']. */
export function missedBudgets(preset, figures) {
  return Object.entries(BUDGETS[preset]).flatMap(([key, { min, max }]) => {
    const value = figures[key];
    if (min !== undefined && value < min) return [`${key} ${value} < ${min}`];
    if (max !== undefined && value > max) return [`${key} ${value} > ${max}`];
    return [];
  });
}

/** The run whose performance score is the median one: its audits explain the median figures. */
export function medianRun(lhrs) {
  const sorted = [...lhrs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return sorted[Math.floor(sorted.length / 2)];
}

function savings(audit) {
  const s = audit.metricSavings ?? {};
  return (s.LCP ?? 0) + (s.FCP ?? 0) + (s.TBT ?? 0) + (s.CLS ?? 0) * 1000 + (audit.details?.overallSavingsMs ?? 0);
}

/**
 * What Lighthouse blames: failing performance audits and insights (largest estimated savings
 * first, metrics left out), then the failing accessibility and best-practices audits.
 */
export function topFindings(lhr, limit = 6) {
  const failing = (categoryId, keep) =>
    (lhr.categories[categoryId]?.auditRefs ?? [])
      .filter((ref) => keep(ref))
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'informative');
  const perf = failing('performance', (ref) => ref.group !== 'metrics' && ref.weight === 0)
    .sort((a, b) => savings(b) - savings(a))
    .slice(0, limit)
    .map((a) => `perf: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  const others = ['accessibility', 'best-practices'].flatMap((c) => failing(c, (ref) => ref.weight > 0).map((a) => `${c}: ${a.title}`));
  return [...perf, ...others];
}

const pad = (value, width) => String(value).padStart(width);

/** The console table: one row per data set, preset and page; ✗ marks a figure over its budget. */
export function printTable(rows) {
  const header = ['shop', 'preset', 'page', 'perf', 'a11y', 'bp', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'KB', 'speed'];
  const widths = [15, 7, 22, 5, 5, 5, 7, 7, 7, 6, 6, 6];
  const line = (cells) => cells.map((c, i) => (i < 3 ? String(c).padEnd(widths[i]) : pad(c, widths[i]))).join(' ');
  console.log(line(header));
  for (const { shop, preset, page, figures, missed } of rows) {
    if (!figures) {
      console.log(line([shop, preset, page, 'no run recorded']));
      continue;
    }
    const flag = (key) => `${figures[key]}${missed.some((m) => m.startsWith(`${key} `)) ? '✗' : ''}`;
    console.log(
      line([
        shop,
        preset,
        page,
        flag('performance'),
        flag('accessibility'),
        flag('bestPractices'),
        figures.fcpMs,
        figures.lcpMs,
        flag('tbtMs'),
        figures.cls,
        flag('transferKb'),
        figures.benchmarkIndex,
      ]),
    );
  }
}
