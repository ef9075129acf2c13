import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, redisConfigFrom } from './config.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'config-'));

describe('loadConfig', () => {
  it('defaults to the embedded database under DATA_DIR, port 3000 and the demo seed', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    expect(config.seedDemo).toBe(true);
  });

  it('generates the demo secret once, keeps it private and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'secrets.json');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8')).jwtSecret).toBeTruthy();
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toEqual(first.jwtSecret);
  });

  it('uses PostgreSQL with DATABASE_URL and does not seed the demo in production', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://u@db:5432/shop',
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://shop.example/',
    });
    expect(config.publicUrl).toBe('https://shop.example');
    expect(config.database).toMatchObject({ kind: 'postgres', url: 'postgres://u@db:5432/shop' });
    expect(config.seedDemo).toBe(false);
    expect(
      loadConfig({
        DATA_DIR: tempDir(),
        DATABASE_URL: 'postgres://u@db/shop',
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://shop.example',
        SEED_DEMO: 'true',
      }).seedDemo,
    ).toBe(true);
  });

  it('refuses production without a configured secret', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }),
    ).toThrow(/PUBLIC_URL/);
  });

  it('drains 5 s on SIGTERM in production, none elsewhere, or SHUTDOWN_DRAIN_MS', () => {
    const production = {
      DATA_DIR: tempDir(),
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://shop.example',
    };
    expect(loadConfig(production).shutdownDrainMs).toBe(5_000);
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_MS: '15000' }).shutdownDrainMs).toBe(15_000);
    expect(loadConfig({ DATA_DIR: tempDir() }).shutdownDrainMs).toBe(0);
    expect(() => loadConfig({ DATA_DIR: tempDir(), SHUTDOWN_DRAIN_MS: '-1' })).toThrow(
      /SHUTDOWN_DRAIN_MS/,
    );
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: 'eighty', DATABASE_URL: 'nope' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ DATA_DIR: tempDir(), PORT: 'eighty', DATABASE_URL: 'nope' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('DATABASE_URL');
    }
  });

  it('shares limits and catalogue news through Redis only with REDIS_URL, under a prefix', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).redis).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), REDIS_URL: 'redis://cache:6379/2' }).redis).toEqual({
      url: 'redis://cache:6379/2',
      keyPrefix: 'dukkan:',
    });
    expect(
      loadConfig({
        DATA_DIR: tempDir(),
        REDIS_URL: 'rediss://user:secret@cache.example:6380',
        REDIS_KEY_PREFIX: 'shop-2:',
      }).redis,
    ).toEqual({ url: 'rediss://user:secret@cache.example:6380', keyPrefix: 'shop-2:' });
    expect(() => loadConfig({ DATA_DIR: tempDir(), REDIS_URL: 'http://cache:6379' })).toThrow(
      /REDIS_URL: must start with redis:\/\/ or rediss:\/\//,
    );
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), REDIS_URL: 'redis://cache', REDIS_KEY_PREFIX: 'a b' }),
    ).toThrow(/REDIS_KEY_PREFIX/);
    // A script reads the Redis part alone: no production secret needed to publish a message.
    expect(redisConfigFrom({ NODE_ENV: 'production', REDIS_URL: 'redis://cache:6379' })).toEqual({
      url: 'redis://cache:6379',
      keyPrefix: 'dukkan:',
    });
    expect(() => redisConfigFrom({ REDIS_URL: 'cache:6379' })).toThrow(ConfigError);
  });
});
