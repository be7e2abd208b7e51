#!/usr/bin/env bash
# Statements are tested through a transaction pooler, as deployments behind a
# pooled DATABASE_URL run them: Debian's pgbouncer. Installs it when missing
# and we may; else says how.
set -euo pipefail
binary="${PGBOUNCER_PATH:-pgbouncer}"
command -v "$binary" >/dev/null 2>&1 && exit 0
[ -x /usr/sbin/pgbouncer ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "pgbouncer is missing: installing Debian's pgbouncer package for the transaction-pooler tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer >/dev/null
  [ -x /usr/sbin/pgbouncer ] && exit 0
fi
echo "pgbouncer not found. Install it (Debian: apt-get install -y pgbouncer) or set PGBOUNCER_PATH." >&2
exit 1
