import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { demoAccounts } from './db/seed/demo-accounts.ts';
import { exitOnUncaughtError, logDestination, loggerOptions } from './lib/log-options.ts';
import { deleteOldMessages } from './lib/messaging/outbox-rows.ts';
import { pruneExpired } from './modules/accounts/service.ts';
import type { ServingState } from './modules/health/service.ts';

/** Reads config, opens and prepares the database, listens, and shuts down cleanly on signals. */
async function main() {
  const config = loadConfig();
  const pretty = config.env === 'development' && process.stdout.isTTY;
  // pino-pretty formats and writes in a worker thread, already off the requests' path.
  const logger = loggerOptions(
    config.logLevel,
    pretty
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : { stream: logDestination() },
  );

  const database = await openDatabase(config.database);
  const { seeded, translations } = await prepareDatabase(database, { seedDemo: config.seedDemo });
  const serving: ServingState = { draining: false };
  const app = await buildApp({ config, db: database.db, logger, serving });
  exitOnUncaughtError(app.log);
  app.addHook('onClose', () => database.close());
  // Expired sign-in counters, links, codes and tokens, and outbox messages past their retention:
  // once an hour across all instances.
  app.jobs.every('prune-expired', 3600, async () => {
    const deleted = await pruneExpired(database.db, config);
    const outboxMessages = await deleteOldMessages(database.db, config.outboxRetentionDays);
    app.log.debug({ deleted: { ...deleted, outboxMessages } }, 'expired data pruned');
  });

  // Shutdown: readiness answers 503 at once, while every request, new ones included, is still
  // served for SHUTDOWN_DRAIN_MS, the time a load balancer's health checks take to see the
  // instance go. Then the server stops listening, finishes the requests in flight, closes the
  // database and exits. A second signal cuts the drain short.
  let closing = false;
  const drainCut = new AbortController();
  const shutdown = async (signal: string) => {
    if (closing) {
      drainCut.abort();
      return;
    }
    closing = true;
    serving.draining = true;
    // Each connection now closes once its response is sent: a client's (a load balancer's) next
    // request opens a new one, and no kept-alive idle connection holds the close below up.
    app.server.keepAliveTimeout = 1;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining, then shutting down');
    // Never hang forever on a stuck connection.
    const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + 10_000);
    force.unref();
    try {
      await sleep(config.shutdownDrainMs, undefined, { signal: drainCut.signal }).catch(() => {});
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  const lines = [
    '',
    `  Dukkan storefront is running at ${url}`,
    `  API reference:   ${url}/api/docs`,
    `  Back office:     ${url}/admin`,
    `  Database:        ${database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    seeded ? '  Demo shop:       seeded on this first start' : '',
    `  UI translations: version ${translations.version}`,
    ...(config.seedDemo
      ? [
          '  Demo accounts:',
          ...demoAccounts.map(
            (a) =>
              `    ${('staffRoleId' in a ? a.staffRoleId : a.role).padEnd(9)} ${a.email.padEnd(22)} password ${a.password}`,
          ),
        ]
      : []),
    '',
  ];
  console.info(
    lines.filter((line, i) => line !== '' || i === 0 || i === lines.length - 1).join('\n'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
