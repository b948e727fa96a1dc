// SQL for the safety badge and the rating averages, generated from the
// constants of domain/safety.ts and domain/ratings.ts, so the database
// computes exactly what `computeSafety` and `averageRating` compute: there is
// no second copy of a score, weight or threshold to keep in step.
//
// The triggers store only raw counts and sums (restaurant_stats); the weighted
// sum and weight are linear in them, so the score is computed at read time.
// Sums and weights are exact numerics; the division and the rounding are done
// in float8 exactly as JavaScript does them (IEEE doubles on both sides), with
// Math.round emulated without its floor(x + 0.5) pitfall.
import { sql, type SQL } from 'drizzle-orm';
import { AVERAGE_RATING_DECIMALS } from '../../domain/limits';
import { type AllergenIndication, type ReviewRating } from '../../domain/labels';
import { INDICATION_TIE_ORDER } from '../../domain/ratings';
import {
  ALLERGEN_INDICATION_OTHER_SCORE,
  ALLERGEN_INDICATION_SCORES,
  ALLERGEN_INDICATION_WEIGHT,
  RATING_SCORES,
  RATING_WEIGHT,
  SAFETY_CAUTION_MIN,
  SAFETY_SAFE_MIN,
  SAFETY_SCORE_DECIMALS,
  SUB_RATING_FIELDS,
  SUB_RATING_WEIGHT,
} from '../../domain/safety';

/**
 * domain/safety.ts adds this to the average before comparing it with the
 * thresholds (its THRESHOLD_EPSILON, not exported); restaurants.stats.test.ts pins
 * the value against `safetyLevelFromAverage`.
 */
export const SAFETY_THRESHOLD_EPSILON = 1e-9;

/** A finite number as a SQL literal; refuses anything else. */
function literal(value: number): SQL {
  if (!Number.isFinite(value)) throw new Error(`safety-score.repository: not a finite constant: ${value}`);
  return sql.raw(`(${String(value)})`);
}

const float = (value: number) => sql.raw(`(${String(value)})::float8`);

// restaurant_stats has one counter per rating and per allergen indication and
// a sum and count per sub-rating: the domain's value lists must match them.
const RATING_COLUMNS: Readonly<Record<ReviewRating, string>> = {
  excellent: 'rating_excellent',
  good: 'rating_good',
  average: 'rating_average',
  poor: 'rating_poor',
};
const INDICATION_COLUMNS: Readonly<Record<AllergenIndication, string>> = {
  yes: 'indication_yes',
  on_request: 'indication_on_request',
  no: 'indication_no',
};
const SUB_RATING_COLUMNS: Readonly<Record<(typeof SUB_RATING_FIELDS)[number], { sum: string; count: string }>> = {
  cleanliness_rating: { sum: 'cleanliness_sum', count: 'cleanliness_count' },
  customer_attention_rating: { sum: 'customer_attention_sum', count: 'customer_attention_count' },
  menu_flexibility_rating: { sum: 'menu_flexibility_sum', count: 'menu_flexibility_count' },
};

for (const rating of Object.keys(RATING_SCORES)) {
  if (!Object.hasOwn(RATING_COLUMNS, rating)) throw new Error(`safety-score.repository: no stats column for rating ${rating}`);
}
for (const indication of Object.keys(ALLERGEN_INDICATION_SCORES)) {
  if (!Object.hasOwn(INDICATION_COLUMNS, indication)) {
    throw new Error(`safety-score.repository: no stats column for allergen indication ${indication}`);
  }
}

const column = (alias: string, name: string) => sql.raw(`${alias}.${name}`);
const joinPlus = (parts: SQL[]) => sql.join(parts, sql` + `);

export type SafetyTotals = { sum: SQL; weight: SQL; reviewCount: SQL };

