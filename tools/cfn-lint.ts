/**
 * Lints every template `cdk synth` wrote to infra/cdk.out with cfn-lint, each against its
 * stack's own region. Fails on any error or warning except the rules ignored below, and on
 * a machine without cfn-lint (`.ci/run` installs it): a lint that quietly did not run would
 * pass a broken template.
 *
 *   tsx tools/cfn-lint.ts [cdk.out folder]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Rules not enforced, each with the reason. */
export const IGNORED_RULES: Readonly<Record<string, string>> = {
  W3005:
    'CDK adds an explicit DependsOn from each function to its role and default policy, so the policy exists before the function first runs; the role half of it repeats the GetAtt, which is harmless.',
};

export interface LintTarget {
  readonly stack: string;
  readonly template: string;
  readonly region: string;
}

interface Manifest {
  artifacts?: Record<
    string,
    { type: string; environment?: string; properties?: { templateFile?: string } }
  >;
}

/** The stack templates of a cloud assembly, with the region each stack deploys to. */
export function lintTargets(outDir: string): LintTarget[] {
  const manifestFile = join(outDir, 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: run cdk synth first`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  return Object.entries(manifest.artifacts ?? {})
    .filter(([, artifact]) => artifact.type === 'aws:cloudformation:stack')
    .map(([stack, artifact]) => {
      const region = artifact.environment?.split('/').at(-1);
      const templateFile = artifact.properties?.templateFile;
      if (!region || region === 'unknown-region' || !templateFile) {
        throw new Error(`Stack ${stack} in ${manifestFile} has no region or template`);
      }
      return { stack, template: join(outDir, templateFile), region };
    });
}

/** Runs cfn-lint on one template; true when it passes. Its report goes to this process's output. */
export function lint(
  { template, region }: Pick<LintTarget, 'template' | 'region'>,
  { quiet = false } = {},
): boolean {
  const result = spawnSync(
    'cfn-lint',
    [
      '--regions',
      region,
      '--ignore-checks',
      ...Object.keys(IGNORED_RULES),
      '--non-zero-exit-code',
      'warning',
      '--',
      template,
    ],
    { stdio: quiet ? 'ignore' : 'inherit' },
  );
  return result.status === 0;
}

/** True when a cfn-lint command is on the PATH. */
export function cfnLintAvailable(): boolean {
  return !spawnSync('cfn-lint', ['--version'], { stdio: 'ignore' }).error;
}

function main(outDir: string): number {
  if (!cfnLintAvailable()) {
    console.error(
      'cfn-lint is not installed, so the CloudFormation templates were not linted. Install it ' +
        '(.ci/run installs the version CI uses, with pipx or pip) and run npm run synth again.',
    );
    return 1;
  }
  const targets = lintTargets(outDir);
  const failed = targets.filter((target) => !lint(target)).map((target) => target.stack);
  if (failed.length > 0) {
    console.error(`cfn-lint found problems in ${failed.join(', ')}`);
    return 1;
  }
  console.log(`cfn-lint: ${targets.map((t) => `${t.stack} (${t.region})`).join(', ')} clean`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = process.argv[2] ?? fileURLToPath(new URL('../infra/cdk.out', import.meta.url));
  process.exitCode = main(outDir);
}
