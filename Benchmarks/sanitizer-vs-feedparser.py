#!/usr/bin/env python3
"""XMLMapKit's HTMLSanitizer against feedparser 6, fragment by fragment.

Every HTML fragment feedparser sanitizes while parsing the feeds of ../shared/corpora/feedparser
(served with the headers of http-headers.json) and of Samples/ is recorded with the base and
content type feedparser uses for it (its own call of resolve_relative_uris, in mixin.py `pop`).
For each one, feedparser's output (resolve_relative_uris, then _sanitize_html, as `pop` does;
and resolve_relative_uris alone) is compared with HTMLSanitizer's `sanitize` (and
`resolveLinks`), run through the html-sanitizer tool. Counts of identical and different
fragments are printed per group (sanitize/, base/, the other corpus feeds, Samples/), and each
difference with its reason: one of the deliberate departures from feedparser listed in
HTMLSanitizer's documentation, or 'unexplained'.

Usage: Benchmarks/sanitizer-vs-feedparser.py [HTML_SANITIZER] [--random N] [--show K]
  HTML_SANITIZER: the tool (default Benchmarks/.build/release/html-sanitizer; build it with
  `swift build -c release --package-path Benchmarks --product html-sanitizer`).
  --random N: also compare N generated fragments of hostile and broken markup (seeded).
  --show K: print K differences of each reason (default 2).
Exits 1 when a difference is unexplained.
"""
import collections, glob, json, os, random, re, subprocess, sys

import feedparser
import feedparser.mixin
from feedparser.sanitizer import _sanitize_html
from feedparser.urls import resolve_relative_uris, ACCEPTABLE_URI_SCHEMES

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
corpus = os.path.join(root, '..', 'shared', 'corpora', 'feedparser')
args = sys.argv[1:]
def option(name, default):
    if name in args:
        i = args.index(name); value = args[i + 1]; del args[i:i + 2]; return int(value)
    return default
random_count = option('--random', 0)
show = option('--show', 2)
tool = args[0] if args else os.path.join(root, 'Benchmarks', '.build', 'release', 'html-sanitizer')

# -- the fragments feedparser sanitizes ------------------------------------------------------------
recorded = []
original_resolve = feedparser.mixin.resolve_relative_uris
def recording_resolve(html, base, encoding, type_):
    recorded.append((html, base, type_))
    return original_resolve(html, base, encoding, type_)
feedparser.mixin.resolve_relative_uris = recording_resolve

def group_of(path):
    rel = os.path.relpath(path, corpus)
    if rel.startswith('..'): return 'Samples/'
    for name in ('wellformed/sanitize/', 'wellformed/base/'):
        if rel.startswith(name): return name.split('/')[1] + '/'
    return 'other corpus feeds'

headers = json.load(open(os.path.join(corpus, 'http-headers.json')))
files = sorted(glob.glob(os.path.join(corpus, '**', '*.xml'), recursive=True)) + sorted(glob.glob(os.path.join(root, 'Samples', '*')))
fragments = []  # (group, file, html, base, type)
for path in files:
    start = len(recorded)
    response = {}
    for line in headers.get(os.path.relpath(path, corpus), []):
        key, value = line.split(':', 1); response[key.strip().lower()] = value.strip()
    feedparser.parse(open(path, 'rb').read(), response_headers=response or None)
    fragments += [(group_of(path), path, *call) for call in recorded[start:]]
feedparser.mixin.resolve_relative_uris = original_resolve

