import type { RoomAnswerResult, RoomReply, RoomView } from '@mathquest/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getSocket, type RealtimeSocket } from '../../lib/socket';
import { useI18n } from '../../i18n/use-i18n';
import { winnerText } from './room-words';

/** How long a room call may take before the child is told to try again. */
const CALL_TIMEOUT_MS = 8_000;

export type RoomCallResult = { ok: true; room: RoomView; result?: RoomAnswerResult } | { ok: false; code: string; message: string };

/** A room call over the realtime socket (docs/product/realtime.md#live-rooms), answered through its acknowledgement. */
export async function roomCall(given: RealtimeSocket | null, event: 'room:create' | 'room:join' | 'room:start' | 'room:answer' | 'room:leave', payload: object): Promise<RoomCallResult> {
  const socket = await connectedSocket(given);
  if (!socket) return { ok: false, code: 'NOT_CONNECTED', message: 'Not connected to the game server yet. Please try again in a moment.' };
  try {
    // The event maps type each call's payload; this one function sends any of them.
    const timed = socket.timeout(CALL_TIMEOUT_MS);
    const reply = await (timed.emitWithAck as unknown as (e: string, p: object) => Promise<RoomReply>).call(timed, event, payload);
    return reply.ok ? { ok: true, room: reply.room, ...(reply.result ? { result: reply.result } : {}) } : { ok: false, code: reply.error.code, message: reply.error.message };
  } catch {
    return { ok: false, code: 'TIMEOUT', message: 'The game server did not answer. Please try again.' };
  }
}

/** How long a call waits for the socket (opened at sign-in) to be connected. */
const CONNECT_WAIT_MS = 5_000;

/** The socket once it is connected, waiting a little for one still opening; null if none comes. */
async function connectedSocket(given: RealtimeSocket | null): Promise<RealtimeSocket | null> {
  const deadline = Date.now() + CONNECT_WAIT_MS;
  for (;;) {
    const s = given ?? getSocket();
    if (s?.connected) return s;
    if (Date.now() >= deadline) return null;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface LiveRoom {
  room: RoomView | null;
  /** Joining, or rejoining after the connection came back. */
  joining: boolean;
  error: { code: string; message: string } | null;
  /** Milliseconds to add to Date.now() to get the server's clock. */
  clockOffset: number;
  /** Polite announcements for screen readers (round changes, the scoreboard). */
  announcement: string;
  call: (event: 'room:start' | 'room:answer' | 'room:leave', payload: object) => Promise<RoomCallResult>;
}

/**
 * Joins room `code` on the realtime socket and follows it: `room:state` replaces the room,
 * `room:scoreboard` the players. When the socket reconnects (within the 30-second window the seat
 * is kept) the room is joined again.
 */
export function useLiveRoom(code: string, me: string | undefined): LiveRoom {
  const intl = useI18n('multiplayer');
  const [room, setRoom] = useState<RoomView | null>(null);
  const [joining, setJoining] = useState(true);
  const [error, setError] = useState<{ code: string; message: string } | null>(null);
  const [clockOffset, setClockOffset] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const last = useRef<RoomView | null>(null);
  const [socket, setSocket] = useState<RealtimeSocket | null>(() => getSocket());

  // The socket is opened at sign-in; a page opened straight after may get it a moment later.
  useEffect(() => {
    if (socket) return;
    const t = setInterval(() => {
      const s = getSocket();
      if (s) setSocket(s);
    }, 200);
    return () => clearInterval(t);
  }, [socket]);

  const take = useCallback(
    (next: RoomView) => {
      setClockOffset(new Date(next.serverTime).getTime() - Date.now());
      const prev = last.current;
      if (prev && (prev.status !== next.status || prev.round !== next.round)) {
        if (next.status === 'STARTING') setAnnouncement(intl.formatMessage({ id: 'multiplayer.say.starting' }));
        else if (next.status === 'ROUND') setAnnouncement(intl.formatMessage({ id: 'multiplayer.say.round' }, { round: next.round, rounds: next.rounds }));
        else if (next.status === 'REVIEW') setAnnouncement(intl.formatMessage({ id: 'multiplayer.say.review' }, { answer: next.correctAnswer ?? '' }));
        else if (next.status === 'FINISHED') setAnnouncement(intl.formatMessage({ id: 'multiplayer.say.over' }, { winner: winnerText(intl, next.players) }).trim());
      } else if (prev && prev.hostId !== next.hostId) {
        const host = next.players.find((p) => p.isHost)?.username;
        setAnnouncement(intl.formatMessage({ id: 'multiplayer.say.host' }, { name: host ?? '', named: String(Boolean(host)) }));
      }
      last.current = next;
      setRoom(next);
    },
    [intl],
  );

  useEffect(() => {
    if (!socket) return;
    let live = true;
    const join = () => {
      setJoining(true);
      void roomCall(socket, 'room:join', { roomCode: code }).then((r) => {
        if (!live) return;
        setJoining(false);
        if (r.ok) {
          setError(null);
          take(r.room);
        } else setError({ code: r.code, message: r.message });
      });
    };
    const onState = (v: RoomView) => {
      if (v.roomCode === code) take(v);
    };
    const onBoard = (b: { roomCode: string; players: RoomView['players'] }) => {
      if (b.roomCode !== code || !last.current) return;
      const next = { ...last.current, players: b.players };
      last.current = next;
      setRoom(next);
      const mine = b.players.find((p) => p.userId === me);
      if (mine) setAnnouncement(intl.formatMessage({ id: 'multiplayer.say.board' }, { rank: mine.rank, count: mine.score }));
    };
    socket.on('room:state', onState);
    socket.on('room:scoreboard', onBoard);
    socket.on('connect', join);
    if (socket.connected) join();
    return () => {
      live = false;
      socket.off('room:state', onState);
      socket.off('room:scoreboard', onBoard);
      socket.off('connect', join);
    };
  }, [socket, code, me, take, intl]);

  const call = useCallback(
    async (event: 'room:start' | 'room:answer' | 'room:leave', payload: object) => {
      const r = await roomCall(socket, event, payload);
      if (r.ok && event !== 'room:leave') take(r.room);
      return r;
    },
    [socket, take],
  );

  return { room, joining: joining && !room, error, clockOffset, announcement, call };
}
