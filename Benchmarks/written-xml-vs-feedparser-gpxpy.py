#!/usr/bin/env python3
"""What xmlmap writes as XML, read by feedparser and gpxpy as they read the original.

Every feed of feedparser's tests, the Podcasting 2.0 example and the samples is written by
`xmlmap --format xml` (RSS as RSS 2.0, Atom as Atom 1.0) and converted by `--format atom` (an
RSS feed) or `--format rss` (an Atom feed); feedparser 6 parses the original and each output, and
the two are compared entry by entry: count, title, link, id, published and updated dates,
enclosures (URL, type, length) and itunes:duration (in seconds). A converted feed is compared
on what its format can hold: Atom derives an id and an updated date that RSS may lack, RSS has
no separate published and updated dates (pubDate is published, else updated).

Every GPX file of the gpx corpora and the sample track is written by `xmlmap --format xml`
(GPX 1.1) and gpxpy parses both: waypoints, routes and tracks, their names, each point's lat,
lon, elevation and time, and the extensions of each point (their element names; GPX 1.0's
speed and course move into Garmin's TrackPointExtension, as GPX 1.1 has no place for them).

Every output must be well-formed (Python's expat, with namespaces). A difference is put in a
category by a rule that looks at the input, printed with its explanation; one that no rule
explains is printed as unexplained, and the script exits 1.

Usage: Benchmarks/written-xml-vs-feedparser-gpxpy.py [XMLMAP]
  (pip install feedparser gpxpy first; without XMLMAP, `swift build -c release --product xmlmap`
  builds it; the corpora are read from ../shared/corpora)
"""
import collections, glob, os, re, subprocess, sys, time, xml.parsers.expat
import xml.etree.ElementTree as ET

import feedparser, gpxpy

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
corpora = os.path.join(root, '..', 'shared', 'corpora')
if len(sys.argv) > 1:
    xmlmap = sys.argv[1]
else:
    subprocess.run(['swift', 'build', '-c', 'release', '--product', 'xmlmap'], cwd=root, check=True, capture_output=True)
    binary = subprocess.run(['swift', 'build', '-c', 'release', '--show-bin-path'], cwd=root, check=True, capture_output=True, text=True)
    xmlmap = os.path.join(binary.stdout.strip(), 'xmlmap')
feeds = sorted(glob.glob(os.path.join(corpora, 'feedparser', '**', '*.xml'), recursive=True))
feeds += sorted(glob.glob(os.path.join(corpora, 'podcast-namespace', '*.xml'))) + [os.path.join(root, 'Samples', n) for n in ('podcast.xml', 'atom.xml')]
tracks = sorted(glob.glob(os.path.join(corpora, 'gpx', '**', '*.gpx'), recursive=True)) + [os.path.join(root, 'Samples', 'track.gpx')]
if len(feeds) < 100 or len(tracks) < 10:
    sys.exit('no corpora at %s (feedparser/ and gpx/ are needed)' % os.path.normpath(corpora))