# -- generated fragments -----------------------------------------------------------------------------
def generated(count):
    rnd = random.Random(27)
    tags = ['a', 'b', 'p', 'br', 'img', 'div', 'span', 'script', 'style', 'applet', 'svg', 'math', 'mi', 'animate', 'set', 'foreignObject',
            'use', 'iframe', 'embed', 'noscript', 'textarea', 'BR', 'A', 'Img', 'table', 'td', 'font', 'x:y', 'q', 'blockquote', 'form',
            'input', 'source', 'video', 'link', 'frame', 'object', 'mtext', 'g', 'text', 'title', 'area', 'col', 'hr', 'meta']
    names = ['href', 'src', 'HREF', 'style', 'title', 'class', 'rel', 'type', 'onclick', 'onload', 'xlink:href', 'xmlns', 'xmlns:xlink',
             'attributeName', 'to', 'values', 'from', 'action', 'background', 'cite', 'poster', 'longdesc', 'usemap', 'data', 'id', 'alt',
             'width', 'checked', 'lowsrc', 'dynsrc', 'x', '_a', 'a-b', 'a$']
    values = ['x', '/rel', '../up', 'http://ex.com/p?q=1&r=2', 'javascript:alert(1)', 'JAVASCRIPT:x', '&#106;avascript:x',
              'jav&#x09;ascript:x', ' mailto:a@b ', '#frag', 'color: red', 'color: red; background: url(x)', 'font-family: "a b"',
              "font-family: 'a b'", 'expression(alert(1))', 'margin: 0 auto', 'border: 1px solid #fff', 'http://www.w3.org/2000/svg',
              'http://www.w3.org/1998/Math/MathML', 'href', '&amp;', '&copy', '&#39', '&#34', 'a"b', "a'b", 'a<b>c', 'TEXT/HTML', '', '  ',
              'data:text/html,x', '//ex.org/x', 'http:////x', 'vbscript:x', '&colon;', 'a&b', 'x&#x41;', 'été', 'ftp://f/x',
              'fill: red; stroke: blue', 'font: bold 12px/1.5 Arial', 'margin: 10px 1.5em 0 5%', 'border-color: rgb(255, 0, 0)',
              'http://x/a;', 'http://x?', 'http://x/#', 'HTTP://x/', 'https://x/a;b/c;', 'http://x:80/p', 'http://[::1]/', 'http://[::1/',
              'http://x/a?b#', 'http://x/a?#c', 'https://x/a;p?q#f', 'http://x/a/../b', 'http://x', 'https://', 'http://x/\ty',
              'post-1.html', '../a/./b', '?q', 'mailto:x@y', 'feed:http://x', '../../x', './a/../b/.', 'a//b', '/a//b/..', '..', '.',
              '?', '#', 'a?b#c', 'a/b/../../..', '/', '//', 'a/./', 'b/..', '%2e%2e/x', 'café/x', '?a#', 'x#y?z']
    texts = ['hello', 'a < b', 'a > b', '&amp;', '&copy;', '&copy', '&foo;', '&foo', '&#65;', '&#x41;', '&#150;', '&#X6A;', '&#39;',
             '&#34;', '&', '&#', '\u00a0', '\r\n', '\n', ' ', 'café', '<', '>', '"', "'", '/', '!', '?', '-', '--', ']', ']]>', '<!', '<!-',
             '<!--', '-->', '<?', '?>', '<![CDATA[', '<![if x]>', '<![endif]>', '<!DOCTYPE html>', '<!doctype x "y">', '<!DOCTYPE', '<>',
             '</>', '< /a>', '</ b >', '<br/>', '<br />', '<a/>', '<a/b/', '<x/ >', '<BR/>', '<p/>', '&lt;', '=', '#', '<1', '\t',
             '\u2028', '\u3000', '<svg><a xlink:href="x"><text>t</text></a></svg>', '<math><mi href="/x">x</mi></math>', '</svg>']
    alphabet = '<>/!?-[]&#;="\' \nabxAB1\u00a0é:.%()'
    def attribute():
        name, value, r = rnd.choice(names), rnd.choice(values), rnd.random()
        if r < 0.1: return ' ' + name
        if r < 0.55: return ' %s="%s"' % (name, value)
        if r < 0.8: return " %s='%s'" % (name, value)
        return ' %s=%s' % (name, value.replace(' ', ''))
    def piece():
        r = rnd.random()
        if r < 0.08: return ''.join(rnd.choice(alphabet) for _ in range(rnd.randint(1, 12)))
        if r < 0.35:
            end = rnd.choice(['>'] * 14 + ['/>', '/>', ' />', '', '<', '"', '\n>', "'>"])
            return '<' + rnd.choice(tags) + ''.join(attribute() for _ in range(rnd.randint(0, 3))) + end
        if r < 0.5: return '</' + rnd.choice(tags) + rnd.choice(['>', '>', ' >', '', '<'])
        if r < 0.6: return '<!--' + rnd.choice(texts) + rnd.choice(['-->', '--', '-- >', '--!>', ''])
        return rnd.choice(texts)
    for _ in range(count):
        html = ''.join(piece() for _ in range(rnd.randint(1, 8)))
        yield ('generated', None, html, rnd.choice(['', 'http://ex.org/a/b', 'https://ex.org/', 'http://ex.org', 'http://ex.org/a/b/',
                                                    'https://ex.org/a/b?q=1', 'http://ex.org/a;p', 'ftp://ex.org/d/']),
               rnd.choice(['text/html'] * 4 + ['application/xhtml+xml']))
