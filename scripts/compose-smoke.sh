#!/usr/bin/env bash
# `docker compose up --build --wait` for real, and the smoke test of the
# composed stack (scripts/compose-smoke-checks.mjs) through its published
# ports: PocketBase health, the seed, every public route in both locales
# through the front door, what the front door lets through and what it does
# not, an edit visible within 2 s, a booking stored, the data and the staff's
# password kept across `docker compose restart`, the restore drill (the volume
# deleted and rebuilt from the backup's copy, with the data-loss window and
# the time back measured), 20 guests booking while PocketBase and then the site
# are killed, nothing left after `docker compose down`, the production stack
# over https with its certificate from an ACME CA (scripts/compose-smoke-tls.sh),
# and the production override refusing example secrets.
#
# On a Debian 12 machine without Docker it installs the engine, Compose and
# buildx (scripts/docker/install-engine.sh) and makes the base images
# (scripts/docker/make-base-images.sh); both skip what is already there. It
# starts dockerd when none is running and stops what it started. Its own
# compose project names and host ports (SMOKE_WEB_PORT, SMOKE_PB_PORT) keep it
# clear of other stacks on the machine. Everything it started is removed,
# volumes included, on success and on failure.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

project=${SMOKE_PROJECT:-hotel-smoke}
export WEB_PORT=${SMOKE_WEB_PORT:-3300} PB_PORT=${SMOKE_PB_PORT:-8390}
# The compose file's own defaults (.env.example's values), whatever a local .env says.
compose=(docker compose --project-name "$project" --env-file /dev/null -f "$root/docker-compose.yml")
production=(docker compose --project-name "$project-production" --env-file /dev/null -f "$root/docker-compose.yml" -f "$root/docker-compose.production.yml")
example() { sed -n "s/^$1=//p" "$root/.env.example"; }
export SITE_URL="http://localhost:$WEB_PORT"
for name in PB_SUPERUSER_EMAIL PB_SUPERUSER_PASSWORD PB_SITE_PASSWORD REVALIDATE_SECRET \
  BACKUP_S3_ENDPOINT BACKUP_S3_BUCKET BACKUP_S3_ACCESS_KEY_ID BACKUP_S3_SECRET_ACCESS_KEY; do
  export "$name=$(example "$name")"
done
work=$(mktemp -d)
dockerd_pid=""
started=$SECONDS
timings=()

step() { echo; echo "▸ $*"; }
timed() {
  local label=$1
  shift
  local t0=$SECONDS
  "$@"
  timings+=("$label: $((SECONDS - t0)) s")
}
fail() { echo "✖ $*" >&2; exit 1; }

