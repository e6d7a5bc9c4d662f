#!/bin/sh
# Outside local development (DEPLOY_ENV=production) the stack must not start
# with a secret anyone can read in .env.example, nor without https. Prints one
# line per wrong variable, naming it, and exits 1. Run by docker-entrypoint.sh
# before PocketBase starts, and by docker-compose.production.yml's `preflight`
# service before any service starts.
set -eu

problems=0
refuse() {
  echo "Refusing to start in production: $1" >&2
  problems=$((problems + 1))
}

for name in PB_SUPERUSER_PASSWORD PB_SITE_PASSWORD REVALIDATE_SECRET; do
  eval "value=\${$name:-}"
  case "$value" in
    "") refuse "$name is empty. Set a long random value in .env." ;;
    # Every example secret in .env.example contains this marker.
    *change-me*) refuse "$name is still the example value from .env.example. Set a long random value in .env." ;;
  esac
done

case "${SITE_URL:-}" in
  https://*) ;;
  *) refuse "SITE_URL must start with https:// (it is '${SITE_URL:-}'), so the site's cookies are Secure." ;;
esac

[ "$problems" -eq 0 ]
