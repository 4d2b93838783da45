import { areasOf } from '@/demoBackendSurface';
import type { Row } from '../db';
import { DEFAULT_ROW_COUNT } from '../engine/generate/rows';
import type { Seeder } from '../engine/seeders';
import { createDemoAccounts, DEMO_MEDIA_AGENT_ID } from '../users';
import { MAIN_ORG } from './orgs';

/**
 * The records of the pages about oneself (own KPI, a sales partner's bills and consume report, a
 * media agent's report): the usual generated rows plus some about each demo account, so that the
 * page each account sees about itself has rows. The schema generates their other fields.
 */

/** Months of the demo staff's own targets. */
const KPI_MONTHS = ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'];
/** Rows about the demo sales partner and the demo media agent. */
const ROWS_ABOUT_ONE = 12;
/** The demo sales partner with complete information (users.ts `saleagent`). */
const DEMO_SALE_AGENT_ID = 1;

const generated = (): Row[] => Array.from({ length: DEFAULT_ROW_COUNT }, () => ({}));
const about = (row: Row): Row[] => Array.from({ length: ROWS_ABOUT_ONE }, () => ({ ...row }));

/** The demo staff of the main organisation who open their own KPI page. */
function staffWithOwnKpi() {
  return createDemoAccounts()
    .map((account) => account.info)
    .filter((info) => info.orgId === MAIN_ORG.orgId && areasOf(info.roles).has('OwnKpi'));
}

/** A client the demo partner brought, so a consume row's client and partner agree. */
function clientOfDemoPartner(rows: readonly Row[]): Row | undefined {
  return rows.find((row) => row.saleAgentId === DEMO_SALE_AGENT_ID);
}

export const aboutSelfSeeders: Record<string, Seeder> = {
  employeeKpi: {
    idField: 'id',
    rows: () => [
      ...generated(),
      ...staffWithOwnKpi().flatMap((info) =>
        KPI_MONTHS.map((month) => ({ adminId: info.adminId, role: info.adminRole, month })),
      ),
    ],
  },
  saleAgentBill: {
    idField: 'id',
    rows: () => [...generated(), ...about({ saleAgentId: DEMO_SALE_AGENT_ID })],
  },
  saleAgentConsume: {
    idField: 'id',
    rows: (context) => {
      const client = clientOfDemoPartner(context.rows('client'));
      const clientId = client ? { clientId: client.clientId } : {};
      return [...generated(), ...about({ saleAgentId: DEMO_SALE_AGENT_ID, ...clientId })];
    },
  },
  agentReport: {
    idField: 'id',
    rows: () => [...generated(), ...about({ mediaAgentId: DEMO_MEDIA_AGENT_ID })],
  },
};