EXPLANATIONS = {
    'legacy-encoding': 'the original is not UTF-8 (or declares an encoding feedparser reads otherwise): feedparser decodes it '
                       'by its own rules (chardet, Windows-1252 for the whole document); xmlmap reads it as XML says and '
                       'writes UTF-8, so non-ASCII text differs between the two readings of the original, not in ours.',
    'not-read': 'xmlmap reads no feed there (not well-formed past repair, an unknown encoding): nothing is written.',
    'unmodelled-element': 'the value comes from an element the model does not read (an Atom-style <link href> in RSS, '
                          '<item> inside Atom, podcast:liveItem): feedparser finds it in the original; it is not written.',
    'xml-base': 'the original resolves links against xml:base in ways feedparser and xmlmap differ on; ours holds the '
                'links already resolved by xmlmap.',
    'no-rss-updated': 'RSS has one date per item: converted to RSS, an entry\'s updated date is its pubDate when it has no '
                      'published date, and dcterms:modified otherwise, which feedparser reads as updated only then.',
    'derived-for-atom': 'Atom requires an id and an updated date: converted from RSS, an entry without them takes the link '
                        'or enclosure as id and the channel\'s date as updated, where feedparser has none in the original.',
    'gpx10-speed': 'GPX 1.0\'s <speed> and <course> have no place in GPX 1.1: they are written in Garmin\'s '
                   'TrackPointExtension, where gpxpy sees an extension instead of its speed attribute.',
    'zone-written': 'a time written without a zone, which GPX says is UTC and xmlmap reads as UTC: written with its Z, '
                    'where gpxpy keeps the original\'s time without a zone (the same instant).',
    'html-title-as-text': 'an Atom title of type html or xhtml converted to RSS, whose titles are plain text: written as its '
                          'text, where feedparser gives the original\'s HTML source (&#38; for &, <b>…</b>).',
    'link-from-id': 'the entry has no link: feedparser takes its Atom id as the link; converted to RSS, the id is a guid that '
                    'is not a permalink, which feedparser does not take as a link.',
    'link-without-href': 'an Atom <link> without href holding the URL as text: feedparser reads it, the model reads href.',
    'dc-date-as-pubdate': 'an RSS item dated by dc:date: the model reads it as the item\'s pubDate (RSSItem documents it) '
                          'and writes a pubDate, which feedparser reads as published; it reads dc:date as updated.',
    'repeated-element': 'the entry has the element twice: feedparser takes the other one.',
    'nested-element': 'the value is in an element of that name nested in another of the entry (an <image> in a category, '
                      'an <id> in an <image>): feedparser takes it, the model reads the entry\'s own.',
    'bom-original': 'the original starts with a byte order mark, after which gpxpy reads no extension; xmlmap reads them '
                    'and writes them.',
    'sub-millisecond': 'a time with more than millisecond digits: written to the millisecond.',
}

def expat_error(data):
    parser = xml.parsers.expat.ParserCreate(namespace_separator=' ')
    try:
        parser.Parse(data, True)
    except xml.parsers.expat.ExpatError as error:
        return str(error)
    return None

def run(*arguments, data=None):
    done = subprocess.run([xmlmap, *arguments], input=data, capture_output=True)
    return done.returncode, done.stdout

def mapper_of(path):
    status, out = run('--format', 'summary', path)
    match = re.search(rb'^mapper: (\w+)$', out, re.M)
    return match.group(1).decode() if match else None

def seconds(duration):
    if duration is None: return None
    parts = str(duration).strip().split(':')
    try:
        total = 0.0
        for part in parts: total = total * 60 + float(part)
        return round(total)
    except ValueError:
        return str(duration).strip()

def stamp(entry, key):
    parsed = entry.get(key + '_parsed')
    return time.strftime('%Y-%m-%dT%H:%M:%S', parsed) if parsed else None

def entries(result):
    return [{
        'title': e.get('title'), 'link': e.get('link'), 'id': e.get('id'),
        'published': stamp(e, 'published'), 'updated': stamp(e, 'updated'),
        'enclosures': [(x.get('href'), x.get('type'), str(x.get('length')) if x.get('length') else None) for x in e.get('enclosures', [])],
        'duration': seconds(e.get('itunes_duration')),
    } for e in result.entries]

agree = collections.Counter(); total = collections.Counter()
categories = collections.defaultdict(list)

def category(path, data, field, original, ours, conversion, entry=None):
    text = data.decode('utf-8', 'replace')
    if field in ('title', 'count') and (b'encoding=' in data[:200] and not re.search(rb'encoding=["\'](utf-8|us-ascii)["\']', data[:200], re.I) or not is_utf8(data)):
        return 'legacy-encoding'
    if field in ('link', 'id', 'enclosures', 'title', 'count') and ('xml:base' in text or 'Content-Location' in text or 'base/http_' in path): return 'xml-base'
    atom = re.search(r'<(\w+:)?feed\b', text) is not None
    if atom and re.search(r'<(\w+:)?item\b', text): return 'unmodelled-element'
    if not atom and field in ('updated', 'id', 'link', 'enclosures', 'count') and re.search(r'<item\b[^>]*>(?:(?!</item>).)*<(updated|id|link[^>]*href=)', text, re.S):
        return 'unmodelled-element'
    if 'liveItem' in text: return 'unmodelled-element'
    if conversion == 'rss' and field == 'updated': return 'no-rss-updated'
    if conversion == 'rss' and field == 'title' and isinstance(original, str) and re.search(r'[<&]', original): return 'html-title-as-text'
    if field == 'link' and entry is not None and (ours is None and original == entry.get('id') or original is None and ours == entry.get('id')):
        return 'link-from-id'
    if field == 'link' and re.search(r'<link\b(?![^>]*href)[^>]*>', text): return 'link-without-href'
    if field == 'published' and original is None and re.search(r'<dc:date>', text): return 'dc-date-as-pubdate'
    if isinstance(original, str) and nested_only(data, {'link': 'id'}.get(field, field), original): return 'nested-element'
    if isinstance(original, str) and isinstance(ours, str) and repeated(data, field, original, ours): return 'repeated-element'
    return None

