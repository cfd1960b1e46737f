/* The part of autocannon 9's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  export interface Options {
    url: string;
    connections?: number;
    amount?: number;
    /** Seconds to run when no `amount` is given. */
    duration?: number;
    /** Seconds to wait for one response. */
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Replaces each `[<id>]` in the body with a random id. */
    idReplacement?: boolean;
    requests?: Request[];
  }

  /** hdr-histogram-percentiles-obj: latency in ms, requests and bytes per second. */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  export interface Result {
    latency: Histogram;
    requests: Histogram;
    throughput: Histogram;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  export interface Instance extends PromiseLike<Result> {
    stop(): void;
  }

  export default function autocannon(options: Options): Instance;
}
