import { loadConfig, serviceConfig, serviceEnvSchema, type ServiceConfig } from '@mathquest/service-kit';

export const EngagementEnvSchema = serviceEnvSchema(4003, 'mathquest_engagement');

export interface EngagementConfig extends ServiceConfig {
  /** Appended to durable consumer names (tests sharing one NATS server keep their own consumers). */
  durableSuffix?: string;
}

export function engagementConfigFromEnv(env: NodeJS.ProcessEnv = process.env): EngagementConfig {
  return serviceConfig(loadConfig(EngagementEnvSchema, env));
}
