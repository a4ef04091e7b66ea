import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's ESLint configuration (eslint.config.js, eslint.boundaries.js) run on snippets
// placed at real paths: the boundaries and the cycle rule must report what they forbid.
const root = new URL('../../../', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

async function importProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('import-x/')).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import boundaries (ESLint)', { timeout: 120_000 }, () => {
  it("refuses a feature reaching into another feature's internals", async () => {
    const problems = await importProblems(
      'apps/web/src/features/vehicles/components/Example.tsx',
      "import { CustomerSearchSelect } from '../../customers/components/CustomerSearchSelect';\nexport const x = CustomerSearchSelect;\n",
    );
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*features\/vehicles may import another feature only through its index\.ts/)]);
  });

  it("lets a feature import another feature's index.ts, and its own files, lazily too", async () => {
    expect(
      await importProblems(
        'apps/web/src/features/vehicles/components/Example.tsx',
        "import { CustomerSearchSelect } from '../../customers';\nexport const x = CustomerSearchSelect;\n",
      ),
    ).toEqual([]);
    expect(await importProblems('apps/web/src/features/customers/Example.ts', "export const load = () => import('./pages/CustomerPage');\n")).toEqual([]);
  });

  it('refuses a feature importing src/app', async () => {
    const problems = await importProblems(
      'apps/web/src/features/profile/Example.ts',
      "import { useSignOut } from '../../app/session/useSignOut';\nexport const x = useSignOut;\n",
    );
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature must not import src\/app/)]);
  });

  it('refuses shared code importing a feature or src/app', async () => {
    const problems = await importProblems(
      'apps/web/src/shared/ui/Example.ts',
      "import { customerPath } from '../../features/customers';\nimport { useSignOut } from '../../app/session/useSignOut';\nexport const x = [customerPath, useSignOut];\n",
    );
    expect(problems).toHaveLength(2);
    for (const problem of problems) expect(problem).toMatch(/^import-x\/no-restricted-paths: .*src\/shared must not import src\/app or src\/features/);
  });

  it('reports an import cycle', async () => {
    // WorksheetCard imports MoveToButton: MoveToButton importing WorksheetCard back closes a loop.
    const problems = await importProblems(
      'apps/web/src/features/workboard/components/MoveToButton.tsx',
      "import { WorksheetCard } from './WorksheetCard';\nexport const x = WorksheetCard;\n",
    );
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });
});
