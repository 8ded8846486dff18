#!/usr/bin/env bash
# Runs the Spark example on this machine from nothing: a Python venv with pyspark from PyPI,
# Java from the system (installed with apt-get when missing), xmlmap from PATH or built here,
# then the job on local[2].
#
#   Examples/Spark/run-local.sh LIST OUTDIR [xmlmap_job.py options, e.g. --parquet]
set -euo pipefail
if [ $# -lt 2 ]; then
    echo "usage: Examples/Spark/run-local.sh LIST OUTDIR [--parquet] [--partitions N]" >&2
    exit 64
fi
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
list="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
outdir="$2"
shift 2

if ! command -v java >/dev/null 2>&1; then
    echo "installing Java (default-jre-headless) with apt-get" >&2
    (apt-get update -qq && apt-get install -y -qq default-jre-headless) >/dev/null
fi

venv="${SPARK_VENV:-$root/.build/spark-venv}"
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import pyspark" 2>/dev/null; then
    echo "installing pyspark into $venv" >&2
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q pyspark
fi

xmlmap="$(command -v xmlmap || true)"
if [ -z "$xmlmap" ]; then
    echo "building xmlmap (release)" >&2
    swift build -c release --package-path "$root" --product xmlmap >/dev/null
    xmlmap="$(swift build -c release --package-path "$root" --show-bin-path)/xmlmap"
fi

rm -rf "$outdir"
"$venv/bin/python" "$here/xmlmap_job.py" "$list" "$outdir" --master 'local[2]' --xmlmap "$xmlmap" "$@"
echo "wrote $(cat "$outdir"/part-* 2>/dev/null | wc -l) records to $outdir" >&2
