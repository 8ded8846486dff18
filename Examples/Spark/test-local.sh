#!/usr/bin/env bash
# Checks the Spark example end to end: 1,000 generated feeds (some broken, one missing) mapped
# by run-local.sh on local[2] give exactly the records of one `xmlmap --files-from` process
# (as multisets: Spark's partitions come back in any order). Prints both times.
#
#   Examples/Spark/test-local.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'PY'
import os, sys
work = sys.argv[1]
os.makedirs(os.path.join(work, "feeds"))
with open(os.path.join(work, "list.txt"), "w") as listing:
    for index in range(1000):
        path = os.path.join(work, "feeds", "feed%04d.xml" % index)
        items = "".join("<item><title>Episode %d.%d</title><guid>%d-%d</guid></item>" % (index, n, index, n) for n in range(index % 5))
        body = '<rss version="2.0"><channel><title>Feed %d</title><link>https://example.com/%d</link><description>d</description>%s</channel></rss>' % (index, index, items)
        if index % 97 == 13:
            body = body[: len(body) // 2]  # cut short: an error record and what was mapped
        with open(path, "w") as feed:
            feed.write(body)
        listing.write(path + "\n")
    listing.write(os.path.join(work, "feeds", "missing.xml") + "\n")
PY

xmlmap="$(command -v xmlmap || true)"
if [ -z "$xmlmap" ]; then
    swift build -c release --package-path "$root" --product xmlmap >/dev/null
    xmlmap="$(swift build -c release --package-path "$root" --show-bin-path)/xmlmap"
fi
milliseconds() { echo $(( $(date +%s%N) / 1000000 )); }
start=$(milliseconds)
"$xmlmap" --format jsonl --files-from "$work/list.txt" --jobs 1 --quiet > "$work/one-process.jsonl" || true
one=$(( $(milliseconds) - start ))
start=$(milliseconds)
"$xmlmap" --format jsonl --files-from "$work/list.txt" --jobs 2 --quiet > "$work/two-jobs.jsonl" || true
two=$(( $(milliseconds) - start ))
start=$(milliseconds)
PATH="$(dirname "$xmlmap"):$PATH" bash "$here/run-local.sh" "$work/list.txt" "$work/spark-out"
spark=$(( $(milliseconds) - start ))

sort "$work/one-process.jsonl" > "$work/a"
cat "$work"/spark-out/part-* | sort > "$work/b"
records=$(wc -l < "$work/a")
if ! cmp -s "$work/a" "$work/b"; then
    echo "FAIL: Spark's records differ from one process's" >&2
    diff "$work/a" "$work/b" | head -20 >&2
    exit 1
fi
cmp -s "$work/one-process.jsonl" "$work/two-jobs.jsonl" || { echo "FAIL: --jobs 2 differs from --jobs 1" >&2; exit 1; }
echo "ok: $records records from 1,001 inputs, identical; one process ${one} ms (--jobs 2: ${two} ms), Spark local[2] ${spark} ms (with its start-up)"
