#!/usr/bin/env bash
# The production stack over https, run for real (docker-compose.yml +
# docker-compose.production.yml + scripts/docker/tls-smoke.yml, which puts
# Pebble, Let's Encrypt's test CA, in the CA's place): the first certificate
# issued by ACME for the site's and the editor's names, a renewal the door
# loads while a connection stays open, the CA unreachable (the door keeps its
# certificate and its health says so) and back, a name that does not point
# at the door refused, the editor's name answering the admin UI and the site's
# 404 for /_/, and the grades: testssl.sh and the MDN HTTP Observatory's tests.
# Run by scripts/compose-smoke.sh after its own checks (engine, Compose and
# base images in place); alone: scripts/compose-smoke-tls.sh. Its own project
# name and host ports (SMOKE_TLS_HTTP_PORT, SMOKE_TLS_HTTPS_PORT,
# SMOKE_TLS_PB_PORT); everything it started is removed, volumes included.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

project=${SMOKE_PROJECT:-hotel-smoke}-tls
export WEB_PORT=${SMOKE_TLS_HTTP_PORT:-3380} HTTPS_PORT=${SMOKE_TLS_HTTPS_PORT:-3443} PB_PORT=${SMOKE_TLS_PB_PORT:-8391}
export SITE_URL="https://hotel.test:$HTTPS_PORT" PB_ADMIN_URL="https://admin.hotel.test:$HTTPS_PORT"
random() { openssl rand -hex 24; }
example() { sed -n "s/^$1=//p" "$root/.env.example"; }
export PB_SUPERUSER_EMAIL=admin@example.com PB_SUPERUSER_PASSWORD=$(random) PB_SITE_PASSWORD=$(random) REVALIDATE_SECRET=$(random)
# Production asks for a mail server (superusers' codes); nothing here reads the codes (web/tests/int/superuser-mfa.test.ts does).
export SMTP_HOST=smtp.hotel.test
for name in BACKUP_S3_ENDPOINT BACKUP_S3_BUCKET BACKUP_S3_ACCESS_KEY_ID BACKUP_S3_SECRET_ACCESS_KEY; do
  export "$name=$(example "$name")"
done
work=$(mktemp -d)
export TLS_CERT_DIR="$work/no-host-certificate"
mkdir -p "$TLS_CERT_DIR"
compose=(docker compose --project-name "$project" --env-file /dev/null -f "$root/docker-compose.yml"
  -f "$root/docker-compose.production.yml" -f "$root/scripts/docker/tls-smoke.yml")
started=$SECONDS
timings=()

step() { echo; echo "▸ $*"; }
timed() {
  local label=$1 t0=$SECONDS
  shift
  "$@"
  timings+=("$label: $((SECONDS - t0)) s")
}
fail() { echo "✖ $*" >&2; exit 1; }