def repeated(data, name, first, second):
    """Whether an item or entry has two elements called `name`, one holding `first`, the other `second`."""
    try:
        tree = ET.fromstring(data)
    except ET.ParseError:
        return False
    local = lambda element: element.tag.rsplit('}', 1)[-1]
    for entry in (e for e in tree.iter() if local(e) in ('item', 'entry')):
        texts = [(d.text or '').strip() for d in entry.iter() if local(d) == name] + [d.get('href') for d in entry.iter() if local(d) == name]
        if first in texts and second in texts: return True
    return False

def nested_only(data, name, value):
    """Whether `value` is the text of an element called `name` only deeper than an item's or entry's own children."""
    try:
        tree = ET.fromstring(data)
    except ET.ParseError:
        return False
    local = lambda element: element.tag.rsplit('}', 1)[-1]
    for entry in (e for e in tree.iter() if local(e) in ('item', 'entry')):
        direct = [c for c in entry if local(c) == name and (c.text or '').strip() == value]
        deeper = [d for c in entry for d in c.iter() if d is not c and local(d) == name and (d.text or '').strip() == value]
        if deeper and not direct: return True
    return False

def is_utf8(data):
    try:
        data.decode('utf-8'); return True
    except UnicodeDecodeError:
        return False

def compare_feed(path, data, ours, what, conversion):
    original = entries(feedparser.parse(data))
    written = entries(feedparser.parse(ours))
    total[what + ' entry count'] += 1
    if len(original) == len(written):
        agree[what + ' entry count'] += 1
    else:
        categories[category(path, data, 'count', len(original), len(written), conversion) or 'unexplained'].append((what, path, 'entries', len(original), len(written)))
    for a, b in zip(original, written):
        for field in a:
            if conversion and field == 'duration': continue  # no itunes:duration in Atom
            if conversion == 'atom' and field in ('id', 'updated', 'title') and a[field] is None: continue  # derived, required by Atom
            if conversion == 'rss' and field == 'published' and a[field] is None: continue  # RSS's pubDate is the updated date then
            total[what + ' ' + field] += 1
            if a[field] == b[field]:
                agree[what + ' ' + field] += 1
            else:
                categories[category(path, data, field, a[field], b[field], conversion, a) or 'unexplained'].append((what, path, field, a[field], b[field]))

start = time.time()
for path in feeds:
    mapper = mapper_of(path)
    if mapper not in ('rss', 'atom'): continue
    with open(path, 'rb') as file: data = file.read()
    for format in ('xml', 'atom' if mapper == 'rss' else 'rss'):
        status, ours = run('--format', format, path)
        what = '%s as %s' % (mapper, format if format != 'xml' else mapper)
        total[what + ' written'] += 1
        if not ours:
            # 65: the input could not be read as XML (nothing is written); anything else is a failure.
            categories['not-read' if status == 65 else 'unexplained'].append((what, path, 'status', 0, status)); continue
        error = expat_error(ours)
        total[what + ' well-formed'] += 1
        if error:
            categories['unexplained'].append((what, path, 'well-formed', None, error)); continue
        agree[what + ' well-formed'] += 1
        agree[what + ' written'] += 1
        compare_feed(path, data, ours, what, None if format == 'xml' else format)

def points(gpx):
    out = []
    for w in gpx.waypoints: out.append(('wpt', w))
    for r in gpx.routes:
        for p in r.points: out.append(('rtept', p))
    for t in gpx.tracks:
        for s in t.segments:
            for p in s.points: out.append(('trkpt', p))
    return out

