# Sourced by .ci/run: a PostgreSQL server on 127.0.0.1:5432 for the integration suite, and a
# role of CI's own that signs in with a password whatever the server's pg_hba rules.
CI_PG_ROLE=formloom_ci
CI_PG_PASSWORD=formloom_ci
CI_PG_HOST=127.0.0.1
CI_PG_PORT="${CI_PG_PORT:-5432}"
CI_PG_CLUSTER="${CI_PG_CLUSTER:-main}"

pg_fail() {
  echo "!!! PostgreSQL: $*" >&2
  echo "!!! The integration suite must run on PostgreSQL too; CI stops here." >&2
  exit 1
}

pg_as_owner() { as_root runuser -u postgres -- "$@"; }

install_postgres() {
  echo "--- installing Debian's postgresql for the integration tests"
  as_root apt-get update || pg_fail "apt-get update failed"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql \
    || pg_fail "apt-get install postgresql failed"
}

start_postgres() {
  local version
  version="$(ls /etc/postgresql 2>/dev/null | sort -V | tail -n 1)"
  [ -n "$version" ] || pg_fail "no cluster under /etc/postgresql to start"
  echo "--- starting PostgreSQL $version (cluster $CI_PG_CLUSTER)"
  as_root pg_ctlcluster --skip-systemctl-redirect "$version" "$CI_PG_CLUSTER" start \
    || pg_fail "pg_ctlcluster $version $CI_PG_CLUSTER start failed (see /var/log/postgresql/)"
  for _ in $(seq 1 30); do
    pg_isready -q -h "$CI_PG_HOST" -p "$CI_PG_PORT" && return 0
    sleep 1
  done
  pg_fail "started, but $CI_PG_HOST:$CI_PG_PORT does not answer after 30 s"
}

# Installs and starts the server when needed, then makes sure CI's role exists.
ensure_postgres() {
  command -v pg_ctlcluster >/dev/null || install_postgres
  pg_isready -q -h "$CI_PG_HOST" -p "$CI_PG_PORT" || start_postgres
  pg_as_owner psql -q -v ON_ERROR_STOP=1 -p "$CI_PG_PORT" -d postgres <<SQL || pg_fail "cannot create the role $CI_PG_ROLE"
SELECT 'CREATE ROLE $CI_PG_ROLE' WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$CI_PG_ROLE')
\gexec
ALTER ROLE $CI_PG_ROLE LOGIN SUPERUSER PASSWORD '$CI_PG_PASSWORD';
SQL
  PGPASSWORD="$CI_PG_PASSWORD" psql -q -h "$CI_PG_HOST" -p "$CI_PG_PORT" -U "$CI_PG_ROLE" \
    -d postgres -c "SELECT 1" >/dev/null || pg_fail "the role $CI_PG_ROLE cannot sign in over TCP"
}
