#!/usr/bin/env python3
"""Broken feeds, xmlmap against feedparser: every RSS, Atom and iTunes feed of feedparser's tests
(and the bundled samples) broken seven ways (cut at three random places, white space before the
XML declaration, undeclared prefixes, a '<' that starts no markup, an unclosed <b>, a stray end
tag, content after the root). For each, lenient `xmlmap --format summary` must keep at least the
items feedparser keeps from the same bytes.

Usage: Benchmarks/broken-feeds-vs-feedparser.py [XMLMAP]   (pip install feedparser first;
XMLMAP defaults to .build/debug/xmlmap; the corpora are read from ../shared/corpora)
"""
import collections, glob, os, random, re, subprocess, sys, tempfile

import feedparser

random.seed(7)
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
corpora = os.path.join(root, '..', 'shared', 'corpora')
xmlmap = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, '.build', 'debug', 'xmlmap')
files = sorted(sum((glob.glob(os.path.join(corpora, 'feedparser', 'wellformed', folder, '*.xml')) for folder in ('rss', 'atom10', 'itunes')), [])
               + [os.path.join(root, 'Samples', 'podcast.xml'), os.path.join(root, 'Samples', 'atom.xml')])
def mutations(b):
    """The broken versions of `b`, by kind (None where a kind does not apply)."""
    s = b
    out = {}
    m = re.search(rb'<\?xml[^>]*\?>', s)
    out['ws-before-decl'] = b'\n  \n' + s if m and m.start() == 0 else None
    out['undeclared-prefix'] = re.sub(rb'\sxmlns:(itunes|media|dc|content|atom|podcast)="[^"]*"', b'', s)
    if out['undeclared-prefix'] == s: out['undeclared-prefix'] = None
    t = re.search(rb'<title>([^<&]{2,})</title>', s)
    out['lone-lt'] = s[:t.start(1)+1] + b' < ' + s[t.start(1)+1:] if t else None
    out['unclosed-b'] = s[:t.start(1)] + b'A <b>' + s[t.start(1):] if t else None
    e = re.search(rb'</(item|entry)>', s)
    out['stray-end'] = s[:e.end()] + b'</' + e.group(1) + b'>' + s[e.end():] if e else None
    out['trailing-junk'] = s + b'\n<p>junk</p>'
    for k in range(3):
        cut = random.randrange(len(s)//3, len(s)) if len(s) > 10 else 1
        out['cut-%d' % k] = s[:cut]
    return out
def fp_items(data):
    """How many entries feedparser keeps."""
    d = feedparser.parse(data)
    return len(d.entries)
def xm_items(data):
    """How many items or entries xmlmap keeps ('generic' when no feed mapper claims the root)."""
    with tempfile.NamedTemporaryFile(suffix='.xml', delete=False) as f:
        f.write(data); name = f.name
    r = subprocess.run([xmlmap, '--format', 'summary', name], capture_output=True)
    os.unlink(name)
    if r.returncode not in (0, 65): return ('exit', r.returncode, r.stderr[-300:])
    if b'mapper: generic' in r.stdout: return 'generic'
    m = re.search(rb'^(items|entries): (\d+)', r.stdout, re.M)
    return int(m.group(2)) if m else 0
stats = collections.Counter(); bad = collections.defaultdict(list)
for path in files:
    b = open(path, 'rb').read()
    for kind, data in mutations(b).items():
        if data is None: continue
        f, x = fp_items(data), xm_items(data)
        if x == 'generic': continue
        ok = isinstance(x, int) and x >= f
        stats[(kind, ok)] += 1
        if not ok: bad[kind].append((os.path.relpath(path, corpora), f, x, len(data)))
kinds = sorted({k for k, _ in stats})
for k in kinds:
    print('%-18s at least feedparser\'s items: %d of %d' % (k, stats[(k, True)], stats[(k, True)] + stats[(k, False)]))
for k, v in bad.items():
    print('fewer items than feedparser (%s):' % k, v[:4])
sys.exit(1 if bad else 0)
