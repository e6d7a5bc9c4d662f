#!/bin/sh
# Chooses the front door's server: https on 8443 (and 8080 redirecting to it)
# when a certificate is mounted at /etc/nginx/tls, plain http on 8080 otherwise.
# PROXY_TLS=required (docker-compose.production.yml) refuses to start without one.
set -eu

tls=/etc/nginx/tls
active=/etc/nginx/hotel/active
rm -f "$active"/*.conf

if [ -s "$tls/fullchain.pem" ] && [ -s "$tls/privkey.pem" ]; then
  cp /etc/nginx/hotel/server-https.conf "$active/"
elif [ "${PROXY_TLS:-}" = "required" ]; then
  echo "Refusing to start: PROXY_TLS=required but no certificate at $tls/fullchain.pem and $tls/privkey.pem (mount TLS_CERT_DIR there)." >&2
  exit 1
else
  cp /etc/nginx/hotel/server-http.conf "$active/"
fi

exec "$@"
