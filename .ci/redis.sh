# Sourced by .ci/run: a Redis on 127.0.0.1:6379 for the tests of rate limits shared by servers.
CI_REDIS_HOST=127.0.0.1
CI_REDIS_PORT="${CI_REDIS_PORT:-6379}"

redis_fail() {
  echo "!!! Redis: $*" >&2
  echo "!!! The shared rate limits must be tested against Redis too; CI stops here." >&2
  exit 1
}

redis_answers() { [ "$(redis-cli -h "$CI_REDIS_HOST" -p "$CI_REDIS_PORT" ping 2>/dev/null)" = "PONG" ]; }

# Installs Debian's redis-server when missing and starts one when none answers.
ensure_redis() {
  if ! command -v redis-cli >/dev/null; then
    echo "--- installing Debian's redis-server for the shared rate-limit tests"
    as_root apt-get update || redis_fail "apt-get update failed"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server \
      || redis_fail "apt-get install redis-server failed"
  fi
  redis_answers && return 0
  echo "--- starting redis-server on $CI_REDIS_HOST:$CI_REDIS_PORT"
  redis-server --bind "$CI_REDIS_HOST" --port "$CI_REDIS_PORT" --save "" --daemonize yes \
    || redis_fail "redis-server did not start"
  for _ in $(seq 1 30); do
    redis_answers && return 0
    sleep 1
  done
  redis_fail "started, but $CI_REDIS_HOST:$CI_REDIS_PORT does not answer after 30 s"
}
