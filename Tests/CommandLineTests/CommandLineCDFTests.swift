import Foundation
import TestSupport
import Testing

/// `xmlmap` on a CDF channel: the `cdf` mapper chosen from the root, its RSS model in `json`,
/// and RSS 2.0 in `xml` that maps back to the same feed (an abstract's base, the channel's
/// `BASE`, as the description's `xml:base`).
@Suite("xmlmap on CDF")
struct CommandLineCDFTests {
    /// A channel with an item and a nested channel, its addresses relative to its `BASE`.
    static let channel = """
        <?xml version="1.0"?>
        <CHANNEL HREF="/" BASE="http://www.example.org/" LASTMOD="2004-04-06T23:05:43-05:00">
          <TITLE>Example channel</TITLE>
          <ABSTRACT>Pages of the week</ABSTRACT>
          <ITEM HREF="monday.html" LASTMOD="2004-04-05T08:00"><TITLE>Monday</TITLE></ITEM>
          <CHANNEL HREF="sports/"><TITLE>Sports</TITLE>
            <ITEM HREF="sports/scores.html"><TITLE>Scores</TITLE><ABSTRACT>All the scores</ABSTRACT></ITEM>
          </CHANNEL>
        </CHANNEL>
        """

    /// The `json` of ``channel`` after its `version`.
    static let fields = """
          "title": "Example channel",
          "link": "http://www.example.org/",
          "description": "Pages of the week",
          "lastBuildDate": "2004-04-07T04:05:43Z",
          "items": [
            {
              "title": "Monday",
              "link": "http://www.example.org/monday.html",
              "updated": "2004-04-05T08:00:00Z"
            },
            {
              "title": "Sports",
              "link": "http://www.example.org/sports/",
              "categories": [
                {
                  "name": "Sports"
                }
              ]
            },
            {
              "title": "Scores",
              "link": "http://www.example.org/sports/scores.html",
              "description": "All the scores",
              "descriptionBase": "http://www.example.org/",
              "categories": [
                {
                  "name": "Sports"
                }
              ]
            }
          ]
        }

        """

    @Test("json: the channel as an RSS feed of version cdf; summary names the cdf mapper")
    func json() throws {
        let output = try Executables.run("xmlmap", ["-"], input: Data(Self.channel.utf8))
        #expect(output.status == 0 && output.standardError.isEmpty)
        #expect(output.standardOutput == "{\n  \"version\": \"cdf\",\n" + Self.fields)
        let summary = try Executables.run("xmlmap", ["--format", "summary", "-"], input: Data(Self.channel.utf8))
        #expect(
            summary.standardOutput == """
                input: -
                mapper: cdf
                title: Example channel
                link: http://www.example.org/
                items: 3
                newest: 2004-04-05T08:00:00Z
                oldest: 2004-04-05T08:00:00Z
                issues: 0

                """)
    }

    @Test("--format xml: RSS 2.0, which maps back strictly to the same feed, version 2.0")
    func xml() throws {
        let output = try Executables.run("xmlmap", ["--format", "xml", "-"], input: Data(Self.channel.utf8))
        #expect(output.status == 0 && output.standardError.isEmpty)
        // The root declares every namespace RSS extensions may use: its line is not the point here.
        let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == #"<?xml version="1.0" encoding="UTF-8"?>"#)
        #expect(lines.count > 2 && lines[1].hasPrefix(#"<rss version="2.0" xmlns:"#))
        #expect(
            lines.dropFirst(2).joined(separator: "\n") == """
                  <channel>
                    <title>Example channel</title>
                    <link>http://www.example.org/</link>
                    <description>Pages of the week</description>
                    <lastBuildDate>Wed, 07 Apr 2004 04:05:43 GMT</lastBuildDate>
                    <item>
                      <title>Monday</title>
                      <link>http://www.example.org/monday.html</link>
                      <dcterms:modified>2004-04-05T08:00:00Z</dcterms:modified>
                    </item>
                    <item>
                      <title>Sports</title>
                      <link>http://www.example.org/sports/</link>
                      <category>Sports</category>
                    </item>
                    <item>
                      <title>Scores</title>
                      <link>http://www.example.org/sports/scores.html</link>
                      <description xml:base="http://www.example.org/">All the scores</description>
                      <category>Sports</category>
                    </item>
                  </channel>
                </rss>

                """)
        let again = try Executables.run("xmlmap", ["--strict", "-"], input: Data(output.standardOutput.utf8))
        #expect(again.status == 0 && again.standardError.isEmpty)
        #expect(again.standardOutput == "{\n  \"version\": \"2.0\",\n" + Self.fields)
    }
}
