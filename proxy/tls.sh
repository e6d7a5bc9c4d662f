#!/bin/sh
# The front door's https (docker-compose.production.yml), as proxy-tls:
#   proxy-tls setup   at start: chooses the certificate, renders the https servers (hotel/server-https.conf);
#                     exits 10 when there is no https to serve (local: plain http)
#   proxy-tls watch   in the background: a new certificate is checked against its key, put in place and
#                     loaded with `nginx -s reload` (graceful: open connections finish on the old workers)
#   proxy-tls health  one line on the certificate for the health check; fails when it has expired, or
#                     when its renewal is failing (the door keeps serving the one it has)
# Certificates: the host's own when TLS_CERT_DIR holds one (mounted at /etc/nginx/tls), else the acme
# service's (/etc/nginx/certificates, a volume it writes; acme/certificates.sh), with a self-signed
# stand-in until the first arrives. nginx serves the copy in /tmp/nginx/tls.
set -eu

host_dir=/etc/nginx/tls
acme_dir=/etc/nginx/certificates
live=/tmp/nginx/tls
template=/etc/nginx/hotel/server-https.conf
active=/etc/nginx/hotel/active
two_years=63072000
one_day=86400

say() { echo "proxy-tls: $*"; }
refuse() {
  echo "Refusing to start: $*" >&2
  exit 1
}

# The host name of a URL, lower case: https://Hotel.example:8443/x -> hotel.example
url_host() { printf '%s' "$1" | sed -E 's#^[a-zA-Z]+://##; s#[/?#].*$##; s#:[0-9]+$##' | tr 'A-Z' 'a-z'; }
url_port() { printf '%s' "$1" | sed -E 's#^[a-zA-Z]+://##; s#[/?#].*$##' | sed -nE 's#^.*:([0-9]+)$#\1#p'; }

has_pair() { [ -s "$1/fullchain.pem" ] && [ -s "$1/privkey.pem" ]; }

# The certificate's public key is the key's: never load a half-written pair.
pair_matches() {
  a=$(openssl x509 -noout -pubkey -in "$1/fullchain.pem" 2>/dev/null) || return 1
  b=$(openssl pkey -pubout -in "$1/privkey.pem" 2>/dev/null) || return 1
  [ -n "$a" ] && [ "$a" = "$b" ]
}

mode() { cat "$live/mode" 2>/dev/null || echo http; }
source_dir() { if [ "$(mode)" = files ]; then echo "$host_dir"; else echo "$acme_dir"; fi; }
status_value() { sed -n "s/^$1=//p" "$acme_dir/status" 2>/dev/null | head -1; }

hsts_max_age() {
  issued=$(status_value issued)
  if [ -n "${HSTS_MAX_AGE:-}" ]; then
    echo "$HSTS_MAX_AGE"
  elif [ "$(mode)" = acme ] && [ "${issued:-0}" -lt 2 ]; then
    echo "$one_day"
  else
    echo "$two_years"
  fi
}

# allow/deny lines for the editor from ADMIN_ALLOWED_NETWORKS (addresses or CIDR ranges, space or comma separated).
admin_allow() {
  networks=$(printf '%s' "${ADMIN_ALLOWED_NETWORKS:-}" | tr ',' ' ')
  [ -n "$(printf '%s' "$networks" | tr -d ' ')" ] || return 0
  for net in $networks; do
    printf '%s' "$net" | grep -Eq '^([0-9]{1,3}(\.[0-9]{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(/[0-9]{1,3})?$' ||
      refuse "ADMIN_ALLOWED_NETWORKS holds '$net', which is not an address or a network such as 203.0.113.0/24."
    printf 'allow %s; ' "$net"
  done
  printf 'deny all;'
}

render() {
  site_host=$(url_host "${SITE_URL:-}")
  admin_host=$(url_host "${PB_ADMIN_URL:-}")
  case "${SITE_URL:-}" in https://*) ;; *) refuse "SITE_URL must be https://your-domain for the door's https (it is '${SITE_URL:-}')." ;; esac
  case "${PB_ADMIN_URL:-}" in https://*) ;; *) refuse "PB_ADMIN_URL must be https://admin.your-domain, the editor's own name (it is '${PB_ADMIN_URL:-}')." ;; esac
  for name in "$site_host" "$admin_host"; do
    printf '%s' "$name" | grep -Eq '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$' ||
      refuse "'$name' (from SITE_URL or PB_ADMIN_URL) is not a host name."
  done
  [ "$site_host" != "$admin_host" ] || refuse "PB_ADMIN_URL needs a host name of its own (e.g. admin.$site_host), not the site's."
  port=$(url_port "$SITE_URL")
  suffix=""
  if [ -n "$port" ] && [ "$port" != 443 ]; then suffix=":$port"; fi
  max_age=$(hsts_max_age)
  printf '%s' "$max_age" | grep -Eq '^[0-9]+$' || refuse "HSTS_MAX_AGE must be a number of seconds (it is '$max_age')."
  allow=$(admin_allow)
  sed -e "s/__SITE_HOST__/$site_host/g" -e "s/__ADMIN_HOST__/$admin_host/g" \
    -e "s/__HTTPS_PORT_SUFFIX__/$suffix/g" -e "s/__HSTS_MAX_AGE__/$max_age/g" \
    -e "s#__ADMIN_ALLOW__#$allow#" "$template" >"$active/server-https.conf.new"
  mv "$active/server-https.conf.new" "$active/server-https.conf"
  echo "$max_age" >"$live/hsts"
}

