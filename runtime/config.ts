/** Settings of the process, read once from the environment with explicit defaults. */
export interface RuntimeConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  theme: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir: env.DATA_DIR || "./data",
    databaseUrl: env.DATABASE_URL || undefined,
    theme: env.THEME || "lrdx",
  };
}
