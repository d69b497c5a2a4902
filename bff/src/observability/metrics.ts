import cluster from 'node:cluster';
import client from 'prom-client';

/** The label an operation gets: its name while fewer than this many names were seen, then `other`. */
const MAX_OPERATION_NAMES = 200;

export type BreakerState = 'closed' | 'open' | 'half-open';
const BREAKER_STATE_VALUE: Record<BreakerState, number> = { closed: 0, 'half-open': 1, open: 2 };

/** Seconds from 5 ms to 10 s: pages answer in tens of ms, a hung legacy path in the budget (~3 s). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What a BFF worker and its primary say about `/metrics` across processes (BFF_PROCESSES > 1). */
const CLUSTER_METRICS_REQUEST = 'bff:cluster-metrics-request';
const CLUSTER_METRICS_ANSWER = 'bff:cluster-metrics-answer';
/** A worker answers its own metrics when the primary's sum takes longer (prom-client gives up after 5 s). */
const CLUSTER_METRICS_WAIT_MS = 6000;

function isMessage(message: unknown, type: string): message is { type: string; id: number; text?: string } {
  return typeof message === 'object' && message !== null && 'type' in message && message.type === type;
}

/**
 * In the primary of several BFF processes: when a worker is asked for `/metrics`, collect every worker's and answer
 * their sum (counters and histograms add up; the breaker gauge takes the worst). A scrape reaches whichever worker
 * the port hands it to, and should not see counters jump between processes.
 */
export function answerMetricsOfAllProcesses(): void {
  const aggregator = new client.AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage(message, CLUSTER_METRICS_REQUEST)) return;
    const answer = (text: string | undefined) => {
      if (worker.isConnected()) worker.send({ type: CLUSTER_METRICS_ANSWER, id: message.id, text });
    };
    aggregator.clusterMetrics().then(answer, () => answer(undefined));
  });
}

/**
 * The BFF's Prometheus metrics, in a registry of its own (several servers may run in one test process).
 * Served at `/metrics`.
 */
export class BffMetrics {
  readonly registry = new client.Registry();
  private readonly operationNames = new Set<string>();

  readonly httpRequests = this.durations(
    'bff_http_request_duration_seconds',
    'HTTP requests by route, method and status code.',
    ['route', 'method', 'status'],
  );

  readonly graphqlRequests = this.durations(
    'bff_graphql_operation_duration_seconds',
    'GraphQL operations by operation name and outcome (ok, partial: some fields failed, error: refused).',
    ['operation', 'outcome'],
  );

  readonly graphqlErrors = this.counter(
    'bff_graphql_errors_total',
    'GraphQL errors answered, by code (UPSTREAM_TIMEOUT, RATE_LIMITED, GRAPHQL_VALIDATION_FAILED…).',
    ['code'],
  );

  readonly legacyCalls = this.durations(
    'bff_legacy_call_duration_seconds',
    'Calls to the legacy API by method, route pattern and outcome (HTTP status, or error).',
    ['method', 'route', 'status'],
  );

  readonly legacySharedReads = this.counter(
    'bff_legacy_shared_reads_total',
    'Anonymous legacy reads that joined an identical call already in flight instead of making their own, by route pattern.',
    ['route'],
  );

  readonly cacheRequests = this.counter(
    'bff_cache_requests_total',
    'Look-ups in the BFF caches by cache and result (hit or miss).',
    ['cache', 'result'],
  );

  readonly rateLimited = this.counter(
    'bff_rate_limited_total',
    'Requests refused by a rate limit, by limit.',
    ['limit'],
  );

  readonly pageRenders = this.durations(
    'bff_page_render_duration_seconds',
    'Pages of the site rendered on the server, by status, or outcome "shell" when rendering failed and the bare shell went out for the browser to render.',
    ['outcome'],
  );

  readonly pageRenderPasses = new client.Histogram({
    name: 'bff_page_render_passes',
    help: 'Renders a page of the site took on the server until every query of it had its answer (1: the first render had them all).',
    buckets: [1, 2, 3, 4, 5],
    registers: [this.registry],
  });

  readonly internalErrors = this.counter(
    'bff_internal_errors_total',
    'Requests that ended in an internal error (500), logged with their request id.',
  );

  constructor(options: { breakerStates?: () => Record<string, BreakerState> } = {}) {
    client.collectDefaultMetrics({ register: this.registry, prefix: 'bff_' });
    const states = options.breakerStates ?? (() => ({}));
    new client.Gauge({
      name: 'bff_legacy_breaker_state',
      help: 'Circuit breaker per legacy route: 0 closed, 1 half-open (probing), 2 open (failing fast).',
      labelNames: ['route'] as const,
      registers: [this.registry],
      // Summed over several processes, the states would mean nothing: the worst one stands for them.
      aggregator: 'max',
      // Read when scraped, so the gauge never lags behind the breakers.
      collect() {
        this.reset();
        for (const [route, state] of Object.entries(states())) {
          this.set({ route }, BREAKER_STATE_VALUE[state as BreakerState]);
        }
      },
    });
    if (cluster.isWorker) this.answerForAllProcesses();
  }

  /**
   * One of several BFF processes on one port (a cluster worker): `/metrics` answers the sum over all of them, which
   * the primary collects (see `answerMetricsOfAllProcesses`); its own when the primary does not answer in time.
   */
  private answerForAllProcesses(): void {
    // The worker's side of prom-client's collection: it hands this registry to the primary when asked.
    new client.AggregatorRegistry();
    client.AggregatorRegistry.setRegistries([this.registry]);
    const own = this.registry.metrics.bind(this.registry);
    const waiting = new Map<number, (text: string | undefined) => void>();
    let nextId = 0;
    process.on('message', (message: unknown) => {
      if (isMessage(message, CLUSTER_METRICS_ANSWER)) waiting.get(message.id)?.(message.text);
    });
    this.registry.metrics = async () => {
      const id = nextId++;
      const text = await new Promise<string | undefined>((resolve) => {
        const timer = setTimeout(() => resolve(undefined), CLUSTER_METRICS_WAIT_MS);
        waiting.set(id, (answer) => {
          clearTimeout(timer);
          resolve(answer);
        });
        process.send?.({ type: CLUSTER_METRICS_REQUEST, id });
      });
      waiting.delete(id);
      return text ?? (await own());
    };
  }

  /** A histogram of durations in seconds (5 ms to 10 s), by `labelNames`, in this registry. */
  private durations<Label extends string>(name: string, help: string, labelNames: readonly Label[]) {
    return new client.Histogram<Label>({
      name,
      help,
      labelNames,
      buckets: DURATION_BUCKETS,
      registers: [this.registry],
    });
  }

  /** A counter by `labelNames` (none: one number), in this registry. */
  private counter<Label extends string>(name: string, help: string, labelNames: readonly Label[] = []) {
    return new client.Counter<Label>({ name, help, labelNames, registers: [this.registry] });
  }

  /** The operation's label: bounded, so a client inventing names cannot grow the metrics without end. */
  operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (this.operationNames.has(name)) return name;
    if (this.operationNames.size >= MAX_OPERATION_NAMES || !/^\w{1,64}$/.test(name)) return 'other';
    this.operationNames.add(name);
    return name;
  }
}
