#!/usr/bin/env python3
"""Field-by-field agreement of `xmlmap` with podcastparser, gPodder's feed parser.

podcastparser (https://github.com/gpodder/podcastparser) ships about 70 test feeds with the
JSON it expects to produce from each: real-world podcast edge cases (iTunes, Podcasting 2.0,
Media RSS, Podlove chapters, Atom podcasts, HTML descriptions, relative URLs, missing fields).
This script fetches its source distribution from PyPI (pinned), maps every test feed with the
built `xmlmap --format json`, and compares each field podcastparser reads with the model's
field of the same meaning. Its output lists the agreement per field and every difference,
with the reason when it is one of podcastparser's own policies rather than a disagreement
about the feed:

- it drops an episode without a title or guid whose media are not a single file, and makes
  titles from file names and guids from links or media URLs;
- it resolves relative URLs against the feed's URL (here `file://tests/data/…`), which a
  document read from a file does not have, and resolves permalink guids, which the model keeps
  as written (an identifier must not change when a feed moves);
- it keeps the last of several `itunes:image`/`media:thumbnail` and the last transcript,
  truncates chapter starts to whole seconds, lower-cases a person's role and group, and reads
  `payment` links (Flattr) and `<redirect><newLocation>`, which the models do not map.

Usage: Benchmarks/feeds-vs-podcastparser.py [--xmlmap PATH] [--data DIR]
(`--data` points at an unpacked `tests/data`; without it the sdist is downloaded with pip).
Exit status 1 when a field disagrees for a reason not listed above.
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tarfile
import tempfile
from urllib.parse import urljoin

VERSION = "0.6.11"
FEED_BASE = "file://tests/data/"


def fetch_data():
    directory = tempfile.mkdtemp(prefix="podcastparser-")
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--no-binary", ":all:",
         f"podcastparser=={VERSION}", "-d", directory],
        check=True)
    archive = glob.glob(os.path.join(directory, "podcastparser-*.tar.gz"))[0]
    with tarfile.open(archive) as tar:
        tar.extractall(directory, filter="data")
    return os.path.join(directory, f"podcastparser-{VERSION}", "tests", "data")


def squash(text):
    return re.sub(r"\s+", " ", text or "").strip()


def resolved(url):
    """A URL as podcastparser writes it: relative ones resolved against the test feed's URL."""
    return None if url is None else urljoin(FEED_BASE, url)


def text_value(value):
    """An Atom text construct's value, or the string itself."""
    return value.get("value") if isinstance(value, dict) else value


class Tally:
    def __init__(self):
        self.agreed = {}
        self.total = {}
        self.differences = []

    def check(self, feed, field, ours, theirs, policy=None):
        self.total[field] = self.total.get(field, 0) + 1
        if ours == theirs:
            self.agreed[field] = self.agreed.get(field, 0) + 1
        else:
            self.differences.append((feed, field, ours, theirs, policy))


