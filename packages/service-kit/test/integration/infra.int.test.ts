import { Redis } from 'ioredis';
import mongoose from 'mongoose';
import { connect } from 'nats';
import { describe, expect, it } from 'vitest';
import { testInfra, testKeys, uniqueDbName } from '../../src/testing/index.js';

describe('integration test infrastructure', () => {
  const infra = testInfra();

  it('provides URLs and a mode', () => {
    expect(['containers', 'processes']).toContain(infra.mode);
    expect(infra.mongoUrl).toMatch(/^mongodb:\/\//);
    expect(infra.natsUrl).toMatch(/^nats:\/\//);
    expect(infra.redisUrl).toMatch(/^redis:\/\//);
  });

  it('MongoDB-compatible server answers ping and stores a document', async () => {
    const client = new mongoose.mongo.MongoClient(infra.mongoUrl, { serverSelectionTimeoutMS: 10_000 });
    try {
      await client.connect();
      const db = client.db(uniqueDbName('harness'));
      expect((await db.command({ ping: 1 })).ok).toBe(1);
      await db.collection('things').createIndex({ key: 1 }, { unique: true });
      await db.collection('things').insertOne({ key: 'a', n: 1 });
      await expect(db.collection('things').insertOne({ key: 'a', n: 2 })).rejects.toThrow(/duplicate key/i);
      await db.dropDatabase();
    } finally {
      await client.close();
    }
  });

  it('NATS answers with JetStream enabled', async () => {
    const nc = await connect({ servers: infra.natsUrl, timeout: 10_000 });
    try {
      const jsm = await nc.jetstreamManager();
      const info = await jsm.getAccountInfo();
      expect(info).toHaveProperty('limits');
    } finally {
      await nc.close();
    }
  });

  it('Redis answers PING', async () => {
    const redis = new Redis(infra.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    try {
      await redis.connect();
      expect(await redis.ping()).toBe('PONG');
    } finally {
      redis.disconnect();
    }
  });

  it('gives unique database names and a stable ES256 key pair', () => {
    const a = uniqueDbName('Auth Service!');
    expect(a).toMatch(/^auth_service_[a-z0-9]+_[0-9a-f]{8}$/);
    expect(a).not.toBe(uniqueDbName('Auth Service!'));
    expect(a.length).toBeLessThanOrEqual(63);
    expect(testKeys()).toBe(testKeys());
    expect(testKeys().privateKeyPem).toContain('BEGIN PRIVATE KEY');
    expect(testKeys().publicKeyPem).toContain('BEGIN PUBLIC KEY');
  });
});
