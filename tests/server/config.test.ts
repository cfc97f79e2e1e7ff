import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('expected the configuration to be refused');
}

describe('server configuration', () => {
  test('a fresh machine with nothing set starts with the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      DEFAULT_PROPERTY: 'DEMO',
      LOG_LEVEL: 'info',
      SEED_DEMO: true,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ADMIN_TOKEN).toBeUndefined();
  });

  test('an empty value means the default, so `PORT= npm start` still starts', () => {
    const config = loadConfig({ PORT: '', LOG_LEVEL: '', DATABASE_URL: '', ADMIN_TOKEN: '', SEED_DEMO: '' });
    expect(config.PORT).toBe(3000);
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ADMIN_TOKEN).toBeUndefined();
    expect(config.SEED_DEMO).toBe(true);
  });

  test('values given are used, and the public URL follows the port unless set', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://book.example.com',
      DATABASE_URL: 'postgres://u@db:5432/stayfront',
      SECRET_KEY: 'a-secret-key-of-at-least-32-characters',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_TOKEN: 'an-admin-token-long-enough',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      publicUrl: 'https://book.example.com',
      DATABASE_URL: 'postgres://u@db:5432/stayfront',
      SEED_DEMO: false,
      LOG_LEVEL: 'warn',
      ADMIN_TOKEN: 'an-admin-token-long-enough',
    });
  });

  test.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_URL', 'not a url'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['SECRET_KEY', 'short'],
    ['ADMIN_TOKEN', 'short'],
    ['LOG_LEVEL', 'verbose'],
    ['SEED_DEMO', 'yes'],
  ])('a bad %s (%s) stops the start with a message naming the key', (key, value) => {
    const message = configError({ [key]: value });
    expect(message).toContain('Invalid configuration');
    expect(message).toContain(`${key}:`);
  });

  test('a PostgreSQL database without SECRET_KEY stops the start, saying why: the database alone must not open bookings', () => {
    const message = configError({ DATABASE_URL: 'postgres://u@db:5432/stayfront' });
    expect(message).toContain('SECRET_KEY: must be set when DATABASE_URL is');
    expect(message).toContain('anyone with a copy of that database could open every booking');
    // The embedded database keeps its generated key, as before; a configured key is taken as given.
    expect(loadConfig({}).SECRET_KEY).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/stayfront', SECRET_KEY: 'k'.repeat(32) }).SECRET_KEY).toBe(
      'k'.repeat(32),
    );
  });

  test('every bad key is listed at once', () => {
    const message = configError({ PORT: 'abc', SMTP_URL: 'ftp://x', LOG_LEVEL: 'loud' });
    for (const key of ['PORT', 'SMTP_URL', 'LOG_LEVEL']) expect(message).toContain(`${key}:`);
    expect(message).not.toContain('HOST');
  });
});
