import { batchLoader } from '../../lib/batch-loader.ts';
import type { Services } from '../../services.ts';
import { findLiveAppNames } from '../apps/apps.queries.ts';
import { findAppRatings, findOpenReports, type AppRatingRow, type ReportRow } from './reviews.queries.ts';

/** Per-request loaders: the ratings of a page of cards, the reports of a page of the staff queue, app names. */
export function createReviewLoaders({ db }: Services) {
  return {
    rating: batchLoader<number, AppRatingRow | null>((appIds) => findAppRatings(db, appIds), null),
    openReports: batchLoader<number, ReportRow[]>((reviewIds) => findOpenReports(db, reviewIds), []),
    appName: batchLoader<number, string | null>(
      async (appIds) => new Map([...(await findLiveAppNames(db, appIds))].map(([id, app]) => [id, app.name])),
      null,
    ),
  };
}