# Copies the pair from $1 into place, both files renamed into place together.
install_pair() {
  cp "$1/fullchain.pem" "$live/fullchain.pem.new"
  cp "$1/privkey.pem" "$live/privkey.pem.new"
  chmod 600 "$live/privkey.pem.new"
  mv "$live/privkey.pem.new" "$live/privkey.pem"
  mv "$live/fullchain.pem.new" "$live/fullchain.pem"
}

stand_in() {
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 \
    -subj "/CN=$(url_host "${SITE_URL:-localhost}") (waiting for the ACME certificate)" \
    -keyout "$live/privkey.pem" -out "$live/fullchain.pem" >/dev/null 2>&1
  chmod 600 "$live/privkey.pem"
}

describe() {
  # ACME certificates name their hosts only in subjectAltName; the stand-in only in its subject.
  subject=$(openssl x509 -noout -ext subjectAltName -in "$live/fullchain.pem" 2>/dev/null | tail -n +2 | tr -d ' ')
  [ -n "$subject" ] || subject=$(openssl x509 -noout -subject -nameopt RFC2253 -in "$live/fullchain.pem" 2>/dev/null | sed 's/^subject=//')
  issuer=$(openssl x509 -noout -issuer -nameopt RFC2253 -in "$live/fullchain.pem" 2>/dev/null | sed 's/^issuer=//')
  end=$(openssl x509 -noout -enddate -in "$live/fullchain.pem" 2>/dev/null | sed 's/^notAfter=//')
  echo "$subject, from $issuer, valid until $end"
}

setup() {
  mkdir -p "$live"
  if has_pair "$host_dir"; then
    echo files >"$live/mode"
    pair_matches "$host_dir" || refuse "the certificate in TLS_CERT_DIR (fullchain.pem) is not privkey.pem's."
    install_pair "$host_dir"
  elif [ "${PROXY_TLS:-}" = acme ]; then
    echo acme >"$live/mode"
    if has_pair "$acme_dir" && pair_matches "$acme_dir"; then install_pair "$acme_dir"; else stand_in; fi
  else
    exit 10
  fi
  render
  say "$(mode): $(describe); HSTS max-age $(cat "$live/hsts")"
}

# Puts a new certificate (or a new HSTS max-age) in place; true when nginx needs a reload.
refresh() {
  changed=1
  src=$(source_dir)
  if has_pair "$src" && ! cmp -s "$src/fullchain.pem" "$live/fullchain.pem"; then
    if pair_matches "$src"; then
      install_pair "$src"
      changed=0
    fi
  fi
  if [ "$(hsts_max_age)" != "$(cat "$live/hsts" 2>/dev/null)" ]; then changed=0; fi
  [ "$changed" -eq 0 ] || return 1
  render
}

watch() {
  while sleep "${PROXY_TLS_WATCH_SECONDS:-5}"; do
    if refresh; then
      if nginx -t -q 2>/dev/null && nginx -s reload 2>/dev/null; then
        say "loaded $(describe); HSTS max-age $(cat "$live/hsts")"
      else
        say "nginx refused the new configuration; it keeps serving the previous certificate" >&2
      fi
    fi
  done
}

health() {
  m=$(mode)
  [ "$m" != http ] || return 0
  expired=""
  openssl x509 -checkend 0 -noout -in "$live/fullchain.pem" >/dev/null 2>&1 || expired="expired "
  if [ "$m" = acme ]; then
    case "$(status_value state)" in
      failing)
        echo "certificate renewal failing since $(status_value since): $(status_value message); serving the ${expired}certificate $(describe)"
        return 1
        ;;
      ok) ;;
      *)
        echo "waiting for the first certificate from the ACME CA; serving a stand-in: $(describe)"
        return 0
        ;;
    esac
  fi
  echo "certificate ($m): ${expired}$(describe)"
  [ -z "$expired" ]
}

case "${1:-}" in
  setup) setup ;;
  watch) watch ;;
  health) health ;;
  *)
    echo "usage: proxy-tls setup|watch|health" >&2
    exit 2
    ;;
esac
