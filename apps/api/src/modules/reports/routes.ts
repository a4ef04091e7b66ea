import {
  productivityQuerySchema,
  productivityReportSchema,
  reportListQuerySchema,
  reportListSchema,
  taxesReportQuerySchema,
  taxesReportSchema,
} from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { completePreferences } from '../accounts/complete-preferences.js';
import { listReport } from './list-report.js';
import { taxesReport } from './taxes-report.js';
import { techniciansReport } from './technicians-report.js';

const tags = ['reports'];
const security = [{ bearer: [] }];

/** The work-order report (workshop §2 "Report"): the list with each row's total; the technicians' productivity (issue 13); the taxes report (issue 14). */
export function reportRoutes(app: App, deps: AppDeps): void {
  app.get('/reports/worksheets', {
    schema: { tags, security, querystring: reportListQuerySchema, response: { 200: ok(reportListSchema), ...errors(400, 401, 403) } },
    preHandler: authorize(deps, 'worksheets:work'),
    handler: async (request) => ({ data: await listReport(deps.db, { ...request.query, accountId: scopeOf(request).accountId }) }),
  });

  app.get('/reports/technicians', {
    schema: { tags, security, querystring: productivityQuerySchema, response: { 200: ok(productivityReportSchema), ...errors(400, 401, 403) } },
    preHandler: authorize(deps, 'timelog:all'),
    handler: async (request) => {
      const { accountId, account } = scopeOf(request);
      const preferences = completePreferences(account.preferences);
      return {
        data: await techniciansReport(deps.db, {
          ...request.query,
          accountId,
          timezone: preferences.dateTime.timezone,
          hourlyRate: preferences.hourlyRates.valuePerUnit,
        }),
      };
    },
  });

  app.get('/reports/taxes', {
    schema: { tags, security, querystring: taxesReportQuerySchema, response: { 200: ok(taxesReportSchema), ...errors(400, 401, 403) } },
    preHandler: authorize(deps, 'invoices:finalize'),
    handler: async (request) => {
      const { accountId, account } = scopeOf(request);
      const { currency } = completePreferences(account.preferences);
      return { data: await taxesReport(deps.db, { ...request.query, accountId, currency }) };
    },
  });
}
