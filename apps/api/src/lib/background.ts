import type { FastifyInstance } from 'fastify';

export interface Background {
  /** Starts `task` without waiting for it; a failure is logged, never thrown at anyone. */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves when every task started so far has finished (tests, shutdown). */
  settled(): Promise<void>;
}

/**
 * Work that happens after the answer has gone (e.g. the reset email of forgot-password, so the
 * response time says nothing about whether the account exists). Closing the app waits for it,
 * so a shutdown never cuts a message off half-recorded.
 */
export function createBackground(app: FastifyInstance): Background {
  const pending = new Set<Promise<unknown>>();
  const settled = async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };
  app.addHook('onClose', settled);
  return {
    run(name, task) {
      const running = Promise.resolve()
        .then(task)
        .catch((err: unknown) => app.log.error({ err, task: name }, 'background task failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    settled,
  };
}
