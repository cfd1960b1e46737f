/** Plays the fault scenario against a running stack, under load, and records each phase. */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DynamoDbControl } from '../../src/local/stand-ins';
import { fmt, log } from '../support';
import { steadyLoad, type Attempt } from './load';
import type { DynamoDbState, Phase, PhaseId } from './scenario';

/** When one phase ran, in seconds since the load started. */
export interface PhaseRecord {
  id: PhaseId;
  label: string;
  state: DynamoDbState;
  start: number;
  end: number;
}

export interface ScenarioRun {
  attempts: Attempt[];
  phases: PhaseRecord[];
  loadSeconds: number;
}

/**
 * Starts the load, plays each phase in turn (its action on DynamoDB, then its hold), then
 * stops the load and waits for the requests in flight (the `draining` phase).
 */
export async function runScenario(
  base: string,
  dynamodb: DynamoDbControl,
  scenario: readonly Phase[],
): Promise<ScenarioRun> {
  const began = performance.now();
  const now = () => (performance.now() - began) / 1000;
  const phases: PhaseRecord[] = [];
  const play = async (phase: Phase, run: () => Promise<void> | void) => {
    const start = now();
    log(`  ${fmt(start)} s  ${phase.label}`);
    await run();
    phases.push({ id: phase.id, label: phase.label, state: phase.state, start, end: now() });
  };

  const load = steadyLoad(base, began);
  for (const phase of scenario) {
    await play(phase, async () => {
      await phase.action?.(dynamodb);
      if (phase.seconds) await sleep(phase.seconds * 1000);
    });
  }
  await play(
    { id: 'draining', label: 'load stopping: requests in flight finish', state: 'up' },
    () => load.stop(),
  );
  return { attempts: load.attempts, phases, loadSeconds: now() };
}
