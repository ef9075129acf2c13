import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Which requests get a log line (LOG_REQUESTS, docs/operations.md#logs). Fastify's default, two
 * info lines for every request, cost the cached product page about half its throughput and
 * grew the log by 157 MB in one measured session (issue 24), for lines that say "it worked".
 * The default keeps the lines an operator acts on: every failed request (5xx at error, 4xx at
 * info, so LOG_LEVEL=warn keeps only the server's own failures) and every slow one (at warn),
 * each with its method, path (never the query string: log-options.ts), status and duration.
 */
export class RequestLog extends LogController {
  readonly #mode: Config['logRequests'];
  readonly #slowMs: number;

  constructor({ logRequests, slowRequestMs }: Pick<Config, 'logRequests' | 'slowRequestMs'>) {
    super();
    this.#mode = logRequests;
    this.#slowMs = slowRequestMs > 0 ? slowRequestMs : Number.POSITIVE_INFINITY;
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (this.#mode === 'all') super.incomingRequest(request, reply);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.#mode === 'off') return;
    const status = reply.statusCode;
    // Cheap checks first: this runs for every request, and most are neither failed nor slow.
    if (!error && status < 400 && this.#mode !== 'all' && reply.elapsedTime < this.#slowMs) return;
    const responseTime = reply.elapsedTime;
    const line = { req: request, res: reply, responseTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (status >= 500) reply.log.error(line, 'request completed');
    else if (responseTime >= this.#slowMs) reply.log.warn(line, 'slow request');
    else reply.log.info(line, 'request completed');
  }

  /** Fastify's own line shows the raw URL, query string included; the completed line says 404. */
  override routeNotFound() {}
}
