// @vitest-environment node
// The layer rules of eslint.config.js fire (docs/decisions/0051-issue-30-feature-boundaries.md): a
// feature importing a sibling's inner file, a feature importing the app, and an import cycle
// (lint-fixtures/cycle: a.ts and b.ts import each other; lint-fixtures/ is ignored by `npm run lint`).
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const cwd = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd, ignore: false });

async function rulesOf(code: string, filePath: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId);
}

// Linting with type-aware resolution takes a few seconds on a busy machine.
describe('eslint layer rules', { timeout: 120_000 }, () => {
  it("refuses a feature importing a sibling feature's inner file", async () => {
    const code =
      "import { ShipmentCard } from '@/features/shipments/shipment-card';\nexport const Card = ShipmentCard;\n";
    expect(await rulesOf(code, 'src/features/tracking/lint-fixture.ts')).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it("allows the sibling's public entry and the lower layers", async () => {
    const code =
      "import { ShipmentCard } from '@/features/shipments';\nimport { isOnline } from '@/ui/online-status';\nexport const used = [ShipmentCard, isOnline];\n";
    expect(await rulesOf(code, 'src/features/tracking/lint-fixture.ts')).toEqual([]);
  });

  it('refuses a feature importing the app, and lib importing a feature', async () => {
    const fromApp =
      "import { createQueryClient } from '@/app/query-client';\nexport const make = createQueryClient;\n";
    expect(await rulesOf(fromApp, 'src/features/tracking/lint-fixture.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    const intoFeature =
      "import { ShipmentCard } from '@/features/shipments';\nexport const Card = ShipmentCard;\n";
    expect(await rulesOf(intoFeature, 'src/lib/lint-fixture.ts')).toContain('import-x/no-restricted-paths');
  });

  it('keeps the real server on src/domain: no app code, no emulated server; and nothing imports the server', async () => {
    const fromMocks = "import { db } from '@mocks/db';\nexport const store = db;\n";
    expect(await rulesOf(fromMocks, 'server/lint-fixture.ts')).toContain('import-x/no-restricted-paths');
    const fromUi = "import { isOnline } from '@/ui/online-status';\nexport const used = isOnline;\n";
    expect(await rulesOf(fromUi, 'server/lint-fixture.ts')).toContain('import-x/no-restricted-paths');
    const fromDomain =
      "import { computePrice } from '@/domain/pricing';\nexport const price = computePrice;\n";
    expect(await rulesOf(fromDomain, 'server/lint-fixture.ts')).toEqual([]);
    const intoServer = "import { createApp } from '../../server/app';\nexport const make = createApp;\n";
    expect(await rulesOf(intoServer, 'mocks/services/lint-fixture.ts')).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses an import cycle', async () => {
    const [a, b] = await eslint.lintFiles(['lint-fixtures/cycle/a.ts', 'lint-fixtures/cycle/b.ts']);
    expect(a!.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
    expect(b!.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});
