import { sql } from 'kysely';

/*
 * Web vitals are kept per day as histograms, not single values, so the p75 of any range of days
 * comes from summed counts (a p75 of daily p75s is not the range's p75). Buckets are geometric,
 * each 5 % wider than the one before: a p75 read from them is at most 5 % above the true one,
 * at any scale from a 10 ms TTFB to a 20 s LCP.
 */
export const VITAL_BUCKET_RATIO = 1.05;

/** CLS is a score around 0.01..1; scaled by 1000 it buckets like milliseconds do. */
const CLS_SCALE = 1000;

const scaleOf = (metric: string) => (metric === 'CLS' ? CLS_SCALE : 1);

/** The scale of the metric in `column`, for the rollup's SQL. */
export const vitalScaleSql = (column: string) =>
  sql`(case when ${sql.ref(column)} = 'CLS' then ${CLS_SCALE} else 1 end)`;

/** The bucket of a value: the rollup computes the same in SQL. */
export const vitalBucketOf = (metric: string, value: number) =>
  Math.floor(Math.log(1 + value * scaleOf(metric)) / Math.log(VITAL_BUCKET_RATIO));

/** The highest value a bucket holds: what a percentile falling in it reports. */
export function vitalBucketTop(metric: string, bucket: number): number {
  const top = (VITAL_BUCKET_RATIO ** (bucket + 1) - 1) / scaleOf(metric);
  return metric === 'CLS' ? Math.round(top * 1000) / 1000 : Math.round(top);
}

/** The smallest bucket whose running count reaches 75 % of the samples. */
export function p75Bucket(buckets: readonly { bucket: number; samples: number }[]): number | undefined {
  const total = buckets.reduce((sum, entry) => sum + entry.samples, 0);
  let seen = 0;
  for (const entry of [...buckets].sort((a, b) => a.bucket - b.bucket)) {
    seen += entry.samples;
    if (seen >= 0.75 * total) return entry.bucket;
  }
  return undefined;
}
