import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');
const eslintBin = path.join(repoRoot, 'node_modules', 'eslint', 'bin', 'eslint.js');

// Each case starts ESLint with the repository's config: seconds, not milliseconds.
jest.setTimeout(60_000);

interface LintResult {
  messages: { ruleId: string | null; message: string }[];
}

/** The repository's lint of `code` as if it were the file at `filePath`: the restricted-import messages. */
function restrictedImports(filePath: string, code: string): string[] {
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [eslintBin, '--format', 'json', '--stdin', '--stdin-filename', filePath],
      { cwd: repoRoot, input: code, encoding: 'utf8' },
    );
  } catch (error) {
    // ESLint exits 1 when it finds errors; the report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(output) as LintResult[];
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('boundaries the lint enforces (docs/architecture.md#parts)', () => {
  it('refuses a remote importing another remote', () => {
    expect(
      restrictedImports(
        'mfe-trucks/src/boundary-probe.ts',
        "import { root } from 'mfe-buses/src/root';\nexport { root };\n",
      ),
    ).toEqual([expect.stringContaining('never by importing another app')]);
  });

  it('refuses a lib importing an app, by package or by path', () => {
    expect(
      restrictedImports(
        'libs/ui/src/boundary-probe.ts',
        "import { a } from 'shell/src/app';\nimport { b } from '../../../mfe-account/src/app';\nexport { a, b };\n",
      ),
    ).toHaveLength(2);
  });

  it("refuses a reach into another package's src/, and lets its entry points through", () => {
    expect(
      restrictedImports(
        'shell/src/boundary-probe.ts',
        "import { a } from '@cvb/lead-forms/src/offline/waiting-forms';\nimport { b } from '@cvb/lead-forms/offline';\nexport { a, b };\n",
      ),
    ).toEqual([expect.stringContaining('entry point its package.json `exports` lists')]);
  });

  it('refuses a data lib or the API importing a UI lib, and lets a UI lib use a data lib', () => {
    const uiImport =
      "import { Card } from '@cvb/ui';\nimport { formatPrice } from '@cvb/format';\nexport { Card, formatPrice };\n";
    expect(restrictedImports('libs/contracts/src/boundary-probe.ts', uiImport)).toEqual([
      expect.stringContaining('Data libs and the API sit below the UI'),
    ]);
    expect(
      restrictedImports(
        'api/src/seo/boundary-probe.ts',
        "import { specText } from '@cvb/vehicle-catalogue';\nexport { specText };\n",
      ),
    ).toEqual([expect.stringContaining('Data libs and the API sit below the UI')]);
    expect(restrictedImports('libs/vehicle-catalogue/src/boundary-probe.ts', uiImport)).toEqual([]);
  });
});
