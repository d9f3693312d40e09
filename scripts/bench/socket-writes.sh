#!/usr/bin/env bash
# Socket writes and reads per answer, per service: the messages an answer costs
# (docs/benchmarks.md, "Messages per answer").
#
#   DATA_DIR=/tmp/bench MATHQUEST_PORT_OFFSET=300 WRITE_RATE_LIMIT_MAX=100000000 READ_RATE_LIMIT_MAX=100000000 npm start
#   DATA_DIR=/tmp/bench MATHQUEST_PORT_OFFSET=300 npm run bench:socket-writes
#
# Attaches `strace -c` (Debian package strace; needs ptrace rights over the services, e.g. the
# same user) to the gateway and the five services of a running local stack, runs a short
# `npm run bench:game` (10 students, 5 s closed loop, then 20 answers a second, no sockets), and
# divides each service's write, writev and read calls by the answers the game accepted. The
# counts include what the services do on timers during the run (about a minute): compare runs of
# the same shape only. strace slows the traced processes; the counts, not the times, are the
# result.
set -euo pipefail

OFFSET=${MATHQUEST_PORT_OFFSET:-0}
DATA_DIR=${DATA_DIR:-.data}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT

command -v strace > /dev/null || { echo "strace is not installed (Debian: apt-get install strace)" >&2; exit 2; }

pid_on() { ss -ltnpH "sport = :$1" | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2; }
submits() {
  curl -s "127.0.0.1:$((4002 + OFFSET))/metrics" |
    awk '/^mathquest_http_request_duration_seconds_count\{method="POST",route="\/api\/game\/problem\/submit",status_code="200"\}/ { print $2 }'
}

names=(gateway auth game engagement teacher realtime)
ports=($((8080 + OFFSET)) $((4001 + OFFSET)) $((4002 + OFFSET)) $((4003 + OFFSET)) $((4004 + OFFSET)) $((4005 + OFFSET)))
pids=()
for port in "${ports[@]}"; do
  pid=$(pid_on "$port")
  [ -n "$pid" ] || { echo "nothing listens on port $port: start the stack first (see the header)" >&2; exit 2; }
  pids+=("$pid")
done

before=$(submits); before=${before:-0}
tracers=()
for i in "${!pids[@]}"; do
  strace -c -f -p "${pids[$i]}" -o "$OUT/${names[$i]}" 2> /dev/null &
  tracers+=($!)
done
sleep 1

(cd "$ROOT" && GATEWAY_URL="http://localhost:$((8080 + OFFSET))" BENCH_JWT_PRIVATE_KEY_FILE="$DATA_DIR/keys/jwt-private.pem" \
  BENCH_RATE=20 BENCH_DURATION=5 BENCH_STUDENTS=10 BENCH_PUSH=0 MATHQUEST_PORT_OFFSET="$OFFSET" npm run --silent bench:game > "$OUT/bench.txt")

kill -INT "${tracers[@]}" 2> /dev/null || true
wait "${tracers[@]}" 2> /dev/null || true
after=$(submits)
answers=$((after - before))
[ "$answers" -gt 0 ] || { echo "the game accepted no answers; bench output:" >&2; cat "$OUT/bench.txt" >&2; exit 1; }

calls() { awk -v s="$2" '$NF == s { print $4 }' "$OUT/$1" | head -1; }
echo "socket calls per answer over $answers answers (timers included, see the header)"
printf '%-11s %7s %7s %7s\n' process write writev read
for name in "${names[@]}"; do
  printf '%-11s' "$name"
  for sc in write writev read; do
    n=$(calls "$name" "$sc"); n=${n:-0}
    printf ' %7.2f' "$(echo "$n / $answers" | bc -l)"
  done
  echo
done
