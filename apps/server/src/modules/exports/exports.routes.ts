import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { auditLogExport, platformAuditLogExport } from '../audit/audit-log.service.ts';
import { payoutsExport } from '../payouts/payouts.service.ts';
import { countriesExport, installsExport } from '../reports/dashboard.service.ts';
import { installCohortsExport } from '../reports/install-cohorts.service.ts';
import { revenueExport } from '../reports/revenue.service.ts';
import { uninstallReasonsExport } from '../reports/uninstall-reasons.service.ts';
import { listingFunnelExport } from '../reports/listing-funnel.service.ts';
import { registerCsvExport } from './csv-export.ts';

/** Every CSV download of the portal; the web app links to them by these names (apps/web/src/shared/urls/exports.ts). */
export function registerExports(app: FastifyInstance, services: Services) {
  const { db } = services;
  registerCsvExport(app, services, 'audit-log', async (viewer, query) => auditLogExport(db, viewer, query));
  registerCsvExport(app, services, 'platform-audit-log', async (viewer, query) => platformAuditLogExport(db, viewer, query));
  registerCsvExport(app, services, 'payouts', async (viewer) => payoutsExport(db, viewer));
  registerCsvExport(app, services, 'report-installs', (viewer, query) => installsExport(db, viewer, query));
  registerCsvExport(app, services, 'report-countries', (viewer, query) => countriesExport(db, viewer, query));
  registerCsvExport(app, services, 'uninstall-reasons', (viewer, query) => uninstallReasonsExport(db, viewer, query));
  registerCsvExport(app, services, 'install-cohorts', (viewer, query) => installCohortsExport(db, viewer, query));
  registerCsvExport(app, services, 'revenue', (viewer, query) =>
    revenueExport(db, viewer, query, { partnerShare: services.config.partnerShare }),
  );
  registerCsvExport(app, services, 'funnel', (viewer, query) => listingFunnelExport(db, viewer, query));
}
