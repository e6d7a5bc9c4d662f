#!/bin/sh
# Container start: apply migrations, make sure the first superuser exists (when
# its e-mail and password are given), then serve. The binary and pb_data sit
# beside this script (/pb in the image). Extra arguments go to `serve`, so
# `--http 127.0.0.1:PORT` given later overrides the default address.
set -eu

here=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd)
pocketbase="$here/pocketbase"
data="$here/pb_data"

"$pocketbase" migrate up --dir "$data"

if [ -n "${PB_SUPERUSER_EMAIL:-}" ] && [ -n "${PB_SUPERUSER_PASSWORD:-}" ]; then
  "$pocketbase" superuser upsert "$PB_SUPERUSER_EMAIL" "$PB_SUPERUSER_PASSWORD" --dir "$data"
else
  echo "PB_SUPERUSER_EMAIL / PB_SUPERUSER_PASSWORD not set: no superuser created; create one in the admin UI." >&2
fi

exec "$pocketbase" serve --dir "$data" --http 0.0.0.0:8090 "$@"
