#!/usr/bin/env python3
"""XMLDecoder with plain Codable models against feedparser and gpxpy, on real files.

Every file of feedparser's tests is decoded by `codable-dump` (Benchmarks/Sources/codable-dump:
the RSS, Atom and GPX models a user writes, every field optional, keys as the elements are
named) and parsed by feedparser 6; every GPX file of the gpx corpora (gpxpy, togeojson) is
decoded the same way and parsed by gpxpy. The two are compared field by field: entry counts,
feed and entry titles and links, enclosure URLs, itunes:duration (where feedparser has one),
well-formedness (a strict
XMLDecoder error against feedparser's bozo flag); GPX waypoint, route and track shapes, point
counts, lat, lon, ele and time. Every disagreement is put in a category by a rule that looks
at the input (printed with its explanation and a few files); one no rule explains is printed
as unexplained, and the script exits 1.

Usage: Benchmarks/codable-vs-feedparser-gpxpy.py [CODABLE-DUMP]
  (pip install feedparser gpxpy first; without CODABLE-DUMP the dumper is built with
  `swift build -c release --package-path Benchmarks --product codable-dump`; the corpora are
  read from ../shared/corpora)
"""
import base64, calendar, collections, datetime, glob, json, os, re, subprocess, sys, urllib.parse
import xml.etree.ElementTree as ET

import feedparser, gpxpy

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
corpora = os.path.join(root, '..', 'shared', 'corpora')
benchmarks = os.path.join(root, 'Benchmarks')
if len(sys.argv) > 1:
    dumper = sys.argv[1]
else:
    subprocess.run(['swift', 'build', '-c', 'release', '--package-path', benchmarks, '--product', 'codable-dump'], check=True, capture_output=True)
    binary = subprocess.run(['swift', 'build', '-c', 'release', '--package-path', benchmarks, '--show-bin-path'], check=True, capture_output=True, text=True)
    dumper = os.path.join(binary.stdout.strip(), 'codable-dump')
feeds = sorted(glob.glob(os.path.join(corpora, 'feedparser', '**', '*.xml'), recursive=True))
tracks = sorted(glob.glob(os.path.join(corpora, 'gpx', '**', '*.gpx'), recursive=True))
if not feeds or not tracks:
    sys.exit('no corpora at %s (feedparser/ and gpx/ are needed)' % os.path.normpath(corpora))

def decoded(paths):
    """codable-dump's line for each file, by path."""
    out = {}
    for start in range(0, len(paths), 200):
        run = subprocess.run([dumper] + paths[start:start + 200], capture_output=True, check=True)
        for line in run.stdout.splitlines():
            dump = json.loads(line)
            out[dump['file']] = dump
    return out

ours = decoded(feeds + tracks)
def short(path): return os.path.relpath(path, corpora)

# Agreement counts and the disagreements by category.
agree = collections.Counter(); total = collections.Counter()
categories = collections.defaultdict(list)
EXPLANATIONS = {
    'not-xml': 'XMLMapKit cannot read the bytes as XML even leniently (an unknown encoding name, an XML declaration after a '
               'comment, no root element); feedparser falls back to a loose parser. Nothing to decode.',
    'legacy-encoding': 'bytes that are not UTF-8 in a document that declares UTF-8 or nothing: feedparser re-decodes the whole '
                       'document as Windows-1252; lenient XMLMapKit keeps the runs that are valid UTF-8 and reads only the '
                       'invalid bytes as Windows-1252, so multi-byte runs come out differently (both are mojibake).',
    'markup-children': 'the title has child elements (type="xhtml", or markup not escaped): a String is the element\'s own '
                       'text (as in XMLCoder); feedparser serialises the inner markup.',
    'base64': 'base64 text (Atom 0.3 mode="base64", an Atom 1.0 type that is not text): feedparser decodes it, a String is '
              'the text as written.',
    'date-elsewhere': 'the dated model reads RSS pubDate and Atom updated (0.3: modified); feedparser also takes the date '
                      'from dc:date, dcterms:issued or dcterms:modified, or Atom published or issued.',
    'repeated-element': 'the element is repeated in the entry: a key reads the first, feedparser keeps the last.',
    'id-from-rdf-about': 'an RSS 1.0 item has no guid: feedparser takes its rdf:about as the id; the model reads guid.',
    'unresolvable-url': 'a permalink guid that is not a URL (http://example.c[o.test/): feedparser drops it when urljoin '
                        'rejects it; a String is the text as written.',
    'item-in-atom': 'an <item> in an Atom feed: feedparser takes any item or entry as an entry, the Atom model reads <entry>.',
    'html-reserialised': 'type="html" text: feedparser sanitises and re-serialises the HTML (escapes &, quotes attributes, '
                         'reorders them); a String is the text as written.',
    'title-elsewhere': 'the model has no title element there: feedparser takes it from dc:title, media:title, an upper-case '
                       '<TITLE>, or a <title> nested inside another element of the item.',
    'prefixed-rss': 'the RSS elements carry a prefix (<r:channel>, <rss:item>): keys match names as written, XMLCoder\'s '
                    'convention (shouldProcessNamespaces matches local names); feedparser matches namespaces.',
    'link-from-id': 'there is no link element: feedparser uses the Atom id or the RSS permalink guid as the link (even '
                    'an id nested in another element).',
    'link-without-href': 'an Atom <link> without href holding the URL as text: feedparser reads the text, the model reads '
                         'the href attribute.',
    'lone-empty-list-element': 'a lone empty <trkseg/> (or <rte/>) under a list key decodes as an empty list, XMLCoder\'s '
                               'convention (XMLDecoderTests.emptyElements); gpxpy keeps an empty segment. No point differs.',
}
def disagree(category, where, ours_value, theirs):
    categories[category].append((where, ours_value, theirs))

