#!/usr/bin/env bash
# Builds XMLMapKit's benchmarks and xmlmap in release mode (plain -O, as users get the
# library) and prints the tables: the contenders on each input, then xmlmap end to end.
#
#   Benchmarks/run.sh [--quick] [--only gpx,rss,atom,catalog,nested,corpus-gpx,corpus-rss,corpus-atom,gpx-encoding,rss-encoding,jobs,gpx-1gb,rss-300mb,gpx-model]
#                     [--skip-contenders] [--skip-encoding] [--skip-end-to-end] [--markdown FILE]
#
# --quick: 3 rounds instead of 5 (same inputs). Needs about 1 GB of free disk in $TMPDIR for
# the 1 GB GPX (deleted after) and 1.5 GB of memory.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
build() {
    local output
    if ! output="$(swift build -c release --package-path "$here" "$@" 2>&1)"; then
        printf '%s\n' "$output" >&2
        exit 1
    fi
}
build
build --product xmlmap
bin="$(swift build -c release --package-path "$here" --show-bin-path)"
exec "$bin/xmlmap-benchmarks" --xmlmap "$bin/xmlmap" "$@"
