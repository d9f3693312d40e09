import { connectEventBus, connectMongo, createService, pingMongo, type ServiceApp } from '@mathquest/service-kit';
import type { TeacherConfig } from './config.js';

/**
 * The teacher service (classrooms, assignments, grading). Its features arrive with their
 * own issue; today it is a real, minimal service so the gateway and compose are complete.
 */
export async function buildTeacherApp(config: TeacherConfig): Promise<ServiceApp> {
  const mongo = await connectMongo(config.mongoUrl, config.mongoDb);
  const bus = await connectEventBus(config.natsUrl, 'teacher');
  const app = createService(
    { name: 'teacher', logLevel: config.logLevel, publicKeyPem: config.publicKeyPem },
    { mongo: () => pingMongo(mongo), nats: async () => !bus.nc.isClosed() },
  );
  app.addHook('onClose', async () => {
    await bus.close();
    await mongo.close();
  });
  return app;
}