def element_tree(path):
    try:
        return ET.parse(path).getroot()
    except (ET.ParseError, ValueError):
        return None

def local(tag): return tag.rsplit('}', 1)[-1]

def namespace(tag): return tag[1:].split('}', 1)[0] if tag.startswith('{') else ''

def containers(tree, entry_index):
    """The feed level (entry_index None: the root and its channel) or the entry_index-th item or entry of `tree`."""
    if tree is None: return None
    levels = [tree] + [c for c in tree if local(c.tag) == 'channel']
    if entry_index is None: return levels
    items = [e for c in levels for e in c if local(e.tag) in ('item', 'entry')]
    return [items[entry_index]] if entry_index < len(items) else None

def source_elements(tree, entry_index, name):
    """The elements named `name`, in the feed's own namespace, directly at the feed level or in an entry."""
    levels = containers(tree, entry_index)
    if levels is None: return None
    return [e for c in levels for e in c if local(e.tag) == name and namespace(e.tag) == namespace(c.tag)]

def is_utf8(data):
    try:
        data.decode('utf-8'); return True
    except UnicodeDecodeError:
        return False

def title_category(data, tree, entry_index, ours_value, theirs):
    if not is_utf8(data.lstrip(b'\xef\xbb\xbf')): return 'legacy-encoding'
    if re.search(rb'<\w+:channel\b', data): return 'prefixed-rss'
    titles = source_elements(tree, entry_index, 'title')
    if titles is not None and not titles: return 'title-elsewhere'
    if not titles: return None
    title = titles[0]
    if title.get('mode') == 'base64' or not (title.get('type') or 'text').startswith(('text', 'html', 'xhtml')):
        try:
            if base64.b64decode(ours_value or '').decode('utf-8') == theirs: return 'base64'
        except ValueError:
            pass
    if len(title): return 'markup-children'
    if title.get('type') in ('html', 'text/html') or title.get('mode') == 'escaped': return 'html-reserialised'
    return None

def link_category(data, tree, entry_index, ours_value, theirs, ids):
    if re.search(rb'<\w+:channel\b', data): return 'prefixed-rss'
    links = source_elements(tree, entry_index, 'link') or []
    if any(link.get('href') is None and (link.text or '').strip() for link in links): return 'link-without-href'
    nested_ids = {(e.text or '').strip() for c in containers(tree, entry_index) or [] for e in c.iter() if local(e.tag) in ('id', 'guid')}
    if ours_value is None and (theirs in ids or theirs in nested_ids): return 'link-from-id'
    return None

def unresolvable(url):
    """Whether urljoin (which feedparser resolves links and permalink guids with) rejects `url`."""
    try:
        urllib.parse.urljoin('http://example.test/', url or '')
        return False
    except ValueError:
        return True

