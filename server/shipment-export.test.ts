// @vitest-environment node
// The admin shipments' export of a large list on PGlite (server/shipment-export.cases.ts).
import { openDatabase } from './db/database';
import { shipmentExportCases } from './shipment-export.cases';

shipmentExportCases(() => openDatabase({ dataDir: 'memory://' }));
