#!/usr/bin/env bash
# Fuzzes XMLMapKit with libFuzzer and AddressSanitizer: builds fuzz-events (the event stream),
# fuzz-mappers (the mappers, parsed whole and pushed in chunks), fuzz-registry (the path
# `xmlmap` takes: the registry reading a descriptor in chunks, every format, the command) and
# fuzz-writer (XMLWriter calls, GPX files, generic JSON and Codable models built from the
# input, written, parsed strictly and mapped back),
# seeds a corpus from ../shared/corpora and Samples/, runs each target for SECONDS (default
# 600) and prints the totals. FUZZ_TARGETS="registry" (a list of events, mappers, registry, writer)
# runs only those. Crashes, timeouts and out-of-memory inputs are saved under
# Fuzz/.artifacts/; minimise one with
# `.build-fuzz/release/fuzz-events -minimize_crash=1 -runs=10000 FILE`.
set -euo pipefail

seconds="${1:-600}"
read -r -a targets <<<"${FUZZ_TARGETS:-events mappers registry writer}"
fuzz="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$fuzz")"
corpora="$root/../shared/corpora"
corpus="$fuzz/.corpus"
artifacts="$fuzz/.artifacts"

# Optimised code (-O, with assertions kept) runs several times faster than a debug build under
# AddressSanitizer, so the fuzzers find more in the same time; FUZZ_CONFIGURATION=debug builds
# them as `swift build -c debug` does.
flags=(-c "${FUZZ_CONFIGURATION:-release}" --package-path "$fuzz" --scratch-path "$fuzz/.build-fuzz"
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -assert-config -Xswiftc Debug)
# A failed build stops the run (pipefail), rather than fuzzing the binaries an earlier build left.
for target in "${targets[@]}"; do
    swift build "${flags[@]}" --product "fuzz-$target" 2>&1 | { grep -v "Cannot export local symbol" || true; }
done
bin="$(swift build "${flags[@]}" --show-bin-path)"
for target in "${targets[@]}"; do test -x "$bin/fuzz-$target"; done

# Seeds: every corpus document once (fuzz-mappers' seeds get a selector byte in front,
# fuzz-registry's a mode and a chunking byte).
seeds="$corpus/seeds"
if [ ! -d "$seeds/registry" ]; then
    rm -rf "$seeds"
    mkdir -p "$seeds/documents" "$seeds/mappers" "$seeds/registry" "$corpus/xmlconf"
    if [ -d "$corpora" ]; then
        zip="$corpora/xmlconf/xmlts20130923.zip"
        if [ -f "$zip" ]; then
            unzip -q -o "$zip" -d "$corpus/xmlconf" 2>/dev/null || python3 -m zipfile -e "$zip" "$corpus/xmlconf"
        fi
        python3 - "$corpora" "$corpus/xmlconf" "$root/Samples" "$seeds" <<'PY'
import json, os, sys
corpora, xmlconf, samples, seeds = sys.argv[1:]
documents = []
for folder in [xmlconf, *(os.path.join(corpora, name) for name in ("feedparser", "gpx", "attacks")), samples]:
    for directory, _, names in os.walk(folder):
        for name in sorted(names):
            if name.rsplit(".", 1)[-1].lower() in ("xml", "gpx", "dtd", "ent", "opml", "xsl", "rss", "atom"):
                with open(os.path.join(directory, name), "rb") as file:
                    documents.append(file.read())
pairs = os.path.join(corpora, "xmltodict", "pairs.json")
if os.path.exists(pairs):
    documents += [pair["xml"].encode() for pair in json.load(open(pairs)) if isinstance(pair.get("xml"), str)]
for index, document in enumerate(documents):
    with open(os.path.join(seeds, "documents", "%05d" % index), "wb") as file:
        file.write(document)
    with open(os.path.join(seeds, "mappers", "%05d" % index), "wb") as file:
        file.write(bytes([index % 16]) + document)
    # Modes cycle through the mappers (and the choice by root), strict, the stops, streaming and
    # the command; the chunking through its four scales and a spread of seeds.
    with open(os.path.join(seeds, "registry", "%05d" % index), "wb") as file:
        file.write(bytes([(index * 0x9D + 5) % 256, (index * 0x35) % 256]) + document)
