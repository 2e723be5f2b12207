import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The architecture rules of eslint.config.js are active: CI fails on a feature importing another
// feature, on an import cycle, and on a value import from the server outside admin code.

const root = resolve(fileURLToPath(import.meta.url), '../../../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js') });

async function rulesBroken(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.map((m) => m.ruleId);
}

const probes: string[] = [];
afterAll(() => probes.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('eslint architecture rules', () => {
  it('reports a feature importing another feature', async () => {
    const code = "import { listUser } from '@/features/system/api/user';\n\nexport const list = listUser;\n";
    expect(await rulesBroken(code, 'web/src/features/content/probe.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesBroken(code, 'web/src/features/system/probe.ts')).not.toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('reports an import cycle between two files', async () => {
    const dir = mkdtempSync(join(root, 'web/src/testing/cycle-probe-'));
    probes.push(dir);
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\n\nexport const a = () => b();\n");
    writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\n\nexport const b = () => a();\n");
    const [result] = await eslint.lintFiles([join(dir, 'a.ts')]);
    expect(result.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });

  it('lets admin code, and only admin code, import values from server schemas', async () => {
    const code =
      "import { UserAddBody } from '@server/modules/system/user.schema';\n\nexport const body = UserAddBody;\n";
    const restricted = '@typescript-eslint/no-restricted-imports';
    expect(await rulesBroken(code, 'web/src/features/system/admin/probe.ts')).not.toContain(restricted);
    expect(await rulesBroken(code, 'web/src/features/system/components/probe.ts')).toContain(restricted);
  });
});