cleanup() {
  local code=$?
  set +e
  if [ "$code" -ne 0 ] && docker info >/dev/null 2>&1; then
    "${compose[@]}" ps -a
    "${compose[@]}" logs --no-color --tail 30 acme proxy pebble
  fi
  "${compose[@]}" down --volumes --remove-orphans --timeout 10 >/dev/null 2>&1
  rm -rf "$work"
  if [ ${#timings[@]} -gt 0 ]; then
    echo
    echo "Compose smoke (https) timings:"
    printf '  %s\n' "${timings[@]}" "total: $((SECONDS - started)) s"
  fi
  exit $code
}
trap cleanup EXIT
trap 'exit 130' INT TERM

"${compose[@]}" down --volumes --remove-orphans --timeout 10 >/dev/null 2>&1 || true

step "docker compose up --build --wait: production with Pebble as the ACME CA ($project, :$WEB_PORT and :$HTTPS_PORT)"
up() {
  "${compose[@]}" up --build --wait --wait-timeout 300 --quiet-pull || fail "docker compose up --wait failed"
}
timed "up --build --wait" up

network="${project}_default"
pebble_container=$("${compose[@]}" ps -q pebble)
"${compose[@]}" exec -T pebble wget -q -O - --no-check-certificate https://127.0.0.1:15000/roots/0 >"$work/pebble-root.pem"
grep -q "BEGIN CERTIFICATE" "$work/pebble-root.pem" || fail "no root certificate from Pebble"

export SMOKE_TLS_PB_URL="http://127.0.0.1:$PB_PORT" SMOKE_TLS_CA="$work/pebble-root.pem" SMOKE_TLS_HTTP_PORT=$WEB_PORT SMOKE_TLS_HTTPS_PORT=$HTTPS_PORT SMOKE_TLS_STATE="$work/tls-state.json"
health() { "${compose[@]}" exec -T proxy proxy-healthcheck 2>&1; }
checks() { NODE_EXTRA_CA_CERTS="$work/pebble-root.pem" node scripts/compose-smoke-tls.mjs "$@"; }

tls_checks() {
  step "The first certificate, from the ACME CA over http-01 through the door; the site's and the editor's names"
  checks issued

  step "A renewal, loaded by the door while a connection stays open"
  checks renewed

  step "The CA unreachable: the door keeps its certificate, and its health says so"
  docker network disconnect "$network" "$pebble_container"
  checks ca-down-start
  local out="" code t0=$SECONDS
  while :; do
    code=0
    out=$(health) || code=$?
    [ "$code" -ne 0 ] && grep -q "renewal failing" <<<"$out" && break
    [ $((SECONDS - t0)) -lt 180 ] || fail "the door's health did not report the failing renewal within 180 s: $out"
    sleep 2
  done
  echo "  ✔ the door's health fails, saying: $(tail -1 <<<"$out")"
  checks ca-down-served
  docker network connect --alias pebble --alias elsewhere.hotel.test "$network" "$pebble_container"
  t0=$SECONDS
  until out=$(health); do
    [ $((SECONDS - t0)) -lt 180 ] || fail "the door's health did not recover within 180 s of the CA's return: $out"
    sleep 2
  done
  echo "  ✔ the CA back: renewed, and the door's health passes again ($(tail -1 <<<"$out"))"

  step "A name that does not point at the door (elsewhere.hotel.test) refused"
  local refused
  if refused=$("${compose[@]}" run --rm --no-deps -T acme try elsewhere.hotel.test 2>&1); then
    fail "a certificate was issued for a name that does not point at the door"
  fi
  grep -q "elsewhere.hotel.test" <<<"$refused" || fail "the refusal does not name elsewhere.hotel.test: $(tail -3 <<<"$refused")"
  echo "  ✔ refused by the CA: $(grep -o 'elsewhere.hotel.test[^"]*' <<<"$refused" | tail -1 | cut -c1-200)"
  checks wrong-name

  step "The CA's 90-day certificate, as production has (ACME_PROFILE changed: ordered again at once)"
  SMOKE_ACME_PROFILE=default "${compose[@]}" up -d --no-deps acme >/dev/null 2>&1
  checks long-lived
}
timed "certificates" tls_checks

step "The editor's name and the site's"
timed "editor" checks editor

grades() {
  step "testssl.sh (Debian's $(dpkg-query -W -f '${Version}' testssl.sh 2>/dev/null || echo '?')) against https://hotel.test:$HTTPS_PORT"
  testssl --quiet --color 0 --warnings off --ip 127.0.0.1 --add-ca "$work/pebble-root.pem" \
    -p -s -f -P -S -h -U --jsonfile "$work/testssl.json" "https://hotel.test:$HTTPS_PORT/" >"$work/testssl.log" 2>&1 || true
  node scripts/compose-smoke-tls.mjs testssl "$work/testssl.json" || { tail -40 "$work/testssl.log"; fail "testssl.sh found problems"; }

  step "The MDN HTTP Observatory's tests on / and /en (@mdn/mdn-http-observatory)"
  npm install --silent --no-save --no-audit --no-fund --ignore-scripts --prefix "$work/observatory" @mdn/mdn-http-observatory@1.4.8 >/dev/null
  SMOKE_OBSERVATORY="$work/observatory/node_modules/@mdn/mdn-http-observatory" checks observatory
}
timed "grades" grades

echo
echo "✔ Compose smoke (https) passed"
