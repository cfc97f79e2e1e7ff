// The environment of a production server the browser suite starts: on 127.0.0.1:`port`, the
// embedded database in `dataDir` with the demo seeded, warnings only in its log, and no mail
// server or Redis (mail goes to the outbox folder, limits are kept in the database).
export function e2eServerEnv(port: number, dataDir: string, secretKey: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    SECRET_KEY: secretKey,
    SMTP_URL: '',
    REDIS_URL: '',
  };
}
