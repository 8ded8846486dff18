#!/usr/bin/env bash
# Builds XMLMapKit's benchmarks and xmlmap in release mode (plain -O, as users get the
# library) and prints the tables: the contenders on each input, then xmlmap end to end.
#
#   Benchmarks/run.sh [--quick] [--only gpx,rss,atom,catalog,nested,corpus-gpx,corpus-rss,corpus-atom,jobs,gpx-1gb,gpx-model]
#                     [--skip-contenders] [--skip-end-to-end] [--markdown FILE]
#
# --quick: 3 rounds instead of 5 (same inputs). Needs about 2 GB of free disk in $TMPDIR for
# the 1 GB GPX (deleted after) and 1.5 GB of memory; takes about 10 minutes (3 with --quick).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
swift build -c release --package-path "$here" 2>&1 | grep -v "^\[" || true
swift build -c release --package-path "$here" --product xmlmap 2>&1 | grep -v "^\[" || true
bin="$(swift build -c release --package-path "$here" --show-bin-path)"
exec "$bin/xmlmap-benchmarks" --xmlmap "$bin/xmlmap" "$@"
