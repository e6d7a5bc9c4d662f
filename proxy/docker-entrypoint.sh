#!/bin/sh
# Chooses the front door's servers: https on 8443 (and 8080 answering ACME's
# challenges and redirecting the rest) when a certificate is mounted at
# /etc/nginx/tls or PROXY_TLS=acme (docker-compose.production.yml: the acme
# service's certificate; tls.sh), plain http on 8080 otherwise.
# PROXY_TLS=required refuses to start without a mounted certificate.
set -eu

tls=/etc/nginx/tls
active=/etc/nginx/hotel/active
rm -f "$active"/*.conf

if [ "${PROXY_TLS:-}" = "required" ] && ! { [ -s "$tls/fullchain.pem" ] && [ -s "$tls/privkey.pem" ]; }; then
  echo "Refusing to start: PROXY_TLS=required but no certificate at $tls/fullchain.pem and $tls/privkey.pem (mount TLS_CERT_DIR there)." >&2
  exit 1
fi

code=0
proxy-tls setup || code=$?
case $code in
  # Picks up renewals (and a new certificate in TLS_CERT_DIR) without a restart.
  0) proxy-tls watch & ;;
  10) cp /etc/nginx/hotel/server-http.conf "$active/" ;;
  *) exit "$code" ;;
esac

exec "$@"
