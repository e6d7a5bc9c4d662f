#!/usr/bin/env bash
# The base images the project's Dockerfiles start from, made on this machine
# under their official names, because no image registry is reachable here:
#   debian:bookworm-slim   debootstrap from the machine's own Debian mirror
#   node:24-bookworm-slim  + Node.js from the npm registry's binary package, npm, user `node` (uid 1000)
#   golang:1.25-bookworm   + the machine's Go toolchain at /usr/local/go
# Outgoing TLS here is intercepted, so these images (and only these, never the
# project's Dockerfiles) trust the machine's CA bundle. Images already present
# are kept. Needs root, debootstrap, a running engine, npm and Go.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=../ci/node-package.sh
. "$here/../ci/node-package.sh"

NODE_VERSION=$NODE_VERSION_FOR_PROJECT
NPM_VERSION=11.21.2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

present() { docker image inspect "$1" >/dev/null 2>&1; }

machine_mirror() {
  local uri=""
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    uri=$(awk '/^URIs:/ { print $2; exit }' /etc/apt/sources.list.d/debian.sources)
  fi
  if [ -z "$uri" ] && [ -f /etc/apt/sources.list ]; then
    uri=$(awk '$1 == "deb" && $2 !~ /^\[/ { print $2; exit }' /etc/apt/sources.list)
  fi
  [ -n "$uri" ] || { echo "no Debian mirror in the machine's apt sources" >&2; return 1; }
  echo "$uri"
}

trust_machine_ca() {
  local rootfs=$1
  mkdir -p "$rootfs/usr/local/share/ca-certificates" "$rootfs/etc/ssl/certs"
  cp /usr/local/share/ca-certificates/*.crt "$rootfs/usr/local/share/ca-certificates/" 2>/dev/null || true
  cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"
}

if ! present debian:bookworm-slim; then
  echo "▸ Making debian:bookworm-slim with debootstrap"
  rootfs="$work/rootfs"
  debootstrap --variant=minbase bookworm "$rootfs" "$(machine_mirror)" >"$work/debootstrap.log" 2>&1 \
    || { tail -20 "$work/debootstrap.log" >&2; exit 1; }
  rm -f "$rootfs/etc/apt/sources.list"
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] && cp "$f" "$rootfs$f"
  done
  # The machine's mirror is a dated snapshot: its Release files are "expired".
  printf 'Acquire::Check-Valid-Until "false";\nAcquire::Check-Date "false";\n' >"$rootfs/etc/apt/apt.conf.d/99snapshot-mirror"
  trust_machine_ca "$rootfs"
  rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/* "$rootfs"/usr/share/doc/* \
    "$rootfs"/usr/share/man/* "$rootfs"/usr/share/locale/* "$rootfs"/var/log/*.log
  tar -C "$rootfs" -c . | docker import -c 'CMD ["bash"]' - debian:bookworm-slim >/dev/null
fi

if ! present node:24-bookworm-slim; then
  echo "▸ Making node:24-bookworm-slim (Node.js $NODE_VERSION, npm $NPM_VERSION)"
  node_dir=$(node_package_dir "$NODE_VERSION")
  mkdir -p "$work/node/npm"
  cp "$node_dir/bin/node" "$work/node/node"
  (cd "$work/node" && npm pack --silent "npm@$NPM_VERSION" >/dev/null && tar -xzf npm-*.tgz -C npm --strip-components=1 && rm npm-*.tgz)
  cat >"$work/node/Dockerfile" <<'DOCKERFILE'
FROM debian:bookworm-slim
RUN groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
DOCKERFILE
  docker build -q -t node:24-bookworm-slim "$work/node" >/dev/null
fi

if ! present golang:1.25-bookworm; then
  echo "▸ Making golang:1.25-bookworm from the machine's Go ($(go version | awk '{print $3}'))"
  mkdir -p "$work/golang"
  cp -a "$(go env GOROOT)" "$work/golang/go"
  rm -rf "$work/golang/go/pkg/obj" "$work/golang/go/test" "$work/golang/go/api"
  cat >"$work/golang/Dockerfile" <<'DOCKERFILE'
FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates git \
 && rm -rf /var/lib/apt/lists/*
COPY go /usr/local/go
ENV GOPATH=/go GOTOOLCHAIN=local PATH=/go/bin:/usr/local/go/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
RUN mkdir -p /go/src /go/bin && chmod -R 1777 /go
WORKDIR /go
DOCKERFILE
  docker build -q -t golang:1.25-bookworm "$work/golang" >/dev/null
fi
