/** Visitors are distinct within a day only: hashes rotate daily. */
export const DAILY_FIGURES_SQL = `
SELECT day, 'total' AS dimension, '' AS key,
       count(DISTINCT visitor)::int AS visitors, count(*)::int AS count
  FROM audience_events WHERE type = 'pageview' AND day BETWEEN $1 AND $2 GROUP BY day
UNION ALL
SELECT day, 'page', path, count(DISTINCT visitor)::int, count(*)::int
  FROM audience_events WHERE type = 'pageview' AND day BETWEEN $1 AND $2 GROUP BY day, path
UNION ALL
SELECT day, 'referrer',
       concat_ws(' · ', coalesce(source, 'Direct'), campaign), count(DISTINCT visitor)::int,
       count(*)::int
  FROM audience_events
 WHERE type = 'pageview' AND (source IS NOT NULL OR campaign IS NOT NULL)
   AND day BETWEEN $1 AND $2
 GROUP BY 1, 3
UNION ALL
SELECT day, 'outbound', target, count(DISTINCT visitor)::int, count(*)::int
  FROM audience_events WHERE type = 'outbound' AND day BETWEEN $1 AND $2 GROUP BY day, target
UNION ALL
SELECT day, type, '', count(DISTINCT visitor)::int, count(*)::int
  FROM audience_events WHERE type IN ('resume', 'call') AND day BETWEEN $1 AND $2 GROUP BY day, type
UNION ALL
SELECT day, 'share', target, count(DISTINCT visitor)::int, count(*)::int
  FROM audience_events WHERE type = 'share' AND day BETWEEN $1 AND $2 GROUP BY day, target`

export type DailyFigure = {
  day: string
  dimension: 'total' | 'page' | 'referrer' | 'outbound' | 'resume' | 'call' | 'share'
  key: string
  visitors: number
  count: number
}