def date_category(tree, entry_index, kind, ours_value):
    names = ('pubDate',) if kind == 'rss' else ('updated', 'modified')
    elements = [e for name in names for e in source_elements(tree, entry_index, name) or []]
    if ours_value is None and not elements: return 'date-elsewhere'
    if len(elements) > 1: return 'repeated-element'
    return None

def atom_link(links, rel='alternate'):
    """feedparser's rule: the first link whose rel is `rel` (a missing rel is alternate)."""
    for link in links or []:
        if (link.get('rel') or 'alternate') == rel: return link.get('href')
    return None

def feed_link(dump, links):
    return (links[0].get('href') if links else None) if dump['kind'] == 'rss' else atom_link(links)

for path in feeds:
    data = open(path, 'rb').read()
    theirs = feedparser.parse(data)
    ours_dump = ours[path]
    if not (theirs.version.startswith('rss') or theirs.version.startswith('atom')) and ours_dump['kind'] == 'other':
        continue
    total['files'] += 1
    if ours_dump['kind'] not in ('rss', 'atom') or ours_dump.get('error'):
        disagree('not-xml', short(path), ours_dump.get('error', '')[:90], theirs.version)
        continue
    agree['files'] += 1
    tree = element_tree(path)
    total['well-formed'] += 1
    if bool(ours_dump.get('strictError')) == bool(theirs.bozo): agree['well-formed'] += 1
    else: disagree(None, short(path), ours_dump.get('strictError'), repr(theirs.get('bozo_exception')))
    items = ours_dump.get('items') or []
    total['entry counts'] += 1
    if len(items) == len(theirs.entries): agree['entry counts'] += 1
    else:
        atom_items = ours_dump['kind'] == 'atom' and tree is not None and any(local(e.tag) == 'item' for e in tree)
        category = 'prefixed-rss' if re.search(rb'<\w+:(item|channel)\b', data) else 'item-in-atom' if atom_items else None
        disagree(category, short(path), len(items), len(theirs.entries))
    pairs = [(None, {'title': ours_dump.get('title'), 'link': ours_dump.get('link')}, theirs.feed)]
    pairs += [(index, item, entry) for index, (item, entry) in enumerate(zip(items, theirs.entries))]
    for index, mine, their in pairs:
        level = 'feed' if index is None else 'entry'
        where = short(path) + ('' if index is None else ' #%d' % (index + 1))
        total[level + ' titles'] += 1
        if (mine.get('title') or '') == (their.get('title') or ''): agree[level + ' titles'] += 1
        else:
            category = title_category(data, tree, index, mine.get('title'), their.get('title'))
            disagree(category, where + ' title', mine.get('title'), their.get('title'))
        total[level + ' links'] += 1
        link = feed_link(ours_dump, mine.get('link'))
        if (link or '') == (their.get('link') or ''): agree[level + ' links'] += 1
        else:
            ids = {their.get('id'), their.get('guid')}
            disagree(link_category(data, tree, index, link, their.get('link'), ids), where + ' link', link, their.get('link'))
        if index is None: continue
        total['enclosure URL lists'] += 1
        mine_urls = [url or '' for url in mine['enclosures']]
        their_urls = [enclosure.get('href') or '' for enclosure in their.get('enclosures', [])]
        if mine_urls == their_urls: agree['enclosure URL lists'] += 1
        else: disagree(link_category(data, tree, index, None, None, set()), where + ' enclosures', mine_urls, their_urls)
        total['entry ids'] += 1
        their_id = their.get('id')
        if (mine.get('id') or '') == (their_id or ''): agree['entry ids'] += 1
        else:
            item = (containers(tree, index) or [None])[0]
            about = item is not None and mine.get('id') is None and any(k.endswith('}about') for k in item.attrib)
            disagree('id-from-rdf-about' if about else 'unresolvable-url' if not their_id and unresolvable(mine.get('id')) else None,
                     where + ' id', mine.get('id'), their_id)
        their_enclosures = their.get('enclosures', [])
        if ours_dump['kind'] == 'rss':
            total['enclosure lengths and types'] += 1
            mine_details = list(zip(mine.get('enclosureLengths', []), mine.get('enclosureTypes', [])))
            their_details = [(e.get('length'), e.get('type')) for e in their_enclosures]
            if mine_details == their_details: agree['enclosure lengths and types'] += 1
            else: disagree(None, where + ' enclosure lengths and types', mine_details, their_details)
        # The dated model reads RSS pubDate (feedparser's published) and Atom updated or modified (its updated);
        # feedparser keeps whole seconds.
        their_date = their.get('published_parsed' if ours_dump['kind'] == 'rss' else 'updated_parsed')
        if their_date is not None or mine.get('date') is not None:
            total['entry dates (Date, .feedDate)'] += 1
            expected = calendar.timegm(their_date) if their_date else None
            mine_date = int(mine['date'] // 1) if mine.get('date') is not None else None
            if mine_date == expected: agree['entry dates (Date, .feedDate)'] += 1
            else: disagree(date_category(tree, index, ours_dump['kind'], mine_date), where + ' date', mine_date or ours_dump.get('datesError'), expected)
        if their.get('itunes_duration') is not None:
            total['itunes:duration'] += 1
            if mine.get('duration') == their['itunes_duration']: agree['itunes:duration'] += 1
            else: disagree(None, where + ' itunes:duration', mine.get('duration'), their['itunes_duration'])

def gpxpy_time(point):
    if point.time is None: return None
    time = point.time if point.time.tzinfo else point.time.replace(tzinfo=datetime.timezone.utc)
    return time.timestamp()

for path in tracks:
    dump = ours[path]
    total['GPX files'] += 1
    theirs = gpxpy.parse(open(path, 'rb').read().decode('utf-8-sig'))
    if dump.get('error'):
        disagree(None, short(path), dump['error'][:120], 'gpxpy read it')
        continue
    agree['GPX files'] += 1
    their_shape = (len(theirs.waypoints), [len(r.points) for r in theirs.routes], [[len(s.points) for s in t.segments] for t in theirs.tracks])
    our_shape = (len(dump['waypoints']), [len(r) for r in dump['routes']], [[len(s) for s in t] for t in dump['tracks']])
    total['GPX shapes (waypoints, routes, segments)'] += 1
    if their_shape == our_shape: agree['GPX shapes (waypoints, routes, segments)'] += 1
    else:
        without_empty = ([n for n in their_shape[1] if n], [[n for n in t if n] for t in their_shape[2]])
        lone_empty = ([n for n in our_shape[1] if n], [[n for n in t if n] for t in our_shape[2]]) == without_empty
        disagree('lone-empty-list-element' if lone_empty and our_shape[0] == their_shape[0] else None, short(path), our_shape, their_shape)
    their_points = list(theirs.waypoints) + [p for r in theirs.routes for p in r.points] + [p for t in theirs.tracks for s in t.segments for p in s.points]
    our_points = dump['waypoints'] + [p for r in dump['routes'] for p in r] + [p for t in dump['tracks'] for s in t for p in s]
    total['GPX point counts'] += 1
    if len(our_points) == len(their_points): agree['GPX point counts'] += 1
    else: disagree(None, short(path), len(our_points), len(their_points))
    for index, (mine, their) in enumerate(zip(our_points, their_points)):
        where = '%s point %d' % (short(path), index + 1)
        for field, value, expected in (('lat', mine['lat'], their.latitude), ('lon', mine['lon'], their.longitude), ('ele', mine.get('ele'), their.elevation)):
            total['GPX ' + field] += 1
            if value == expected: agree['GPX ' + field] += 1
            else: disagree(None, where + ' ' + field, value, expected)
        total['GPX time'] += 1
        time, expected = mine.get('time'), gpxpy_time(their)
        if (time is None and expected is None) or (time is not None and expected is not None and abs(time - expected) < 0.0005): agree['GPX time'] += 1
        else: disagree(None, where + ' time', time, expected)

print('Plain Codable models decoded by XMLDecoder, against feedparser %s and gpxpy %s' % (feedparser.__version__, gpxpy.__version__))
for key in total:
    print('  %-44s agree %5d of %5d' % (key, agree[key], total[key]))
unexplained = categories.pop(None, [])
print('Disagreements by category:')
for category, cases in sorted(categories.items(), key=lambda kv: -len(kv[1])):
    print('  %s (%d): %s' % (category, len(cases), EXPLANATIONS[category]))
    for where, mine, theirs in cases[:3]:
        print('      %s: ours %r, theirs %r' % (where, str(mine)[:60] if mine is not None else None, str(theirs)[:60] if theirs is not None else None))
print('Unexplained: %d' % len(unexplained))
for where, mine, theirs in unexplained[:20]:
    print('      %s: ours %r, theirs %r' % (where, mine, theirs))
sys.exit(1 if unexplained else 0)