/** Weighted sum, weight and review count from a restaurant_stats row (alias `s`, may be NULL from a LEFT JOIN). */
export function statsSafetyTotals(alias = 's'): SafetyTotals {
  const c = (name: string) => sql`coalesce(${column(alias, name)}, 0)`;
  const ratingEntries = Object.entries(RATING_SCORES) as [keyof typeof RATING_COLUMNS, number][];
  const indicationEntries = Object.entries(ALLERGEN_INDICATION_SCORES) as [keyof typeof INDICATION_COLUMNS, number][];
  const reviewCount = c('review_count');
  const indicationCounted = joinPlus(indicationEntries.map(([value]) => c(INDICATION_COLUMNS[value])));
  const sum = joinPlus([
    sql`(${joinPlus(ratingEntries.map(([value, score]) => sql`${c(RATING_COLUMNS[value])} * ${literal(score)}`))}) * ${literal(RATING_WEIGHT)}`,
    sql`(${joinPlus(SUB_RATING_FIELDS.map((field) => c(SUB_RATING_COLUMNS[field].sum)))}) * ${literal(SUB_RATING_WEIGHT)}`,
    sql`(${joinPlus([
      ...indicationEntries.map(([value, score]) => sql`${c(INDICATION_COLUMNS[value])} * ${literal(score)}`),
      sql`(${reviewCount} - (${indicationCounted})) * ${literal(ALLERGEN_INDICATION_OTHER_SCORE)}`,
    ])}) * ${literal(ALLERGEN_INDICATION_WEIGHT)}`,
  ]);
  const weight = joinPlus([
    sql`(${joinPlus(ratingEntries.map(([value]) => c(RATING_COLUMNS[value])))}) * ${literal(RATING_WEIGHT)}`,
    sql`(${joinPlus(SUB_RATING_FIELDS.map((field) => c(SUB_RATING_COLUMNS[field].count)))}) * ${literal(SUB_RATING_WEIGHT)}`,
    sql`${reviewCount} * ${literal(ALLERGEN_INDICATION_WEIGHT)}`,
  ]);
  return { sum: sql`(${sum})`, weight: sql`(${weight})`, reviewCount };
}

/** One review's weighted sum and weight (alias `rv` on reviews), as `reviewWeightedParts`. */
export function reviewSafetyParts(alias = 'rv'): { sum: SQL; weight: SQL } {
  const col = (name: string) => column(alias, name);
  const ratingEntries = Object.entries(RATING_SCORES);
  const ratingScore = sql`(CASE ${col('rating')} ${sql.join(
    ratingEntries.map(([value, score]) => sql`WHEN ${sql.raw(`'${value}'`)} THEN ${literal(score)}`),
    sql` `,
  )} ELSE NULL END)`;
  const indicationScore = sql`(CASE ${col('allergen_indication')} ${sql.join(
    Object.entries(ALLERGEN_INDICATION_SCORES).map(
      ([value, score]) => sql`WHEN ${sql.raw(`'${value}'`)} THEN ${literal(score)}`,
    ),
    sql` `,
  )} ELSE ${literal(ALLERGEN_INDICATION_OTHER_SCORE)} END)`;
  const sum = joinPlus([
    sql`coalesce(${ratingScore} * ${literal(RATING_WEIGHT)}, 0)`,
    ...SUB_RATING_FIELDS.map((field) => sql`coalesce(${col(field)} * ${literal(SUB_RATING_WEIGHT)}, 0)`),
    sql`${indicationScore} * ${literal(ALLERGEN_INDICATION_WEIGHT)}`,
  ]);
  const weight = joinPlus([
    sql`(CASE WHEN ${ratingScore} IS NULL THEN 0 ELSE ${literal(RATING_WEIGHT)} END)`,
    ...SUB_RATING_FIELDS.map(
      (field) => sql`(CASE WHEN ${col(field)} IS NULL THEN 0 ELSE ${literal(SUB_RATING_WEIGHT)} END)`,
    ),
    literal(ALLERGEN_INDICATION_WEIGHT),
  ]);
  return { sum: sql`(${sum})`, weight: sql`(${weight})` };
}

/** JavaScript's Math.round((value + Number.EPSILON) * 10 ** decimals) / 10 ** decimals, in float8. */
export function roundLikeJs(value: SQL, decimals: number): SQL {
  const scaled = sql`((${value}) + ${float(Number.EPSILON)}) * ${float(10 ** decimals)}`;
  // Math.round: the nearest integer, halves towards +infinity. x - floor(x) is exact in binary.
  return sql`((CASE WHEN (${scaled}) - floor(${scaled}) >= 0.5::float8 THEN floor(${scaled}) + 1 ELSE floor(${scaled}) END) / ${float(10 ** decimals)})`;
}

const average = (totals: SafetyTotals) => sql`((${totals.sum})::float8 / (${totals.weight})::float8)`;
const hasData = (totals: SafetyTotals) => sql`(${totals.reviewCount} > 0 AND ${totals.weight} > 0)`;

