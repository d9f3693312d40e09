/**
 * The other services' parts of an account export, fetched over the internal network
 * (docs/product/privacy.md): `GET /api/<service>/accounts/{userId}/export` with auth's export
 * grant, each answer parsed with its part's published schema. A service that does not answer in
 * time, refuses, or answers another shape is 503 for the whole export: nothing partial is handed out.
 */
import {
  ACCOUNT_EXPORT_GRANT_HEADER,
  EngagementAccountExportSchema,
  ErrorCode,
  GameAccountExportSchema,
  RealtimeAccountExportSchema,
  TeacherAccountExportSchema,
  type ErasingService,
} from '@mathquest/contracts';
import { AppError, traceCarrier } from '@mathquest/service-kit';
import { z } from 'zod';

const PARTS = { game: GameAccountExportSchema, engagement: EngagementAccountExportSchema, teacher: TeacherAccountExportSchema, realtime: RealtimeAccountExportSchema } as const;

export type ExportParts = { [K in ErasingService]: z.infer<(typeof PARTS)[K]> };

const unavailable = (service: string, cause?: unknown) =>
  new AppError(503, ErrorCode.UPSTREAM_UNAVAILABLE, `The ${service} service did not hand over its part of the data in time, so no file was made. Please try again in a moment.`, { cause });

export interface ExportPartsClient {
  fetchAll(userId: string, grant: string): Promise<ExportParts>;
}

export function exportPartsClient(baseUrls: Record<ErasingService, string>, timeoutMs: number): ExportPartsClient {
  async function fetchPart<K extends ErasingService>(service: K, userId: string, grant: string): Promise<ExportParts[K]> {
    let res: Response;
    try {
      res = await fetch(`${baseUrls[service]}/api/${service}/accounts/${encodeURIComponent(userId)}/export`, {
        headers: { [ACCOUNT_EXPORT_GRANT_HEADER]: grant, ...traceCarrier() },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      throw unavailable(service, cause);
    }
    const json = (await res.json().catch(() => null)) as { success?: boolean; data?: unknown } | null;
    if (!res.ok || json?.success !== true) throw unavailable(service, new Error(`status ${res.status}`));
    const parsed = PARTS[service].safeParse(json.data);
    if (!parsed.success) throw unavailable(service, parsed.error);
    return parsed.data as ExportParts[K];
  }

  return {
    async fetchAll(userId, grant) {
      const [game, engagement, teacher, realtime] = await Promise.all([
        fetchPart('game', userId, grant),
        fetchPart('engagement', userId, grant),
        fetchPart('teacher', userId, grant),
        fetchPart('realtime', userId, grant),
      ]);
      return { game, engagement, teacher, realtime };
    },
  };
}
