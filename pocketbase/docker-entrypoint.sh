#!/bin/sh
# Container start: in production refuse example secrets (check-production-env.sh),
# apply migrations, then serve. The first superuser is made from
# PB_SUPERUSER_EMAIL / PB_SUPERUSER_PASSWORD by pb_hooks/first-superuser.pb.js
# only while none exists, so a restart never resets a password. The binary and
# pb_data sit beside this script (/pb in the image). Extra arguments go to
# `serve`, so `--http 127.0.0.1:PORT` given later overrides the default address.
set -eu

here=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd)
pocketbase="$here/pocketbase"
data="$here/pb_data"

if [ "${DEPLOY_ENV:-}" = "production" ]; then
  "$here/check-production-env.sh"
fi

"$pocketbase" migrate up --dir "$data"

exec "$pocketbase" serve --dir "$data" --http 0.0.0.0:8090 "$@"