for path in tracks:
    with open(path, 'rb') as file: data = file.read()
    status, ours = run('--format', 'xml', path)
    total['gpx written'] += 1
    if not ours:
        categories['not-read' if status == 65 else 'unexplained'].append(('gpx', path, 'status', 0, status)); continue
    agree['gpx written'] += 1
    total['gpx well-formed'] += 1
    if expat_error(ours):
        categories['unexplained'].append(('gpx', path, 'well-formed', None, expat_error(ours))); continue
    agree['gpx well-formed'] += 1
    try:
        original = gpxpy.parse(data.decode('utf-8', 'replace'))
    except Exception:
        continue
    written = gpxpy.parse(ours.decode('utf-8'))
    names = lambda g: [x.name for x in g.waypoints] + [x.name for x in g.routes] + [x.name for x in g.tracks] + [g.name]
    total['gpx names'] += 1
    if names(original) == names(written): agree['gpx names'] += 1
    else: categories['unexplained'].append(('gpx', path, 'names', names(original), names(written)))
    a, b = points(original), points(written)
    total['gpx point count'] += 1
    if len(a) == len(b): agree['gpx point count'] += 1
    else: categories['unexplained'].append(('gpx', path, 'points', len(a), len(b)))
    for (kind, p), (_, q) in zip(a, b):
        for field in ('latitude', 'longitude', 'elevation', 'time'):
            total['gpx point ' + field] += 1
            x, y = getattr(p, field), getattr(q, field)
            if field == 'time' and x and y and x.tzinfo is None and y.tzinfo is not None and x == y.replace(tzinfo=None):
                categories['zone-written'].append(('gpx', path, field, x, y)); continue
            if field == 'time' and x and y and x.tzinfo and y.tzinfo and abs((x - y).total_seconds()) < 0.001 and x != y:
                categories['sub-millisecond'].append(('gpx', path, field, x, y)); continue
            if x == y: agree['gpx point ' + field] += 1
            else: categories['unexplained'].append(('gpx', path, field, x, y))
        tags = lambda point: sorted(re.sub(r'\{[^}]*\}', '', e.tag) for e in point.extensions)
        total['gpx point extensions'] += 1
        if tags(p) == tags(q) or not p.extensions and not q.extensions:
            agree['gpx point extensions'] += 1
        elif data.startswith(b'\xef\xbb\xbf'):
            categories['bom-original'].append(('gpx', path, 'extensions', tags(p), tags(q)))
        elif getattr(p, 'speed', None) is not None or getattr(p, 'course', None) is not None or b'<speed>' in data or b'<course>' in data:
            categories['gpx10-speed'].append(('gpx', path, 'extensions', tags(p), tags(q)))
        else:
            categories['unexplained'].append(('gpx', path, 'extensions', tags(p), tags(q)))

print('written XML read by feedparser %s and gpxpy %s as they read the original (%.0f s)' % (feedparser.__version__, gpxpy.__version__, time.time() - start))
print()
print('%-34s %9s %9s %8s' % ('what', 'agree', 'of', ''))
for key in sorted(total):
    print('%-34s %9d %9d %7.2f%%' % (key, agree[key], total[key], 100.0 * agree[key] / total[key]))
fields = [key for key in total if not key.endswith(('written', 'well-formed'))]
all_agree, all_total = sum(agree[key] for key in fields), sum(total[key] for key in fields)
print('%-34s %9d %9d %7.2f%%' % ('all values compared', all_agree, all_total, 100.0 * all_agree / all_total))
print()
for name in sorted(categories, key=lambda n: (n == 'unexplained', n)):
    rows = categories[name]
    files = sorted({row[1] for row in rows})
    print('%s: %d differences in %d files' % (name, len(rows), len(files)))
    if name in EXPLANATIONS: print('  ' + EXPLANATIONS[name])
    print('  ' + ', '.join('%s %s: %d' % (what, field, count) for (what, field), count in collections.Counter((row[0], row[2]) for row in rows).most_common()))
    for row in rows[:int(os.environ.get('SHOW', '4')) if name != 'unexplained' else int(os.environ.get('SHOW_UNEXPLAINED', '40'))]:
        print('  %s %s %s: original %r, written %r' % (row[0], os.path.relpath(row[1], corpora), row[2], row[3], row[4]))
sys.exit(1 if categories.get('unexplained') else 0)