fragments += list(generated(random_count))

# -- both sides ---------------------------------------------------------------------------------------
unique = list(dict.fromkeys((html, base, type_) for _, _, html, base, type_ in fragments))
lines = ''.join(json.dumps({'html': html, 'base': base, 'xhtml': type_ == 'application/xhtml+xml'}) + '\n' for html, base, type_ in unique)
run = subprocess.run([tool, '--jsonl'], input=lines.encode(), capture_output=True)
if run.returncode != 0:
    sys.exit('%s failed: %s' % (tool, run.stderr.decode()[-2000:]))
ours = dict(zip(unique, (json.loads(line) for line in run.stdout.decode().split('\n') if line)))

# -- the reasons a difference may have ----------------------------------------------------------------
URI_ATTRIBUTES = {'action', 'altimg', 'background', 'cite', 'data', 'datasrc', 'dynsrc', 'href', 'icon', 'longdesc', 'lowsrc', 'ping',
                  'poster', 'src', 'usemap', 'vrml', 'xlink:href', 'xml:base'}
NAMED = {'colon;': ':', 'period;': '.', 'plus;': '+', 'Tab;': '\t', 'NewLine;': '\n', 'fjlig;': 'fj'}
def browser_decoded(value):
    """The attribute value as a browser decodes it, as far as a scheme depends on it."""
    def reference(match):
        text = match.group(0)
        if text[1] == '#':
            digits = text[3:] if text[2] in 'xX' else text[2:]
            number = int(digits.rstrip(';'), 16 if text[2] in 'xX' else 10)
            return chr(number) if 0 < number < 0x80 else '\ufffd'
        return NAMED[text[1:]]
    return re.sub(r'&#[xX][0-9a-fA-F]+;?|&#[0-9]+;?|&(?:colon|period|plus|Tab|NewLine|fjlig);', reference, value)
def runs_in_browser(value):
    """Whether a browser would find a scheme outside feedparser's acceptable ones in the value."""
    url = browser_decoded(value).lstrip(''.join(map(chr, range(0x21)))).replace('\t', '').replace('\n', '').replace('\r', '')
    match = re.match(r'([A-Za-z][A-Za-z0-9+.\-]*):', url)
    return bool(match) and match.group(1).lower() not in ACCEPTABLE_URI_SCHEMES
TAG = re.compile(r'<([a-zA-Z][^\s/>]*)((?:\s+[^\s=/>]+="[^"]*")*)(\s*/?)>')
ATTRIBUTE = re.compile(r'\s+([^\s=/>]+)="([^"]*)"')
def emptied_links(html):
    def tag(match):
        def attribute(a):
            return ' %s=""' % a.group(1) if a.group(1) in URI_ATTRIBUTES and runs_in_browser(a.group(2)) else a.group(0)
        return '<' + match.group(1) + ATTRIBUTE.sub(attribute, match.group(2)) + match.group(3) + '>'
    return TAG.sub(tag, html)
