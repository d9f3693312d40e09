import { loadConfig, readPem, serviceEnvSchema } from '@mathquest/service-kit';

export const EngagementEnvSchema = serviceEnvSchema(4003);

export interface EngagementConfig {
  port: number;
  host: string;
  logLevel: string;
  mongoUrl: string;
  mongoDb: string;
  natsUrl: string;
  publicKeyPem: string;
  /** Appended to durable consumer names (tests sharing one NATS server keep their own consumers). */
  durableSuffix?: string;
}

export function engagementConfigFromEnv(env: NodeJS.ProcessEnv = process.env): EngagementConfig {
  const e = loadConfig(EngagementEnvSchema, env);
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    mongoUrl: e.MONGO_URL,
    mongoDb: env.MONGO_DB ?? 'mathquest_engagement',
    natsUrl: e.NATS_URL,
    publicKeyPem: readPem(e.JWT_PUBLIC_KEY, e.JWT_PUBLIC_KEY_FILE, 'JWT_PUBLIC_KEY'),
  };
}
