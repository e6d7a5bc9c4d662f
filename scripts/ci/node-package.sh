# Sourced. The project's Node.js (24 LTS), and node_package_dir VERSION: the official Node.js binary of VERSION,
# unpacked from the npm registry's node-linux-<arch> package into a cache
# folder (downloaded once), for machines whose own Node is older. Prints the
# folder; its bin/node is the binary and include/node the headers.
NODE_VERSION_FOR_PROJECT=24.21.0

node_package_dir() {
  local version=$1 arch
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64) arch=arm64 ;;
    *) echo "no Node.js package for $(uname -m)" >&2; return 1 ;;
  esac
  local dir="${XDG_CACHE_HOME:-$HOME/.cache}/hotel-site/node-$version-linux-$arch"
  if [ ! -x "$dir/bin/node" ]; then
    local tmp
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "node-linux-$arch@$version" >/dev/null)
    mkdir -p "$dir.partial"
    tar -xzf "$tmp"/node-linux-"$arch"-*.tgz -C "$dir.partial" --strip-components=1
    rm -rf "$tmp" "$dir"
    mv "$dir.partial" "$dir"
  fi
  echo "$dir"
}
