/**
 * Stage files: one committed `infra/stages/<name>.json` per deployment, so every release
 * of a stage repeats the last one's settings unless the file changes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseStageFile, stageNameSchema, type AppConfig } from './config';

/** Where the stage files live. */
export const STAGES_DIR = fileURLToPath(new URL('../stages', import.meta.url));

/** The stage names that have a file. */
export function listStages(dir = STAGES_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

/**
 * Reads and validates a stage's file; throws naming an unknown stage (with the known
 * ones) or every bad field of the file.
 */
export function readStage(name: string, dir = STAGES_DIR): AppConfig {
  const valid = stageNameSchema.safeParse(name);
  if (!valid.success) {
    throw new Error(`Invalid stage name "${name}": ${valid.error.issues[0]?.message ?? ''}`);
  }
  const file = join(dir, `${name}.json`);
  if (!existsSync(file)) {
    const known = listStages(dir);
    throw new Error(
      `Unknown stage "${name}": there is no infra/stages/${name}.json` +
        (known.length > 0 ? ` (stages: ${known.join(', ')})` : '') +
        `. Copy infra/stages/example.json to infra/stages/${name}.json, edit it and commit it.`,
    );
  }
  return parseStageFile(`infra/stages/${name}.json`, readFileSync(file, 'utf8'));
}
