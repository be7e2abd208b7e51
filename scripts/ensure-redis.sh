#!/usr/bin/env bash
# The rate limiter's Redis store is tested against a real Redis server:
# Debian's redis-server. Installs it when missing and we may; else says how.
set -euo pipefail
binary="${REDIS_SERVER_PATH:-redis-server}"
command -v "$binary" >/dev/null 2>&1 && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "redis-server is missing: installing Debian's redis-server package for the rate-limit store tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
  command -v "$binary" >/dev/null 2>&1 && exit 0
fi
echo "redis-server not found. Install it (Debian: apt-get install -y redis-server) or set REDIS_SERVER_PATH." >&2
exit 1
