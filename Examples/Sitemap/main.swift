// sitemap [xmlmap options] INPUT...
//
// `xmlmap` with one more mapper: every built-in mapper plus `SitemapMapper`, a hand-written
// handler for sitemaps.org sitemaps (a format with a default namespace). The code of the DocC
// tutorial "Writing your first mapper":
//
//     sitemap Samples/sitemap.xml                  the sitemap as JSON
//     sitemap --format jsonl Samples/sitemap.xml   one URL a line
//     sitemap --format summary Samples/sitemap.xml
import Mappers
import XMLMapCommandLine
import XMLMapKit
import XMLMapOutput

var registry = XMLMapperRegistry.builtIn
registry.register(SitemapMapper())
XMLMapCommand.main(registry: registry)
