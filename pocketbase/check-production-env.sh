#!/bin/sh
# Outside local development (DEPLOY_ENV=production) the stack must not start
# with a secret anyone can read in .env.example, nor without https. Prints one
# line per wrong variable, naming it, and exits 1. Run by docker-entrypoint.sh
# before PocketBase starts, and by docker-compose.production.yml's `preflight`
# service before any service starts; that one passes --backup to check the
# backup's S3 settings too (docs/backup.md).
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

# The calendar sweep's clock (scripts/sweep.mjs): a moved clock would open and close offers and stays on the wrong days.
if [ -n "${TEST_CLOCK_OFFSET_S:-}" ]; then
  refuse "TEST_CLOCK_OFFSET_S is set: it moves the clock for the calendar sweep's tests only. Remove it from the environment."
fi

# The content editor's own https name (the door serves the admin UI there only).
site_host=$(printf '%s' "${SITE_URL:-}" | sed -E 's#^[a-zA-Z]+://##; s#[/:?#].*$##' | tr 'A-Z' 'a-z')
admin_host=$(printf '%s' "${PB_ADMIN_URL:-}" | sed -E 's#^[a-zA-Z]+://##; s#[/:?#].*$##' | tr 'A-Z' 'a-z')
case "${PB_ADMIN_URL:-}" in
  https://*) [ "$admin_host" != "$site_host" ] || refuse "PB_ADMIN_URL needs a host name of its own (e.g. https://admin.$site_host), not the site's: the door serves the admin UI only there." ;;
  *) refuse "PB_ADMIN_URL must start with https:// (it is '${PB_ADMIN_URL:-}'): the content editor's own address, e.g. https://admin.$site_host." ;;
esac

# Superusers get their second sign-in factor by e-mail (pb_hooks/superuser-mfa.pb.js).
[ -n "${SMTP_HOST:-}" ] || refuse "SMTP_HOST is empty: staff sign in to the content editor with a code sent by e-mail, and guests' requests are mailed to staff. Set the SMTP_* settings in .env."

if [ "${1:-}" = "--backup" ]; then
  for name in BACKUP_S3_BUCKET BACKUP_S3_ACCESS_KEY_ID BACKUP_S3_SECRET_ACCESS_KEY; do
    eval "value=\${$name:-}"
    case "$value" in
      "") refuse "$name is empty. Set it in .env to the S3 service that keeps the backup (docs/backup.md)." ;;
      *change-me*) refuse "$name is still the example value from .env.example. Set the S3 service's own in .env." ;;
    esac
  done
  # The copy holds every guest's request: it travels encrypted, to a service off this machine.
  case "${BACKUP_S3_ENDPOINT:-}" in
    https://*) ;;
    *) refuse "BACKUP_S3_ENDPOINT must start with https:// (it is '${BACKUP_S3_ENDPOINT:-}'): an S3 service off this machine (docs/backup.md)." ;;
  esac
fi

[ "$problems" -eq 0 ]