def channel_checks(tally, name, model, expected, source):
    itunes = model.get("itunes", {})
    podcast = model.get("podcast", {})
    title = text_value(model.get("title"))
    if title is not None or expected.get("title") != name:
        tally.check(name, "title", squash(title), expected.get("title"))
    for field, ours in [
        ("new_url", itunes.get("newFeedURL")),  # also from <redirect><newLocation>, an old convention not mapped
        ("type", itunes.get("type")),
        ("itunes_author", itunes.get("author")),
        ("itunes_keywords", itunes.get("keywords")),
        ("explicit", itunes.get("explicit")),
        ("import_prohibited", (podcast.get("locked") or {}).get("isLocked")),
        ("funding_url", ((podcast.get("funding") or [{}])[0]).get("url")),
        ("language", model.get("language")),
        ("generator", text_value(model.get("generator"))),
    ]:
        if field in expected:
            policy = "<redirect><newLocation> is not mapped" if field == "new_url" and ours is None and "<redirect>" in source else None
            tally.check(name, "feed " + field, ours, expected[field], policy)
    if "itunes_owner" in expected:
        tally.check(name, "feed itunes_owner", itunes.get("owner"), expected["itunes_owner"])
    if "itunes_categories" in expected:
        def paths(categories):
            result = []
            for category in categories:
                path = [category["name"]]
                node = category
                while node.get("subcategories"):
                    node = node["subcategories"][0]
                    path.append(node["name"])
                result.append(path)
            return result
        # A category without a name: podcastparser keeps an empty one, the model its subcategories.
        theirs = [[part for part in path if part] for path in expected["itunes_categories"]]
        tally.check(name, "feed itunes_categories", paths(itunes.get("categories", [])), theirs)
    if "cover_url" in expected:
        candidates = {resolved((model.get("image") or {}).get("url")), resolved(itunes.get("image")), resolved(model.get("icon"))}
        tally.check(name, "feed cover_url", expected["cover_url"] if expected["cover_url"] in candidates else sorted(filter(None, candidates)),
                    expected["cover_url"])
    if "link" in expected and expected["link"]:
        link = model.get("link")
        if link is None:
            link = next((l["href"] for l in model.get("links", []) if l.get("rel") == "alternate"), None)
        tally.check(name, "feed link", resolved(link), expected["link"])


def episode_url_list(item):
    urls = [e.get("url") for e in item.get("enclosures", [])]
    urls += [c.get("url") for c in (item.get("media") or {}).get("contents", [])]
    urls += [l["href"] for l in item.get("links", []) if l.get("rel") == "enclosure"]
    return [resolved(u) for u in urls if u]


def item_title(item):
    return squash(text_value(item.get("title"))) if item.get("title") is not None else None