cleanup() {
  local code=$?
  set +e
  if docker info >/dev/null 2>&1; then
    "${compose[@]}" down --volumes --remove-orphans --timeout 10 >/dev/null 2>&1
    "${production[@]}" down --volumes --remove-orphans --timeout 10 >/dev/null 2>&1
  fi
  if [ -n "$dockerd_pid" ]; then
    kill "$dockerd_pid" 2>/dev/null
    wait "$dockerd_pid" 2>/dev/null
  fi
  rm -rf "$work"
  if [ ${#timings[@]} -gt 0 ]; then
    echo
    echo "Compose smoke timings:"
    printf '  %s\n' "${timings[@]}" "total: $((SECONDS - started)) s"
  fi
  exit $code
}
trap cleanup EXIT
trap 'exit 130' INT TERM

start_dockerd() {
  if docker info >/dev/null 2>&1; then return; fi
  dockerd >"$work/dockerd.log" 2>&1 &
  dockerd_pid=$!
  for _ in $(seq 60); do
    docker info >/dev/null 2>&1 && return
    kill -0 "$dockerd_pid" 2>/dev/null || break
    sleep 1
  done
  tail -20 "$work/dockerd.log" >&2
  fail "dockerd did not start"
}

step "Docker engine (Debian's docker.io)"
timed "engine install" scripts/docker/install-engine.sh engine
step "Compose and buildx CLI plugins"
timed "compose/buildx build" scripts/docker/install-engine.sh plugins
start_dockerd
step "Base images"
timed "base images" scripts/docker/make-base-images.sh

# Left over by an interrupted run.
"${compose[@]}" down --volumes --remove-orphans --timeout 10 >/dev/null 2>&1 || true

now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }
backup_figures=()

# The restore drill (docs/backup.md): what guests and staff wrote reaches the copy; PocketBase and its backup
# die together mid-write; the volume is deleted; `docker compose up` restores it and the site serves it all.
drill() {
  step "Restore drill: booking requests and an edit, then wait for the copy (docs/backup.md)"
  node scripts/compose-smoke-checks.mjs drill-write
  local written marker copied="" on_disk in_copy
  written=$(now)
  marker=$(node -p 'JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).drill.marker' "$SMOKE_STATE")
  for _ in $(seq 60); do
    copied=$("${compose[@]}" run --rm --no-deps -T backup verify \
      "SELECT (SELECT count(*) FROM booking_requests WHERE email LIKE 'drill-%') || ' ' || (SELECT count(*) FROM room_types WHERE name_en = '$marker')" 2>/dev/null || true)
    [ "$copied" = "3 1" ] && break
    sleep 1
  done
  [ "$copied" = "3 1" ] || fail "the drill's booking requests and edit did not reach the copy within 60 s ($copied)"
  local lag
  lag=$(since "$written")
  echo "  ✔ the booking requests and the edit are in the copy ${lag} s after they were acknowledged (verify included)"
  on_disk=$("${compose[@]}" exec -T pocketbase find /pb/pb_data/storage -type f | wc -l)
  for _ in $(seq 30); do
    in_copy=$("${compose[@]}" run --rm --no-deps -T backup verify | sed -n 's/^uploaded files in the copy: //p')
    [ "$in_copy" -ge "$on_disk" ] && break
    sleep 2
  done
  [ "$in_copy" -ge "$on_disk" ] || fail "uploaded files: $in_copy in the copy, $on_disk on the volume"
  echo "  ✔ the uploaded files are in the copy ($in_copy of $on_disk)"

  step "PocketBase and its backup killed together mid-write (the machine is lost); the volume deleted"
  SMOKE_KILL_CONTAINERS="$("${compose[@]}" ps -q pocketbase) $("${compose[@]}" ps -q backup)" \
    node scripts/compose-smoke-checks.mjs drill-stream
  "${compose[@]}" down --timeout 10
  docker volume rm "${project}_pb_data" >/dev/null
  echo "  ✔ volume ${project}_pb_data deleted"

  step "Restore: docker compose up (the restore service fills the empty volume from the copy first)"
  local started_restore rto
  started_restore=$(now)
  "${compose[@]}" up --wait --wait-timeout 300 --no-build >/dev/null || { "${compose[@]}" logs --no-color --tail 40 restore pocketbase; fail "the stack did not start from the copy"; }
  for _ in $(seq 120); do
    curl -fsS "http://127.0.0.1:$WEB_PORT/en/OurRooms" 2>/dev/null | grep -qF "$marker" && break
    sleep 0.5
  done
  rto=$(since "$started_restore")
  "${compose[@]}" logs --no-color restore | grep "backup:" | sed 's/^/  /'
  node scripts/compose-smoke-checks.mjs drill-check | tee "$work/drill.log"
  echo "  time from \`docker compose up\` on an empty volume to the site serving the restored edit (RTO): $rto s"
  backup_figures+=("copy lag (acknowledged to in the copy, verify included): $lag s"
    "RPO (machine lost mid-write): $(sed -n 's/^SMOKE_RPO_SECONDS=//p' "$work/drill.log") s ($(sed -n 's/^SMOKE_RPO_COUNTS=//p' "$work/drill.log"))"
    "RTO (up on an empty volume to the site serving the copy): $rto s")
}

# 20 guests book at once and one service is killed (SIGKILL, as a crash would) mid-flood, then started again.
crash() {
  local service=$1
  step "Crash: 20 guests book at once; $service killed (SIGKILL) mid-flood, started 5 s later"
  SMOKE_CRASH_TARGET=$service SMOKE_KILL_CONTAINER=$("${compose[@]}" ps -q "$service") SMOKE_WEB_CONTAINER=$("${compose[@]}" ps -q web) \
    node scripts/compose-smoke-checks.mjs crash | tee "$work/crash.log"
  "${compose[@]}" up --wait --wait-timeout 120 --no-build >/dev/null
  backup_figures+=("crash, $service killed: $(sed -n "s/^SMOKE_CRASH_[A-Z]*=//p" "$work/crash.log")")
}

step "docker compose up --build --wait ($project, front door :$WEB_PORT, PocketBase 127.0.0.1:$PB_PORT)"
up() {
  if ! "${compose[@]}" up --build --wait --wait-timeout 300 --quiet-pull; then
    "${compose[@]}" ps -a
    "${compose[@]}" logs --no-color --tail 80
    fail "docker compose up --wait failed"
  fi
}
timed "up --build --wait" up

smoke() {
  [ "$("${compose[@]}" ps -a --format '{{.ExitCode}}' seed)" = "0" ] || fail "the seed job did not finish with exit 0"
  [ "$("${compose[@]}" port pocketbase 8090)" = "127.0.0.1:$PB_PORT" ] || fail "PocketBase is not published on 127.0.0.1:$PB_PORT only"
  [ -z "$(docker port "$("${compose[@]}" ps -q web)")" ] || fail "web is published on the host"
  echo "  ✔ seed exited 0; PocketBase published on 127.0.0.1 only; web not published"

  local action
  action=$("${compose[@]}" exec -T web node -e '
    const m = require("./web/.next/server/server-reference-manifest.json");
    for (const [id, e] of Object.entries(m.node)) { const t = JSON.stringify(e); if (t.includes("\"requestBooking\"") && t.includes("booking/actions")) { console.log(id); break; } }')
  [ -n "$action" ] || fail "the booking action's id is not in the image's server-reference-manifest.json"

  export SMOKE_FRONT_URL="http://127.0.0.1:$WEB_PORT" SMOKE_PB_URL="http://127.0.0.1:$PB_PORT" SMOKE_STATE="$work/state.json" SMOKE_BOOKING_ACTION=$action
  node scripts/compose-smoke-checks.mjs up | tee "$work/up.log"
  edit_seconds=$(sed -n 's/^SMOKE_EDIT_TO_VISIBLE_SECONDS=//p' "$work/up.log")
  # After each save the revalidation webhook calls itself again, at the address PocketBase called it at
  # (http://web:3000, web/src/app/api/revalidate/route.ts): those calls must reach it from inside its container.
  sleep 2
  local web_log
  web_log=$("${compose[@]}" logs --no-color web 2>&1)
  grep -q "expired again 1500 ms after the save" <<<"$web_log" && ! grep -q "revalidate: expiring" <<<"$web_log" ||
    fail "the revalidation webhook's repeat calls did not all succeed: $(grep "revalidate:" <<<"$web_log" | tail -5)"
  echo "  ✔ the revalidation webhook's repeat calls after a save reached it ($(grep -c "expired again" <<<"$web_log") calls)"

  step "docker compose stop web (the front door keeps serving what it has, and says to call for the rest)"
  "${compose[@]}" stop --timeout 10 web
  node scripts/compose-smoke-checks.mjs site-down

  step "the seed job started while PocketBase is down (as docker compose restart may start it)"
  local seed_id exit_code
  seed_id=$("${compose[@]}" ps -a -q seed)
  "${compose[@]}" stop --timeout 10 pocketbase
  docker start "$seed_id" >/dev/null
  sleep 3
  [ "$(docker inspect -f '{{.State.Running}}' "$seed_id")" = "true" ] || fail "the seed job gave up while PocketBase was down: $(docker logs --tail 5 "$seed_id" 2>&1)"
  "${compose[@]}" start pocketbase
  exit_code=$(timeout 120 docker wait "$seed_id") || fail "the seed job did not finish within 120 s of PocketBase starting"
  [ "$exit_code" = "0" ] || fail "the seed job exited $exit_code: $(docker logs --tail 5 "$seed_id" 2>&1)"
  docker logs --tail 1 "$seed_id" 2>&1 | grep -q "Seed skipped" || fail "the seed job did not recognise the seeded database"
  echo "  ✔ it waited 3 s for PocketBase, then saw the seeded database and exited 0"

  step "docker compose restart"
  "${compose[@]}" restart --timeout 10
  "${compose[@]}" up --wait --wait-timeout 120 --no-build >/dev/null
  node scripts/compose-smoke-checks.mjs restart

  drill
  crash web
  # The site's limit on all forms together (10 at once, then one every 3 s) full again, as after a quiet half minute.
  sleep 30
  crash pocketbase
  step "The copy after all that: docker compose run --rm backup verify"
  "${compose[@]}" run --rm --no-deps -T backup verify | sed 's/^/  /'

  step "docker compose down"
  "${compose[@]}" down --timeout 10
  local left
  left=$(docker ps -a -q --filter "label=com.docker.compose.project=$project")
  [ -z "$left" ] || fail "containers left after docker compose down: $left"
  echo "  ✔ nothing left running"
}
timed "smoke checks" smoke
timings+=("edit to visible: ${edit_seconds:-?} s" "${backup_figures[@]}")

# The production stack over https, with Pebble as the ACME CA (its own project and ports; timings of its own).
timed "https (production with Pebble)" scripts/compose-smoke-tls.sh

step "The production override refuses example and empty secrets"
refusal() {
  local out
  # .env.example's secrets (exported above), as someone who copied it and changed nothing else would have them.
  if out=$(SITE_URL=https://hotel.example "${production[@]}" up --build --wait --wait-timeout 120 --quiet-pull 2>&1); then
    fail "the production override started with .env.example's secrets"
  fi
  out+=$'\n'$("${production[@]}" logs --no-color preflight 2>&1)
  for name in PB_SUPERUSER_PASSWORD PB_SITE_PASSWORD REVALIDATE_SECRET BACKUP_S3_SECRET_ACCESS_KEY; do
    grep -q "$name is still the example value" <<<"$out" || { echo "$out" | tail -30; fail "the refusal does not name $name"; }
  done
  grep -q "BACKUP_S3_ENDPOINT must start with https://" <<<"$out" || { echo "$out" | tail -30; fail "the refusal does not name BACKUP_S3_ENDPOINT"; }
  echo "  ✔ up refused, naming PB_SUPERUSER_PASSWORD, PB_SITE_PASSWORD, REVALIDATE_SECRET and the backup's S3 secret and plain-http endpoint"
  [ -z "$(docker ps -q --filter "label=com.docker.compose.project=$project-production" --filter status=running)" ] \
    || fail "a production service is running although preflight refused"
  echo "  ✔ no service started"

  if out=$(PB_SITE_PASSWORD='' "${production[@]}" config 2>&1 >/dev/null); then fail "the production override accepted an empty PB_SITE_PASSWORD"; fi
  grep -q "PB_SITE_PASSWORD" <<<"$out" || fail "the refusal of an empty secret does not name it: $out"
  echo "  ✔ an empty PB_SITE_PASSWORD stops compose itself: $(tail -1 <<<"$out")"
  if out=$(BACKUP_S3_SECRET_ACCESS_KEY='' "${production[@]}" config 2>&1 >/dev/null); then fail "the production override started without the backup's S3 secret"; fi
  grep -q "BACKUP_S3_SECRET_ACCESS_KEY" <<<"$out" || fail "the refusal of an empty S3 secret does not name it: $out"
  echo "  ✔ without the backup's S3 credentials compose refuses too: $(tail -1 <<<"$out")"

  # The site's own check, in its image: a production web container with an example secret exits, naming it.
  if out=$("${compose[@]}" run --rm --no-deps -e DEPLOY_ENV=production -e SITE_URL=https://hotel.example -e PB_PUBLIC_URL=https://hotel.example web 2>&1); then
    fail "the web image started in production with .env.example's REVALIDATE_SECRET"
  fi
  grep -q "REVALIDATE_SECRET is still the example value" <<<"$out" || { echo "$out" | tail -20; fail "web's refusal does not name REVALIDATE_SECRET"; }
  echo "  ✔ the web image refuses too, naming REVALIDATE_SECRET"

  if out=$("${compose[@]}" run --rm --no-deps -e PROXY_TLS=required proxy 2>&1); then
    fail "the production proxy started without a certificate"
  fi
  grep -q "no certificate" <<<"$out" || fail "the proxy's refusal does not say why: $out"
  mkdir -p "$work/tls"
  openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost \
    -keyout "$work/tls/privkey.pem" -out "$work/tls/fullchain.pem" >/dev/null 2>&1
  chmod 644 "$work/tls/privkey.pem"
  out=$("${compose[@]}" run --rm --no-deps -v "$work/tls:/etc/nginx/tls:ro" -e SITE_URL=https://hotel.example -e PB_ADMIN_URL=https://admin.hotel.example proxy nginx -t 2>&1) \
    || fail "the proxy's https configuration does not load: $out"
  echo "  ✔ the production proxy refuses to start without a certificate, and loads its https server with one"
  "${production[@]}" down --volumes --remove-orphans --timeout 5 >/dev/null 2>&1
  "${compose[@]}" down --volumes --remove-orphans --timeout 5 >/dev/null 2>&1
}
timed "production refusal" refusal

echo
echo "✔ Compose smoke test passed"
