#!/bin/sh
# The acme service (docker-compose.production.yml), as acme-certificates: one
# certificate for the site's and the editor's host names (SITE_URL,
# PB_ADMIN_URL) from the ACME CA at ACME_CA (Let's Encrypt by default), by
# http-01 through the door's port 80, with lego. Every ACME_CHECK_SECONDS lego
# renews it when due (when the CA's renewal info says so, else a third of its
# life before it expires; lego's defaults); a failed order is tried again
# after 30 s, then twice as long each time. The door picks the new one up
# (proxy/tls.sh) and reloads.
#   acme-certificates run          the loop (the service's command)
#   acme-certificates try NAME...  one order for other names, in a throwaway account, nothing kept
#   acme-certificates deploy       lego's deploy hook: the new pair into /certificates, for the door
# /certificates (shared with the door): fullchain.pem, privkey.pem, status, challenge/.
# /acme (this service only): lego's account and certificates.
set -u

out=/certificates
state=/acme
host_cert=/etc/tls-host

say() { echo "acme: $*"; }
url_host() { printf '%s' "$1" | sed -E 's#^[a-zA-Z]+://##; s#[/?#].*$##; s#:[0-9]+$##' | tr 'A-Z' 'a-z'; }
value() { sed -n "s/^$1=//p" "$out/status" 2>/dev/null | head -1; }
now() { date -u +%Y-%m-%dT%H:%M:%SZ; }

# status: state (ok, failing, files), since (when that state began), issued (certificates installed), message.
write_status() {
  since=$(value since)
  [ "$(value state)" = "$1" ] && [ -n "$since" ] || since=$(now)
  printf 'state=%s\nsince=%s\nissued=%s\nmessage=%s\nchecked=%s\n' "$1" "$since" "${3:-$(value issued)}" "$2" "$(now)" >"$out/status.new"
  mv "$out/status.new" "$out/status"
}

lego_run() {
  path=$1
  shift
  set -- "$@" --server "${ACME_CA:-https://acme-v02.api.letsencrypt.org/directory}" --path "$path" --accept-tos \
    --key-type ec256 --http --http.webroot "$out/challenge" --log.format text
  [ -z "${ACME_EMAIL:-}" ] || set -- "$@" --email "$ACME_EMAIL"
  [ -z "${ACME_PROFILE:-}" ] || set -- "$@" --profile "$ACME_PROFILE"
  lego run "$@"
}

# The reason in lego's last error line, without its time and level.
reason() { grep -E 'level=(ERROR|WARN)|error' "$1" | tail -1 | sed -E 's/^time=[^ ]+ //; s/^level=[A-Z]+ //' | tr -d '\n' | cut -c1-400; }

run() {
  if [ -s "$host_cert/fullchain.pem" ]; then
    say "TLS_CERT_DIR holds a certificate: the door serves that one, and nothing is ordered here."
    write_status files "the host's certificate (TLS_CERT_DIR)"
    exit 0
  fi
  site=$(url_host "${SITE_URL:-}")
  admin=$(url_host "${PB_ADMIN_URL:-}")
  if [ -z "$site" ] || [ -z "$admin" ]; then
    say "SITE_URL and PB_ADMIN_URL must name the site's and the editor's https addresses." >&2
    exit 1
  fi
  mkdir -p "$out/challenge/.well-known/acme-challenge"
  log=/tmp/lego.log
  interval=${ACME_CHECK_SECONDS:-43200}
  first_retry=$((interval < 30 ? interval : 30))
  retry=$first_retry
  while :; do
    wait_for_door "$site"
    if lego_run "$state" --domains "$site" --domains "$admin" --deploy-hook "acme-certificates deploy" >"$log" 2>&1; then
      [ "$(value state)" = ok ] || say "certificate for $site and $admin in place"
      write_status ok "certificate for $site and $admin"
      retry=$first_retry
      sleep "$interval"
    else
      why=$(reason "$log")
      say "ordering or renewing the certificate for $site and $admin failed (next try in $retry s): $why" >&2
      tail -5 "$log" >&2
      write_status failing "$why"
      # Sooner than the next check, but not so often that the CA's limit on failed validations is reached.
      sleep "$retry"
      retry=$((retry * 2))
      [ "$retry" -le "$interval" ] || retry=$interval
    fi
  done
}

# The CA asks the door (port 80) for the challenge: order only once the door answers for the name.
wait_for_door() {
  probe="$(date +%s).$$"
  printf '%s' "$probe" >"$out/challenge/.well-known/acme-challenge/door-check"
  waited=0
  until [ "$(wget -q -T 5 -O - --header "Host: $1" "http://${ACME_DOOR:-proxy:8080}/.well-known/acme-challenge/door-check" 2>/dev/null)" = "$probe" ]; do
    [ $((waited % 60)) -ne 0 ] || say "waiting for the door to answer ACME's challenges for $1 (${ACME_DOOR:-proxy:8080})"
    sleep 2
    waited=$((waited + 2))
  done
  rm -f "$out/challenge/.well-known/acme-challenge/door-check"
}

deploy() {
  cp "$LEGO_HOOK_CERT_KEY_PATH" "$out/privkey.pem.new"
  cp "$LEGO_HOOK_CERT_PATH" "$out/fullchain.pem.new"
  chmod 640 "$out/privkey.pem.new"
  mv "$out/privkey.pem.new" "$out/privkey.pem"
  mv "$out/fullchain.pem.new" "$out/fullchain.pem"
  issued=$(value issued)
  issued=$((${issued:-0} + 1))
  write_status ok "certificate $issued for $LEGO_HOOK_CERT_DOMAINS" "$issued"
  say "certificate $issued for $LEGO_HOOK_CERT_DOMAINS installed"
}

try() {
  [ $# -gt 0 ] || { echo "usage: acme-certificates try NAME..." >&2; exit 2; }
  path=$(mktemp -d)
  for name in "$@"; do set -- "$@" --domains "$name"; shift; done
  mkdir -p "$out/challenge"
  lego_run "$path" "$@"
  code=$?
  rm -rf "$path"
  return $code
}

command=${1:-run}
[ $# -eq 0 ] || shift
case "$command" in
  run) run ;;
  deploy) deploy ;;
  try) try "$@" ;;
  *)
    echo "usage: acme-certificates run|try NAME...|deploy" >&2
    exit 2
    ;;
esac