def episode_checks(tally, name, items, episodes):
    kept = []
    for item in items:
        urls = episode_url_list(item)
        guid = (item.get("guid") or {}).get("value") if isinstance(item.get("guid"), dict) else item.get("id")
        link = item.get("link") or next((l["href"] for l in item.get("links", []) if l.get("rel") == "alternate"), None)
        if guid is None and not link and len(set(urls)) != 1:
            continue  # podcastparser's policy: no identity
        if item_title(item) is None and len(urls) != 1:
            continue  # podcastparser's policy: no title to make
        kept.append(item)
    tally.check(name, "episode count", len(kept), len(episodes),
                "max_episodes" if name == "max_episodes" else None)
    for episode in episodes:
        matches = [i for i in kept if item_title(i) == episode.get("title")] or \
                  [i for i in kept if item_title(i) is None and episode_url_list(i) and
                   os.path.splitext(os.path.basename(episode_url_list(i)[0]))[0] == episode.get("title")]
        if not matches:
            continue
        item = matches[0]
        itunes = item.get("itunes", {})
        podcast = item.get("podcast", {})
        media = item.get("media") or {}
        tally.check(name, "enclosure urls", sorted(episode_url_list(item)), sorted(e["url"] for e in episode.get("enclosures", [])))
        tally.check(name, "total_time", int(itunes.get("duration", 0) or 0), episode.get("total_time"))
        published = item.get("pubDate") or item.get("published") or item.get("updated")
        if published:
            from datetime import datetime
            seconds = int(datetime.fromisoformat(published.replace("Z", "+00:00")).timestamp())
        else:
            seconds = 0
        tally.check(name, "published", seconds, episode.get("published"))
        for field, ours in [("season", itunes.get("season")), ("number", itunes.get("episode")),
                            ("type", itunes.get("episodeType")), ("explicit", itunes.get("explicit")),
                            ("itunes_author", itunes.get("author")), ("subtitle", itunes.get("subtitle")),
                            ("chapters_json_url", (podcast.get("chapters") or {}).get("url"))]:
            if field in episode:
                tally.check(name, field, ours, episode[field])
        if "transcript_url" in episode:
            urls = [t.get("url") for t in podcast.get("transcripts", [])]
            tally.check(name, "transcript_url", episode["transcript_url"] if episode["transcript_url"] in urls else urls,
                        episode["transcript_url"])
        if "episode_art_url" in episode:
            urls = [resolved(item.get("image"))] + [resolved(t.get("url")) for t in media.get("thumbnails", [])]
            tally.check(name, "episode_art_url", episode["episode_art_url"] if episode["episode_art_url"] in urls else urls,
                        episode["episode_art_url"])
        if "chapters" in episode:
            tally.check(name, "chapters",
                        [{k: (int(v) if k == "start" else v) for k, v in c.items()} for c in item.get("chapters", [])],
                        episode["chapters"])
        if "persons" in episode:
            # Podcasting 2.0's defaults (role host, group cast; both case-insensitive), which
            # podcastparser fills in and lower-cases, where the model keeps what is written.
            people = [{k: v for k, v in (("name", p.get("name")), ("role", (p.get("role") or "host").lower()),
                                         ("group", (p.get("group") or "cast").lower()),
                                         ("href", p.get("href")), ("img", p.get("img"))) if v is not None}
                      for p in podcast.get("persons", [])]
            theirs = [{k: v for k, v in p.items() if v is not None} for p in episode["persons"]]
            tally.check(name, "persons", people, theirs)
        if episode.get("link"):
            from_guid = not item.get("link") and isinstance(item.get("guid"), dict)
            tally.check(name, "link", resolved(item.get("link") or (item.get("guid") or {}).get("value") if isinstance(item.get("guid"), dict) else item.get("link")) or
                        resolved(next((l["href"] for l in item.get("links", []) if l.get("rel") == "alternate"), None)),
                        episode["link"], "a permalink guid is an identifier, kept as written" if from_guid else None)
        if episode.get("payment_url"):
            tally.check(name, "payment_url", None, episode["payment_url"], "Flattr payment links are not mapped")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--xmlmap", default=".build/release/xmlmap")
    parser.add_argument("--data")
    arguments = parser.parse_args()
    data = arguments.data or fetch_data()
    tally = Tally()
    feeds = 0
    for path in sorted(glob.glob(os.path.join(data, "*.rss"))):
        name = os.path.splitext(os.path.basename(path))[0]
        expected_path = os.path.join(data, name + ".json")
        if not os.path.exists(expected_path):
            continue
        with open(expected_path) as file:
            expected = json.load(file)
        run = subprocess.run([arguments.xmlmap, "--format", "json", path], capture_output=True, text=True)
        if not run.stdout.strip():
            tally.check(name, "mapped", run.stderr.strip()[:200], "a model")
            continue
        feeds += 1
        model = json.loads(run.stdout)
        with open(path, errors="replace") as file:
            source = file.read()
        channel_checks(tally, name, model, expected, source)
        episode_checks(tally, name, model.get("items", model.get("entries", [])), expected.get("episodes", []))
    agreed = sum(tally.agreed.values())
    total = sum(tally.total.values())
    print(f"podcastparser {VERSION} test feeds: {feeds} mapped; {agreed} of {total} field comparisons agree")
    for field in sorted(tally.total):
        print(f"  {field}: {tally.agreed.get(field, 0)} of {tally.total[field]}")
    unexplained = 0
    for feed, field, ours, theirs, policy in tally.differences:
        if policy is None and isinstance(theirs, str) and theirs.startswith(FEED_BASE) and ours == theirs[len(FEED_BASE):]:
            policy = "relative URL resolved against the feed's URL"
        reason = policy or "DISAGREES"
        unexplained += policy is None
        print(f"  {feed}: {field}: xmlmap {ours!r}, podcastparser {theirs!r} ({reason})")
    print(f"{unexplained} unexplained differences")
    return 1 if unexplained else 0


if __name__ == "__main__":
    sys.exit(main())
