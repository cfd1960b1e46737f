import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';

/*
 * The GitHub workflows' lint. actionlint is a Go binary with no npm or Debian package, so
 * this checks what matters here instead: valid YAML, every job's needs and called
 * workflows exist, jobs have a time limit, steps' shell scripts parse (`bash -n`) and
 * read no `${{ inputs.* }}` (script injection), actions are pinned to a commit, no
 * long-lived AWS key, least-privilege permissions; and the deploy workflow's essentials.
 * Each rule is also proved to fail on a violation.
 */
const WORKFLOWS = join(import.meta.dirname, '..', '.github', 'workflows');
const ROOT = join(import.meta.dirname, '..');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  uses?: string;
  'timeout-minutes'?: number;
  permissions?: Record<string, string>;
  environment?: string;
  steps?: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

/** Parses a workflow strictly: a duplicate key or a syntax error is a problem, not a guess. */
export function parseWorkflow(text: string): { workflow?: Workflow; problems: string[] } {
  const document = parseDocument(text, { uniqueKeys: true, prettyErrors: false });
  const problems = [...document.errors, ...document.warnings].map((e) => e.message);
  return problems.length > 0
    ? { problems }
    : { workflow: document.toJS() as Workflow, problems: [] };
}

/** A remote action pinned to a full commit, with the version it is in a comment. */
const PINNED = /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/;
const KEY_INPUTS = /aws-access-key-id|aws-secret-access-key|AWS_SECRET_ACCESS_KEY|AKIA[0-9A-Z]{16}/;

/** Every problem of one workflow file. */
export function workflowProblems(
  text: string,
  exists: (path: string) => boolean = (path) => existsSync(join(ROOT, path)),
): string[] {
  const { workflow, problems } = parseWorkflow(text);
  if (!workflow) return problems;
  if (!workflow.jobs || Object.keys(workflow.jobs).length === 0) return ['no jobs'];
  if (!workflow.permissions) problems.push('no top-level permissions (the default grants write)');
  for (const [scope, value] of Object.entries(workflow.permissions ?? {})) {
    if (value === 'write') problems.push(`top-level permission ${scope}: write (grant it per job)`);
  }
  if (KEY_INPUTS.test(text)) problems.push('a long-lived AWS key (use OIDC: role-to-assume)');
  for (const line of text.split('\n')) {
    const uses = /^\s*(?:-\s+)?uses:\s*(\S+)/.exec(line)?.[1];
    if (!uses || uses.startsWith('./')) continue;
    if (!PINNED.test(uses) || !/#\s*v\d/.test(line)) {
      problems.push(`${uses} is not pinned to a commit with its version in a comment`);
    }
  }
  for (const [name, job] of Object.entries(workflow.jobs)) {
    for (const need of [job.needs ?? []].flat()) {
      if (!workflow.jobs[need]) problems.push(`job ${name} needs ${need}, which does not exist`);
    }
    if (job.uses) {
      if (job.uses.startsWith('./') && !exists(job.uses.slice(2))) {
        problems.push(`job ${name} calls ${job.uses}, which does not exist`);
      }
      continue;
    }
    if (job['timeout-minutes'] === undefined) problems.push(`job ${name} has no timeout-minutes`);
    for (const step of job.steps ?? []) {
      if (step.run === undefined) continue;
      if (/\$\{\{\s*(inputs|github\.event)\./.test(step.run)) {
        problems.push(`job ${name} puts an input into a script (pass it through env)`);
      }
      // Expressions are replaced before the shell sees the script: stand in a word for each.
      const script = step.run.replace(/\$\{\{[^}]*\}\}/g, 'expr');
      const parsed = spawnSync('bash', ['-n'], { input: script, encoding: 'utf8' });
      if (parsed.status !== 0) problems.push(`job ${name}: ${parsed.stderr.trim()}`);
    }
  }
  return problems;
}

const read = (name: string) => readFileSync(join(WORKFLOWS, name), 'utf8');

describe('GitHub workflows', () => {
  it.each(readdirSync(WORKFLOWS).filter((f) => /\.ya?ml$/.test(f)))(
    '%s passes the lint',
    (file) => {
      expect(workflowProblems(read(file))).toEqual([]);
    },
  );

  it('the lint fails each rule it holds', () => {
    const bad = [
      'on: push',
      'permissions:',
      '  contents: write',
      'jobs:',
      '  build:',
      '    needs: missing',
      '    runs-on: ubuntu-24.04',
      '    steps:',
      '      - uses: actions/checkout@v5',
      '      - run: echo ${{ inputs.stage }}',
      '      - run: if then fi',
      '      - uses: aws-actions/configure-aws-credentials@e3dd6a429d7300a6a4c196c26e071d42e0343502 # v4.0.2',
      '        with:',
      '          aws-access-key-id: x',
      '  other:',
      '    uses: ./.github/workflows/none.yml',
    ].join('\n');
    const problems = workflowProblems(bad, () => false);
    expect(problems).toEqual([
      'top-level permission contents: write (grant it per job)',
      'a long-lived AWS key (use OIDC: role-to-assume)',
      'actions/checkout@v5 is not pinned to a commit with its version in a comment',
      'job build needs missing, which does not exist',
      'job build has no timeout-minutes',
      'job build puts an input into a script (pass it through env)',
      expect.stringContaining('job build: bash: line 1: syntax error'),
      'job other calls ./.github/workflows/none.yml, which does not exist',
    ]);
    expect(workflowProblems('jobs:\n  a: 1\n  a: 2\n')[0]).toMatch(/unique/i);
  });
});

describe('the deploy workflow', () => {
  const { workflow } = parseWorkflow(read('deploy.yml'));
  const deploy = workflow!.jobs.deploy!;
  const steps = deploy.steps ?? [];

  it('runs by hand for a stage, after CI passes on the same commit', () => {
    expect(workflow!.on).toEqual({
      workflow_dispatch: {
        inputs: { stage: expect.objectContaining({ required: true, type: 'string' }) },
      },
    });
    expect(workflow!.jobs.ci!.uses).toBe('./.github/workflows/ci.yml');
    expect(parseWorkflow(read('ci.yml')).workflow!.on).toHaveProperty('workflow_call');
    expect(deploy.needs).toBe('ci');
  });

  it('deploys in the GitHub environment named like the stage, with an OIDC token and no key', () => {
    expect(deploy.environment).toBe('${{ inputs.stage }}');
    expect(workflow!.permissions).toEqual({ contents: 'read' });
    expect(deploy.permissions).toEqual({ contents: 'read', 'id-token': 'write' });
    const credentials = steps.find((s) =>
      s.uses?.startsWith('aws-actions/configure-aws-credentials@'),
    );
    expect(credentials?.with?.['role-to-assume']).toMatch(/^\$\{\{ (vars|secrets)\.\w+ \}\}$/);
  });

  it('builds, synthesizes and deploys the stage through the deploy script, after the credentials', () => {
    const runs = steps.map((s) => s.run ?? s.uses ?? '');
    const credentials = runs.findIndex((r) =>
      r.startsWith('aws-actions/configure-aws-credentials@'),
    );
    expect(runs.indexOf('npm ci --no-audit --no-fund')).toBeGreaterThan(-1);
    expect(runs.indexOf('npm run deploy -- "$STAGE" --plan --ci')).toBeGreaterThan(credentials);
    expect(runs.at(-1)).toBe('npm run deploy -- "$STAGE" --ci');
  });
});
