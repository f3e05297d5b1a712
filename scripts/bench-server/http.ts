// The load benchmark's client: plain HTTP/1.1 on loopback with kept-alive sockets (at most
// `maxSockets` per server), and the server processes it starts, watches and kills.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';

export interface Answer {
  status: number;
  code?: string;
  data?: unknown;
  bytes: number;
  ms: number;
}

const agents = new Map<string, http.Agent>();
function agentOf(base: string): http.Agent {
  let agent = agents.get(base);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    agents.set(base, agent);
  }
  return agent;
}

/** Drops the kept-alive sockets to a server (after it was killed or stopped). */
export function forgetServer(base: string): void {
  agents.get(base)?.destroy();
  agents.delete(base);
}

/**
 * One request; the envelope's `data` and `code` read when `parse` (the default). Rejects when no
 * answer comes (refused, reset): the caller counts that as no answer.
 */
export function request(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; parse?: boolean; onChunk?: (chunk: Buffer) => void } = {},
): Promise<Answer> {
  const started = performance.now();
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api/v1${path}`,
      {
        method,
        agent: agentOf(base),
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (options.onChunk) options.onChunk(chunk);
          else chunks.push(chunk);
        });
        res.on('error', reject);
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const answer: Answer = { status, bytes, ms: performance.now() - started };
          const type = String(res.headers['content-type'] ?? '');
          if (options.parse !== false && chunks.length > 0 && type.includes('json')) {
            try {
              const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
                data?: unknown;
                code?: string;
              };
              answer.data = json.data;
              answer.code = json.code;
            } catch {
              // Not JSON: the status says enough.
            }
          }
          resolve(answer);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export interface ServerProcess {
  base: string;
  pid: number;
  child: ChildProcess;
  startMs: number;
}

/** The server processes this run started and that still run: stopped if the run fails. */
const running = new Set<ChildProcess>();

/** Kills every server process this run started that still runs (the run failed or was stopped). */
export function killStartedServers(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

export interface ServerEnv {
  port: number;
  dataDir: string;
  databaseUrl?: string;
}

/**
 * `node --import tsx server/main.ts --test` (one process, so its pid is the server's): test mode
 * for the clock, the sweep every second, no contract check of the answers (VALIDATE_RESPONSES=0).
 */
export function startServerProcess(env: ServerEnv): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--test'], {
    env: {
      ...process.env,
      PORT: String(env.port),
      HOST: '127.0.0.1',
      DATA_DIR: env.dataDir,
      DOCUMENTS_DIR: `${env.dataDir}-documents`,
      DATABASE_URL: env.databaseUrl ?? '',
      TENDER_SWEEP_SECONDS: '1',
      VALIDATE_RESPONSES: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`server on ${env.port} did not start:\n${out}`)),
      120_000,
    );
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Kurye Çağır server on')) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve({
          base: `http://127.0.0.1:${env.port}`,
          pid: child.pid!,
          child,
          startMs: performance.now() - started,
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (process.env.BENCH_VERBOSE) process.stderr.write(chunk);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server on ${env.port} ended (${code ?? signal}) before it started:\n${out}`));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** SIGTERM: the server closes its database and gives back the folder. */
export async function stopServerProcess(server: ServerProcess): Promise<void> {
  forgetServer(server.base);
  server.child.kill('SIGTERM');
  await exited(server.child);
}

/** SIGKILL (`kill -9`): nothing is closed. */
export async function killServerProcess(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await exited(server.child);
  forgetServer(server.base);
}

/** The process's resident set in MB (Linux /proc), 0 when it cannot be read. */
export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 102.4) / 10;
  } catch {
    return 0;
  }
}

/** CPU seconds a process has used (user + system, Linux /proc; 100 ticks a second), 0 when gone. */
export function cpuSeconds(pid: number): number {
  try {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The whole machine's busy and total CPU seconds so far (/proc/stat's first line; every session's). */
export function machineCpu(): { busy: number; total: number } {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const values = ticks.map(Number);
  const total = values.reduce((a, b) => a + b, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: (total - idle) / 100, total: total / 100 };
}
