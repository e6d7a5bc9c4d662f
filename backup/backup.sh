#!/bin/sh
# The backup image's commands (docs/backup.md). Settings come from BACKUP_S3_*
# (.env.example); the copy lives under s3://$BACKUP_S3_BUCKET/$BACKUP_S3_PATH/:
# db/ (Litestream) and storage/ (PocketBase's uploaded files, as they are on disk).
#   replicate  the `backup` service: Litestream copies the database each second;
#              uploaded files are copied every BACKUP_FILES_INTERVAL seconds
#   restore    the `restore` service, before PocketBase starts: into a pb_data
#              without a database only, the files and then the database from
#              the copy; with no copy yet (a first start) it leaves pb_data empty
#   verify [SQL]  restores the newest copy into a scratch directory, checks its
#              integrity and prints what it holds (or the answer to SQL)
set -eu

data=/pb/pb_data
db=$data/data.db
config=/etc/litestream.yml

: "${BACKUP_S3_ENDPOINT:?set BACKUP_S3_ENDPOINT}" "${BACKUP_S3_BUCKET:?set BACKUP_S3_BUCKET}"
: "${BACKUP_S3_ACCESS_KEY_ID:?set BACKUP_S3_ACCESS_KEY_ID}" "${BACKUP_S3_SECRET_ACCESS_KEY:?set BACKUP_S3_SECRET_ACCESS_KEY}"
export BACKUP_S3_REGION="${BACKUP_S3_REGION:-us-east-1}" BACKUP_S3_PATH="${BACKUP_S3_PATH:-hotel}" BACKUP_RETENTION="${BACKUP_RETENTION:-168h}"
files="copy/$BACKUP_S3_BUCKET/$BACKUP_S3_PATH/storage"
export MC_CONFIG_DIR=/tmp/mc

log() { echo "backup: $*"; }

# The MinIO client's name for the S3 service; fails while it cannot be reached.
connect() {
  mc --config-dir "$MC_CONFIG_DIR" alias set copy "$BACKUP_S3_ENDPOINT" "$BACKUP_S3_ACCESS_KEY_ID" "$BACKUP_S3_SECRET_ACCESS_KEY" \
    --api S3v4 --path on >/dev/null
}

# At start-up the S3 service may still be on its way (or briefly away): try for a minute.
with_retries() {
  tries=0
  until "$@"; do
    tries=$((tries + 1))
    if [ "$tries" -ge 30 ]; then
      log "gave up after $tries attempts: $*"
      return 1
    fi
    sleep 2
  done
}

copy_files() {
  while :; do
    if [ -d "$data/storage" ] && { connect && mc --config-dir "$MC_CONFIG_DIR" mirror --quiet --overwrite "$data/storage" "$files" >/dev/null; }; then
      date +%s >/tmp/files-copied
    elif [ ! -d "$data/storage" ]; then
      date +%s >/tmp/files-copied
    else
      log "copying uploaded files failed; trying again in ${BACKUP_FILES_INTERVAL:-10} s"
    fi
    sleep "${BACKUP_FILES_INTERVAL:-10}"
  done
}

case "${1:-replicate}" in
  replicate)
    [ -e "$db" ] || { log "no database at $db yet"; exit 1; }
    log "copying $db to $BACKUP_S3_ENDPOINT/$BACKUP_S3_BUCKET/$BACKUP_S3_PATH every second, files every ${BACKUP_FILES_INTERVAL:-10} s"
    # Litestream stops (and the container restarts) if the file copier ever exits.
    exec litestream replicate -config "$config" -exec "backup copy-files"
    ;;
  copy-files)
    copy_files
    ;;
  restore)
    if [ -e "$db" ]; then
      log "pb_data already has a database: nothing restored"
      exit 0
    fi
    with_retries connect
    scratch="$data/.restoring"
    rm -rf "$scratch"
    mkdir -p "$scratch"
    with_retries litestream restore -config "$config" -if-replica-exists -integrity-check quick -o "$scratch/data.db" "$db"
    if [ ! -e "$scratch/data.db" ]; then
      rm -rf "$scratch"
      log "no copy at $BACKUP_S3_BUCKET/$BACKUP_S3_PATH yet: PocketBase starts with an empty database"
      exit 0
    fi
    # Files first, the database last: a restore cut short leaves no database, so the next start tries again.
    mkdir -p "$data/storage"
    with_retries mc --config-dir "$MC_CONFIG_DIR" mirror --quiet --overwrite "$files" "$data/storage" >/dev/null
    mv "$scratch/data.db" "$db"
    rm -rf "$scratch"
    log "restored $db ($(sqlite3 "$db" 'SELECT count(*) FROM booking_requests') booking requests) and $(find "$data/storage" -type f | wc -l) files"
    ;;
  verify)
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    litestream restore -config "$config" -integrity-check full -o "$scratch/data.db" "$db" >/dev/null
    if [ -n "${2:-}" ]; then
      sqlite3 "$scratch/data.db" "$2"
      exit 0
    fi
    sqlite3 "$scratch/data.db" "SELECT 'booking_requests: ' || count(*) || ', newest ' || ifnull(max(created), '-') FROM booking_requests;
      SELECT 'contact_messages: ' || count(*) || ', newest ' || ifnull(max(created), '-') FROM contact_messages;
      SELECT 'newest content edit: ' || max(updated) FROM (SELECT updated FROM room_types UNION ALL SELECT updated FROM settings UNION ALL SELECT updated FROM offers);"
    connect
    echo "uploaded files in the copy: $(mc --config-dir "$MC_CONFIG_DIR" ls --recursive "$files" | wc -l)"
    echo "integrity: ok"
    ;;
  healthcheck)
    # Unhealthy when the file copy has not succeeded for three rounds (Litestream's own state: docs/backup.md).
    last=$(cat /tmp/files-copied 2>/dev/null || echo 0)
    [ $(($(date +%s) - last)) -le $((3 * ${BACKUP_FILES_INTERVAL:-10} + 30)) ]
    ;;
  *)
    echo "usage: backup replicate|restore|verify [SQL]" >&2
    exit 2
    ;;
esac
