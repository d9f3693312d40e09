/**
 * One local storage server at a time, for the tests of tools/local-mongo: started on a data
 * directory, in memory (as the tests run it) or on disk (as `npm start` runs it), with our backend
 * or the H2 backend as published (`stock`: LOCAL_MONGO_INDEX_ORDER, read by LocalMongoServer), which
 * writes a store as the published backend does (docs/adr/0280–0283).
 */
import { MongoClient, type MongoClientOptions } from 'mongodb';
import { freePort, startInfraProcess, type InfraProcess } from '../../src/local-infra/local-infra.js';

export interface LocalStorageServerOptions {
  backend?: 'ours' | 'stock';
  storage?: 'memory' | 'disk';
  client?: MongoClientOptions;
}

export interface LocalStorageServer {
  /** Starts the server on `dataDir` (the last one is closed first) and connects a client to it. */
  open(dataDir: string, options?: LocalStorageServerOptions): Promise<MongoClient>;
  /** Closes the client and stops the server; nothing to do when none is open. */
  close(): Promise<void>;
}

export function localStorageServer(): LocalStorageServer {
  let server: InfraProcess | undefined;
  let client: MongoClient | undefined;
  const close = async () => {
    await client?.close();
    await server?.stop();
    client = undefined;
    server = undefined;
  };
  return {
    async open(dataDir, { backend = 'ours', storage = 'disk', client: clientOptions = {} } = {}) {
      await close();
      // Each test file runs in its own worker process: the variable reaches only the servers it starts.
      if (backend === 'stock') process.env.LOCAL_MONGO_INDEX_ORDER = 'stock';
      else delete process.env.LOCAL_MONGO_INDEX_ORDER;
      server = await startInfraProcess('mongo', await freePort(), dataDir, { mongoStorage: storage });
      client = new MongoClient(server.url, { serverSelectionTimeoutMS: 20_000, ...clientOptions });
      await client.connect();
      return client;
    },
    close,
  };
}