print("seeded %d documents" % len(documents))
PY
    fi
    for sample in "$root"/Samples/*; do
        cp "$sample" "$seeds/documents/sample-$(basename "$sample")"
    done
fi

# fuzz-writer's inputs are choices, not documents: its seeds are a few byte strings, a first
# byte for each of its checks.
if [ ! -d "$seeds/writer" ]; then
    mkdir -p "$seeds/writer"
    python3 - "$seeds/writer" <<'PY'
import hashlib, os, sys
for index in range(64):
    choices = b"".join(hashlib.sha256(bytes([index, block])).digest() for block in range(1 + index % 8))
    with open(os.path.join(sys.argv[1], "%02d" % index), "wb") as file:
        file.write(bytes([index % 4]) + choices)
PY
fi

# The watchdog (FuzzSupport/Watchdog.swift) saves an input that uses 4 s of processor time or
# 60 s of real time; libFuzzer's -timeout, in real time, is only the last resort, so that a
# machine busy with other work does not make every slow-ish input a timeout.
# Each target runs until its time is up; after a crash, timeout or out-of-memory input
# (saved in .artifacts/TARGET/) it starts again on the corpus it has built so far.
# Swift's own crash backtracer reads the stack in ways AddressSanitizer reports as errors of its
# own; libFuzzer's handler is the one wanted.
export SWIFT_BACKTRACE=enable=no
declare -A totals
for target in "${targets[@]}"; do
    mkdir -p "$corpus/$target" "$artifacts/$target"
    seedFolder="$seeds/documents"
    [ "$target" = mappers ] && seedFolder="$seeds/mappers"
    [ "$target" = registry ] && seedFolder="$seeds/registry"
    [ "$target" = writer ] && seedFolder="$seeds/writer"
    echo "fuzz-$target: ${seconds}s (logs: $artifacts/$target-*.log)"
    start="$(date +%s)"
    runs=0
    for round in $(seq 1 50); do
        left=$((seconds - ($(date +%s) - start)))
        [ "$left" -gt 0 ] || break
        log="$artifacts/$target-$round.log"
        status=0
        FUZZ_ARTIFACT_PREFIX="$artifacts/$target/" "$bin/fuzz-$target" -max_len=65536 -timeout=90 -rss_limit_mb=2048 -max_total_time="$left" \
            -print_final_stats=1 -artifact_prefix="$artifacts/$target/" \
            "$corpus/$target" "$seedFolder" >"$log" 2>&1 || status=$?
        executed="$(grep -oE 'number_of_executed_units: [0-9]+' "$log" | grep -oE '[0-9]+$' || true)"
        [ -n "$executed" ] || executed="$(grep -oE '^#[0-9]+' "$log" | tail -1 | tr -d '#')"
        runs=$((runs + ${executed:-0}))
        [ "$status" -eq 0 ] && break
        echo "fuzz-$target: round $round ended with status $status: $(grep -m1 -E 'ERROR|Fatal error|Test unit written' "$log" || true)"
    done
    elapsed=$(($(date +%s) - start))
    found="$(find "$artifacts/$target" -type f \( -name 'crash-*' -o -name 'leak-*' -o -name 'deadly*' \) | wc -l)"
    hangs="$(find "$artifacts/$target" -type f -name 'timeout-*' | wc -l)"
    ooms="$(find "$artifacts/$target" -type f -name 'oom-*' | wc -l)"
    totals[$target]="$runs executions in ${elapsed}s, $found crashes, $hangs timeouts, $ooms out-of-memory"
    echo "fuzz-$target: ${totals[$target]}"
done

echo "totals:"
for target in "${targets[@]}"; do echo "  fuzz-$target: ${totals[$target]}"; done
