import { loadConfig, serviceConfig, serviceEnvSchema, type ServiceConfig } from '@mathquest/service-kit';

export const TeacherEnvSchema = serviceEnvSchema(4004, 'mathquest_teacher');

export type TeacherConfig = ServiceConfig;

export function teacherConfigFromEnv(env: NodeJS.ProcessEnv = process.env): TeacherConfig {
  return serviceConfig(loadConfig(TeacherEnvSchema, env));
}
