#!/usr/bin/env bash
# Docker on a Debian 12 machine that reaches package registries but no image
# registry: Debian's engine (docker.io), plus Compose v2 and buildx built from
# their Go modules as CLI plugins (Debian 12 has only Compose v1, which misreads
# nested defaults and cannot use BuildKit, and no buildx). Every step is skipped
# when already done. Needs root and Go.
#   install-engine.sh [engine|plugins]   (both when no argument)
set -euo pipefail
what=${1:-all}

COMPOSE_VERSION=v2.40.3
BUILDX_VERSION=v0.38.2
plugins="${DOCKER_CONFIG:-$HOME/.docker}/cli-plugins"

if [ "$what" != plugins ] && { ! command -v dockerd >/dev/null 2>&1 || ! command -v debootstrap >/dev/null 2>&1; }; then
  echo "▸ Installing Debian's docker.io and debootstrap"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends docker.io debootstrap >/dev/null
fi

# The plugin's own version command must print the pinned version, so a bump rebuilds it.
build_plugin() {
  local name=$1 module=$2 version=$3 package=$4 version_var=$5
  if [ -x "$plugins/$name" ] && docker "${name#docker-}" version 2>/dev/null | grep -q -- "${version#v}"; then
    return
  fi
  echo "▸ Building $name $version from its Go module"
  local dir
  dir=$(cd / && go mod download -json "$module@$version" | sed -n 's/^\s*"Dir": "\(.*\)",$/\1/p')
  [ -d "$dir" ] || { echo "go mod download gave no directory for $module@$version" >&2; exit 1; }
  mkdir -p "$plugins"
  (cd "$dir" && CGO_ENABLED=0 GOFLAGS=-mod=readonly go build -trimpath \
    -ldflags "-s -w -X $version_var=$version" -o "$plugins/$name.new" "$package")
  mv "$plugins/$name.new" "$plugins/$name"
}

[ "$what" != engine ] || exit 0
build_plugin docker-compose github.com/docker/compose/v2 "$COMPOSE_VERSION" ./cmd github.com/docker/compose/v2/internal.Version
build_plugin docker-buildx github.com/docker/buildx "$BUILDX_VERSION" ./cmd/buildx github.com/docker/buildx/version.Version
