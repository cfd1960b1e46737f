# Puts Node 24 LTS first on PATH when the machine's Node is older than 22 (source it).
#
# Node 24 comes from the npm registry as `node-linux-<arch>`, a package that ships the
# official binary and its headers, so no other download host is needed. It is installed
# once into ~/.cache/lab-site (or $LAB_NODE_DIR) and reused.
# Usage: `source tools/node-24.sh` (also used by .ci/run).

lab_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(lab_node_major)" -lt 22 ]; then
  case "$(uname -m)" in
    x86_64) lab_node_arch=x64 ;;
    aarch64 | arm64) lab_node_arch=arm64 ;;
    *) echo "No Node 24 package for $(uname -m): install Node 22+ yourself" >&2; return 1 ;;
  esac
  lab_node_dir="${LAB_NODE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/lab-site/node-24}"
  lab_node_home="$lab_node_dir/node_modules/node-linux-$lab_node_arch"
  if [ ! -x "$lab_node_home/bin/node" ]; then
    echo "Installing Node 24 (node-linux-$lab_node_arch@24 from the npm registry) into $lab_node_dir"
    npm install --prefix "$lab_node_dir" --no-save --no-audit --no-fund --loglevel=error \
      "node-linux-$lab_node_arch@24" >/dev/null || return 1
  fi
  export PATH="$lab_node_home/bin:$PATH"
  # Native addons build against the headers of the Node that runs them.
  export npm_config_nodedir="$lab_node_home"
  hash -r
fi
unset -f lab_node_major