/** 'safe' | 'caution' | 'unsafe', or NULL without reviews: `safetyFromTotals(...).level`. */
export function safetyLevelSql(totals: SafetyTotals): SQL {
  const avg = average(totals);
  const epsilon = float(SAFETY_THRESHOLD_EPSILON);
  return sql`(CASE WHEN NOT ${hasData(totals)} THEN NULL
    WHEN ${avg} + ${epsilon} >= ${float(SAFETY_SAFE_MIN)} THEN 'safe'
    WHEN ${avg} + ${epsilon} >= ${float(SAFETY_CAUTION_MIN)} THEN 'caution'
    ELSE 'unsafe' END)`;
}

/** The rounded score, or NULL without reviews: `safetyFromTotals(...).score`. */
export function safetyScoreSql(totals: SafetyTotals): SQL {
  return sql`(CASE WHEN NOT ${hasData(totals)} THEN NULL ELSE ${roundLikeJs(average(totals), SAFETY_SCORE_DECIMALS)} END)`;
}

/** `averageRating` over the present values of one sub-rating, from its stored sum and count. */
export function averageRatingSql(sum: SQL, count: SQL): SQL {
  return sql`(CASE WHEN coalesce(${count}, 0) > 0
    THEN ${roundLikeJs(sql`(${sum})::float8 / (${count})::float8`, AVERAGE_RATING_DECIMALS)} ELSE NULL END)`;
}

/** The three averages of a restaurant_stats row. */
export function statsAveragesSql(alias = 's'): { cleanliness: SQL; customerAttention: SQL; menuFlexibility: SQL } {
  const pair = (field: (typeof SUB_RATING_FIELDS)[number]) =>
    averageRatingSql(column(alias, SUB_RATING_COLUMNS[field].sum), column(alias, SUB_RATING_COLUMNS[field].count));
  return {
    cleanliness: pair('cleanliness_rating'),
    customerAttention: pair('customer_attention_rating'),
    menuFlexibility: pair('menu_flexibility_rating'),
  };
}

/**
 * `LEFT JOIN LATERAL (…) <alias> ON true` computing, once per row of
 * restaurant_stats `statsAlias`, the badge and the averages as columns
 * safety_level, safety_score, avg_cleanliness, avg_customer_attention,
 * avg_menu_flexibility. The OFFSET 0 fences keep the planner from inlining
 * the weighted sums into every place they are used (which made planning
 * cost ten times the execution).
 */
export function statsBadgeLateral(statsAlias: string, alias: string): SQL {
  const totals = statsSafetyTotals(statsAlias);
  const stats = (name: string) => column(statsAlias, name);
  const inner = sql`SELECT ${totals.sum} AS sum, ${totals.weight} AS weight, ${totals.reviewCount} AS review_count,
      ${sql.join(
        SUB_RATING_FIELDS.flatMap((field) => [
          sql`${stats(SUB_RATING_COLUMNS[field].sum)} AS ${sql.raw(SUB_RATING_COLUMNS[field].sum)}`,
          sql`${stats(SUB_RATING_COLUMNS[field].count)} AS ${sql.raw(SUB_RATING_COLUMNS[field].count)}`,
        ]),
        sql`, `,
      )}
    OFFSET 0`;
  const own = { sum: sql`t.sum`, weight: sql`t.weight`, reviewCount: sql`t.review_count` };
  const averages = statsAveragesSql('t');
  return sql`LEFT JOIN LATERAL (
    SELECT ${safetyLevelSql(own)} AS safety_level,
      ${safetyScoreSql(own)} AS safety_score,
      ${averages.cleanliness} AS avg_cleanliness,
      ${averages.customerAttention} AS avg_customer_attention,
      ${averages.menuFlexibility} AS avg_menu_flexibility
    FROM (${inner}) t
    OFFSET 0
  ) ${sql.raw(alias)} ON true`;
}

/**
 * The most voted allergen indication as `allergenIndicationSummary` picks it:
 * ties go to the least reassuring value (INDICATION_TIE_ORDER); NULL when no
 * review gives one.
 */
export function indicationSummarySql(alias = 's'): { value: SQL; count: SQL } {
  const counts = INDICATION_TIE_ORDER.map((value) => ({
    value,
    count: sql`coalesce(${column(alias, INDICATION_COLUMNS[value])}, 0)`,
  }));
  const maximum = sql`greatest(${sql.join(counts.map((c) => c.count), sql`, `)})`;
  const value = sql`(CASE WHEN ${maximum} <= 0 THEN NULL ${sql.join(
    counts.map((c) => sql`WHEN ${c.count} = ${maximum} THEN ${sql.raw(`'${c.value}'`)}`),
    sql` `,
  )} END)`;
  return { value, count: maximum };
}
