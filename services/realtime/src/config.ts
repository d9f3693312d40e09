import { loadConfig, readPem, serviceEnvSchema } from '@mathquest/service-kit';

export const RealtimeEnvSchema = serviceEnvSchema(4005);

export interface RealtimeConfig {
  port: number;
  host: string;
  logLevel: string;
  natsUrl: string;
  redisUrl: string;
  publicKeyPem: string;
}

export function realtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RealtimeConfig {
  const e = loadConfig(RealtimeEnvSchema, env);
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    natsUrl: e.NATS_URL,
    redisUrl: e.REDIS_URL,
    publicKeyPem: readPem(e.JWT_PUBLIC_KEY, e.JWT_PUBLIC_KEY_FILE, 'JWT_PUBLIC_KEY'),
  };
}
