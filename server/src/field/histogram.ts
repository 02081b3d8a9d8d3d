// The vitals as fixed-bucket histograms (decision 030): a page server keeps counts, never the samples, so
// its memory does not grow with visitors, the page servers' histograms add up bucket by bucket, and a
// p75 is read from them the way Prometheus's histogram_quantile reads the same buckets.
import type { VitalName } from '@vital/shared/contract';

/**
 * The buckets' upper bounds (LCP and INP in ms, CLS unitless), each with the web-vitals thresholds
 * among them (LCP 2.5 s / 4 s, INP 200 / 500 ms, CLS 0.1 / 0.25). Above the last: the +Inf bucket.
 */
export const VITAL_BUCKETS: Record<VitalName, readonly number[]> = {
  LCP: [250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10_000, 15_000, 20_000, 30_000, 60_000],
  INP: [16, 25, 50, 75, 100, 125, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1500, 2000, 3000, 5000, 10_000],
  CLS: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2, 5],
};

/** A histogram as /health.json carries it: `counts[i]` samples at most `le[i]` (and above `le[i - 1]`); the last count is above every bound. */
export interface Histogram {
  le: number[];
  counts: number[];
  sum: number;
}

export const emptyHistogram = (le: readonly number[]): Histogram => ({ le: [...le], counts: Array<number>(le.length + 1).fill(0), sum: 0 });

/** The index of the bucket a value falls in (a bound is inclusive, as Prometheus's `le`). */
export function bucketOf(le: readonly number[], value: number): number {
  let low = 0;
  let high = le.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (value <= (le[middle] ?? Infinity)) high = middle;
    else low = middle + 1;
  }
  return low;
}

export function observe(histogram: Histogram, value: number) {
  const index = bucketOf(histogram.le, value);
  histogram.counts[index] = (histogram.counts[index] ?? 0) + 1;
  histogram.sum += value;
}

export const sampleCount = (histogram: Histogram) => histogram.counts.reduce((total, count) => total + count, 0);

/** Whether two histograms have the same bounds, so that they add up. */
const sameBounds = (a: Histogram, b: Histogram) => a.le.length === b.le.length && a.le.every((bound, index) => bound === b.le[index]);

/** `into` plus `other`, bucket by bucket (the same bounds, or an error: they would not add up). */
export function addInto(into: Histogram, other: Histogram): Histogram {
  if (!sameBounds(into, other) || other.counts.length !== into.counts.length) throw new Error(`histograms with different buckets: ${into.le.join(',')} and ${other.le.join(',')}`);
  other.counts.forEach((count, index) => (into.counts[index] = (into.counts[index] ?? 0) + count));
  into.sum += other.sum;
  return into;
}

/**
 * The q-quantile, interpolated linearly inside its bucket as Prometheus's histogram_quantile does: the
 * first bucket starts at 0; a quantile in the +Inf bucket is the highest bound. Null without samples.
 */
export function quantile(histogram: Histogram, q: number): number | null {
  const total = sampleCount(histogram);
  if (total === 0) return null;
  const rank = q * total;
  let below = 0;
  for (let index = 0; index < histogram.counts.length; index += 1) {
    const count = histogram.counts[index] ?? 0;
    if (below + count >= rank && count > 0) {
      if (index >= histogram.le.length) return histogram.le.at(-1) ?? null;
      const lower = index === 0 ? 0 : (histogram.le[index - 1] ?? 0);
      const upper = histogram.le[index] ?? lower;
      return lower + (upper - lower) * ((rank - below) / count);
    }
    below += count;
  }
  return histogram.le.at(-1) ?? null;
}
