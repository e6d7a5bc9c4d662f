#!/bin/sh
# The local stand-in for an S3 service (compose only): MinIO with the backup's
# credentials, and the backup's bucket made on start.
#   s3              serve
#   s3 healthcheck  healthy once the bucket exists
set -eu
export MINIO_ROOT_USER="$BACKUP_S3_ACCESS_KEY_ID" MINIO_ROOT_PASSWORD="$BACKUP_S3_SECRET_ACCESS_KEY" MINIO_BROWSER=off
bucket="http://127.0.0.1:9000/$BACKUP_S3_BUCKET"
signed() { curl -fsS -o /dev/null --aws-sigv4 "aws:amz:${BACKUP_S3_REGION:-us-east-1}:s3" --user "$MINIO_ROOT_USER:$MINIO_ROOT_PASSWORD" "$@"; }

if [ "${1:-}" = healthcheck ]; then
  signed -I "$bucket"
  exit
fi

minio server /data --address :9000 --quiet &
pid=$!
trap 'kill -TERM "$pid" 2>/dev/null' TERM INT
until curl -fsS -o /dev/null http://127.0.0.1:9000/minio/health/live; do
  kill -0 "$pid" || exit 1
  sleep 0.5
done
signed -I "$bucket" 2>/dev/null || signed -X PUT "$bucket"
wait "$pid" || true
# After a signal the first wait returns at once; this one waits for MinIO to finish.
wait "$pid" 2>/dev/null || true