def without_scriptable_animations(html):
    def tag(match):
        if match.group(1) not in ('animate', 'set', 'animateColor', 'animateMotion', 'animateTransform'): return match.group(0)
        attributes = dict(ATTRIBUTE.findall(match.group(2)))
        name = browser_decoded(attributes.get('attributeName', '')).strip().lower()
        if not (name.startswith('on') or name.split(':')[-1] == 'href'): return match.group(0)
        kept = ''.join(a.group(0) for a in ATTRIBUTE.finditer(match.group(2)) if a.group(1) not in ('to', 'from', 'values', 'by'))
        return '<' + match.group(1) + kept + match.group(3) + '>'
    return TAG.sub(tag, html)
def without_unsafe_comments(html):
    return re.sub(r'<!--(.*?)-->', lambda m: '' if re.search('[<>]', m.group(1)) else m.group(0), html, flags=re.S)
STEPS = [
    ('link with a scheme a browser would run (feedparser checks href only, and undecoded)', emptied_links),
    ('SVG animation of a link or event handler: values dropped', without_scriptable_animations),
    ('comment holding < or > dropped (a browser may end it early)', without_unsafe_comments),
]
def reasons(html, expected, actual, sanitized):
    """The departures that turn feedparser's output into ours, or ['unexplained']."""
    if re.search(r'<!\[(?![A-Za-z])', html):
        return ['<![ without keyword: escaped (feedparser repeats the whole fragment unsanitized)']
    found, text = [], expected
    if sanitized:
        unparsed = 'text feedparser writes unparsed (tag cut off at the end, SGML short tag) or a < a dropped tag joins to a letter: < escaped'
        for reason, step in [(None, None)] + STEPS:
            if step:
                changed = step(text)
                if changed == text: continue
                found.append(reason); text = changed
            if text.strip() == actual: return found
            if text.strip().replace('&lt;', '<') == actual.replace('&lt;', '<'): return found + [unparsed]
    return ['unexplained']

# -- counts -----------------------------------------------------------------------------------------
counts = collections.defaultdict(collections.Counter)
examples = collections.defaultdict(list)
cases = collections.defaultdict(lambda: collections.defaultdict(bool))
for group, path, html, base, type_ in fragments:
    mine = ours[(html, base, type_)]
    for kind, expected, actual in (
            ('sanitized', _sanitize_html(resolve_relative_uris(html, base, 'utf-8', type_), 'utf-8', type_), mine['sanitized']),
            ('resolved', resolve_relative_uris(html, base, 'utf-8', type_), mine['resolved'])):
        if expected == actual:
            counts[(group, kind)]['identical'] += 1
            continue
        counts[(group, kind)]['different'] += 1
        if path: cases[(group, kind)][path] = True
        for reason in reasons(html, expected, actual, kind == 'sanitized'):
            counts[(group, kind)][reason] += 1
            if len(examples[reason]) < show: examples[reason].append((kind, html, base, type_, expected, actual))
files_by_group = collections.Counter(group_of(path) for path in files)
for group in ('sanitize/', 'base/', 'other corpus feeds', 'Samples/', 'generated'):
    for kind in ('sanitized', 'resolved'):
        c = counts.get((group, kind))
        if not c: continue
        total = c['identical'] + c['different']
        line = '%-18s %-9s %5d fragments: %5d identical, %4d different' % (group, kind, total, c['identical'], c['different'])
        if group in files_by_group and group != 'other corpus feeds':
            line += ' (%d of %d files with a difference)' % (len(cases[(group, kind)]), files_by_group[group])
        print(line)
        for reason, n in sorted(((r, n) for r, n in c.items() if r not in ('identical', 'different')), key=lambda x: -x[1]):
            print('    %5d  %s' % (n, reason))
for reason, shown in examples.items():
    print('\n--', reason)
    for kind, html, base, type_, expected, actual in shown:
        print('  %s %r (base %r, %s)\n    feedparser: %r\n    ours:       %r' % (kind, html[:300], base, type_, expected[:300], actual[:300]))
sys.exit(1 if any(c['unexplained'] for c in counts.values()) else 0)
