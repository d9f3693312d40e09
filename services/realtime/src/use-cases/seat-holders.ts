/**
 * Room players of a crashed instance are marked away (docs/adr/0133). Each instance records in
 * Redis which room players' sockets it holds and beats every heartbeat; every instance, at each
 * of its own beats, looks for instances whose beat is older than the dead-after time and marks
 * their players away through the room's compare-and-set (RoomService.away, the same rule as a
 * disconnect), unless a live instance holds them (they reconnected). From there the 30-second
 * seat, the host hand-over and the round ending early apply unchanged.
 *
 * Races, and why they end right:
 * - a player rejoining through a live instance is recorded as held there *before* the join's
 *   write, so a mark-away that lands after the join is seen on the re-check that follows it and
 *   undone (RoomService.back);
 * - an instance taken for dead that beats again (a long pause, not a crash) sees its previous
 *   beat was too old, records its seats again and gives each its player back;
 * - several instances sweeping the same dead one write once: the mark-away of an away seat
 *   changes nothing, so only one write lands and only its writer emits.
 */
import {
  deadCutoff,
  heldSeatEntry,
  parseHeldSeat,
  SWEEP_BATCH,
  SWEEP_INSTANCES,
  wasTakenForDead,
  type LivenessTimings,
} from '../domain/instance-liveness.js';
import { RoomError } from '../domain/room.js';
import type { InstanceRepository } from '../repositories/instance-repository.js';
import type { Changed, RoomService } from './rooms.js';

export type EmitChange = (changed: Changed) => void;

export class SeatHolders {
  /** The seats whose sockets this instance holds: entry → socket ids. */
  private readonly local = new Map<string, Set<string>>();
  private beats = 0;

  constructor(
    private readonly repo: InstanceRepository,
    private readonly rooms: RoomService,
    readonly instanceId: string,
    private readonly timings: LivenessTimings,
    private readonly now: () => number = Date.now,
  ) {}

  /** This socket is (about to be) the player's in the room: recorded before the join's write. */
  async hold(code: string, userId: string, socketId: string): Promise<void> {
    const entry = heldSeatEntry({ code, userId });
    let sockets = this.local.get(entry);
    if (!sockets) this.local.set(entry, (sockets = new Set()));
    sockets.add(socketId);
    await this.repo.hold(this.instanceId, [entry]);
  }

  /** This socket left the room or closed; the record goes with the player's last socket here. */
  async release(code: string, userId: string, socketId: string): Promise<void> {
    const entry = heldSeatEntry({ code, userId });
    const sockets = this.local.get(entry);
    if (!sockets?.delete(socketId) || sockets.size > 0) return;
    this.local.delete(entry);
    await this.repo.release(this.instanceId, entry);
  }

  /** Renews this instance's liveness; if it had been taken for dead, takes its players' seats back. */
  async beat(emit: EmitChange): Promise<void> {
    const now = this.now();
    const previous = await this.repo.beat(this.instanceId, now);
    const first = this.beats++ === 0;
    if (!wasTakenForDead(previous, now, this.timings, first)) return;
    const entries = [...this.local.keys()];
    await this.repo.hold(this.instanceId, entries);
    for (const entry of entries) {
      const seat = parseHeldSeat(entry)!;
      const changed = await quietly(() => this.rooms.back(seat.userId, seat.code));
      if (changed && changed !== 'retry') emit(changed);
    }
  }

  /** Marks away the players of instances found dead (a bounded batch each call). */
  async sweep(emit: EmitChange): Promise<void> {
    const cutoff = deadCutoff(this.now(), this.timings);
    const dead = (await this.repo.deadInstances(cutoff, SWEEP_INSTANCES + 1)).filter((id) => id !== this.instanceId).slice(0, SWEEP_INSTANCES);
    if (dead.length === 0) return;
    let live = await this.repo.liveInstances(cutoff);
    for (const id of dead) {
      const entries = await this.repo.heldBy(id, SWEEP_BATCH);
      const done: string[] = [];
      for (const entry of entries) {
        const seat = parseHeldSeat(entry);
        if (!seat || (await this.repo.heldByAny(live, entry))) {
          done.push(entry);
          continue;
        }
        const away = await quietly(() => this.rooms.away(seat.userId, seat.code));
        if (away === 'retry') continue; // left for the next sweep
        done.push(entry);
        if (!away) continue; // the room is gone
        emit(away);
        if (away.after === away.before) continue;
        // A reconnection through a live instance that was written meanwhile takes the seat back.
        live = await this.repo.liveInstances(deadCutoff(this.now(), this.timings));
        if (await this.repo.heldByAny(live, entry)) {
          const back = await quietly(() => this.rooms.back(seat.userId, seat.code));
          if (back && back !== 'retry') emit(back);
        }
      }
      await this.repo.forgetHeld(id, done, cutoff);
    }
  }
}

/** The call's change; null when the room is gone; 'retry' when it was too busy to write now. */
async function quietly(call: () => Promise<Changed>): Promise<Changed | null | 'retry'> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof RoomError) return err.code === 'ROOM_NOT_FOUND' ? null : 'retry';
    throw err;
  }
}
