import type { mongo } from 'mongoose';
import { processMetrics } from './registry.js';

/** What command monitoring needs of a MongoClient (created with `monitorCommands: true`). */
export interface CommandMonitoringSource {
  on(event: 'commandStarted', listener: (e: mongo.CommandStartedEvent) => void): unknown;
  on(event: 'commandSucceeded', listener: (e: mongo.CommandSucceededEvent) => void): unknown;
  on(event: 'commandFailed', listener: (e: mongo.CommandFailedEvent) => void): unknown;
}

/**
 * Count every command the driver sends (mathquest_storage_commands_total, by database and command
 * name), the failed ones, and their round trips. Each command is one operation the storage server
 * pays for, the main cost of a request here (docs/benchmarks.md).
 */
export function monitorStorageCommands(client: CommandMonitoringSource): void {
  const { storageCommands, storageFailures, storageDuration } = processMetrics();
  client.on('commandStarted', (e) => storageCommands.inc({ db: e.databaseName, command: e.commandName }));
  client.on('commandSucceeded', (e) => storageDuration.observe({ command: e.commandName }, e.duration / 1000));
  client.on('commandFailed', (e) => {
    storageFailures.inc({ db: e.databaseName, command: e.commandName });
    storageDuration.observe({ command: e.commandName }, e.duration / 1000);
  });
}
