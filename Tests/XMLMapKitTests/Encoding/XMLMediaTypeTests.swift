import Testing
import XMLMapKit

/// `Content-Type` values read as ``XMLMediaType``: feedparser's odd spellings among them.
@Suite struct XMLMediaTypeTests {
    @Test(
        "the charset is read as HTTP writes it, with the tolerance of feed readers",
        arguments: [
            ("text/xml; charset=windows-1252", "windows-1252"),
            ("application/atom+xml;charset='us-ascii'", "us-ascii"),
            ("application/rss+xml;charset= 'us-ascii'", "us-ascii"),
            ("application/xml;charset= \"us-ascii\"", "us-ascii"),
            ("application/xml;charset = us-ascii", "us-ascii"),
            ("text/xml; CHARSET=\"utf\\-8\" ; q=1", "utf-8"),
            ("text/xml; a=\"x;y\"; charset=koi8-r", "koi8-r"),
            ("text/xml; charset=utf-8; charset=latin1", "utf-8"),
            ("Text/XML;Charset=UTF-8", "UTF-8"),
        ] as [(String, String)])
    func charset(contentType: String, charset: String) throws {
        #expect(try #require(XMLMediaType(contentType)).charset == charset)
    }

    @Test(
        "no charset where there is no charset parameter",
        arguments: ["text/xml", "text/xml;", "text/xml; charset:iso-8859-1", "text/xml; qs=0.9", "text/xml; charset=", "text/xml; charset=\"\""])
    func noCharset(contentType: String) throws {
        #expect(try #require(XMLMediaType(contentType)).charset == nil)
    }

    @Test("the essence is the type and subtype in lower case; the parameters are by name")
    func essenceAndParameters() throws {
        let type = try #require(XMLMediaType(" Application/RSS+XML ; qs=0.9;charset:x; Foo=\"a \\\"b\\\"\""))
        #expect(type.essence == "application/rss+xml")
        #expect(type.parameters == ["qs": "0.9", "foo": "a \"b\""])
    }

    @Test("what is not type/subtype is no media type", arguments: ["", "xml", "text/", "/xml", "text/xml/x", "te xt/xml", "text/x ml"])
    func notAMediaType(contentType: String) {
        #expect(XMLMediaType(contentType) == nil)
    }

    @Test(
        "the XML media types of RFC 7303 and any +xml subtype are XML; others are not",
        arguments: [
            ("application/xml", true), ("text/xml", true), ("application/xml-external-parsed-entity", true),
            ("text/xml-external-parsed-entity", true), ("application/xml-dtd", true), ("application/atom+xml", true),
            ("application/rss+xml", true), ("text/rss+xml", true), ("application/rdf+xml", true), ("text/plain", false),
            ("text/html", false), ("application/octet-stream", false), ("application/json", false), ("application/xml-patch", false),
        ] as [(String, Bool)])
    func isXML(essence: String, isXML: Bool) throws {
        #expect(try #require(XMLMediaType(essence)).isXML == isXML)
    }
}
