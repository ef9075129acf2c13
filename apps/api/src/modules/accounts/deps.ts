import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Messenger } from '../../lib/messaging/messenger.ts';

/** What the accounts routes work with; built once by routes.ts. */
export interface AccountsDeps {
  db: Db;
  config: Config;
  messenger: Messenger;
}

/** OpenAPI: the routes that need a bearer token say so. */
export const bearerSecurity = [{ bearer: [] }];
