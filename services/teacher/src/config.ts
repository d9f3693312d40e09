import { loadConfig, readPem, serviceEnvSchema } from '@mathquest/service-kit';

export const TeacherEnvSchema = serviceEnvSchema(4004);

export interface TeacherConfig {
  port: number;
  host: string;
  logLevel: string;
  mongoUrl: string;
  mongoDb: string;
  natsUrl: string;
  publicKeyPem: string;
}

export function teacherConfigFromEnv(env: NodeJS.ProcessEnv = process.env): TeacherConfig {
  const e = loadConfig(TeacherEnvSchema, env);
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    mongoUrl: e.MONGO_URL,
    mongoDb: env.MONGO_DB ?? 'mathquest_teacher',
    natsUrl: e.NATS_URL,
    publicKeyPem: readPem(e.JWT_PUBLIC_KEY, e.JWT_PUBLIC_KEY_FILE, 'JWT_PUBLIC_KEY'),
  };
}
