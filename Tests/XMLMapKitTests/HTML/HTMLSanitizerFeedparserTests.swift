#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import Testing

@testable import XMLMapKit

/// ``HTMLSanitizer`` gives what feedparser 6.0.14 gives: each pair is an input and feedparser's
/// output for it, checked by running feedparser (`resolve_relative_uris` then `_sanitize_html`,
/// as its `pop` does, content type `text/html` unless said otherwise). Every HTML fragment of
/// feedparser's own tests is compared by `Benchmarks/sanitizer-vs-feedparser.py`.
@Suite("HTMLSanitizer, as feedparser")
struct HTMLSanitizerFeedparserTests {
    /// An input fragment, the base it is resolved against, and feedparser's output.
    struct Pair: CustomTestStringConvertible, Sendable {
        /// The fragment.
        let html: String
        /// The base URI (`nil`: none, feedparser's empty base).
        let base: String?
        /// feedparser's output.
        let expected: String

        /// A pair.
        init(_ html: String, base: String?, _ expected: String) {
            self.html = html
            self.base = base
            self.expected = expected
        }

        /// The fragment, for the test report.
        var testDescription: String { html }

        /// The sanitizer for the pair's base.
        func sanitizer(isXHTML: Bool = false) -> HTMLSanitizer {
            HTMLSanitizer(base: base.flatMap { URL(string: $0) }, isXHTML: isXHTML)
        }
    }

    /// Elements outside the allowlist are dropped, their text kept; `script`, `style` and `applet` lose their text too (an end tag without start tag drops the text after it, as in feedparser).
    static let elements: [Pair] = [
        Pair(##"<p>a <b>b</b> <i>c</i></p>"##, base: nil, ##"<p>a <b>b</b> <i>c</i></p>"##),
        Pair(##"<foo>x</foo><blink>y</blink>"##, base: nil, ##"xy"##),
        Pair(##"<p id="x" onclick="alert(1)" class="c">t</p>"##, base: nil, ##"<p class="c" id="x">t</p>"##),
        Pair(##"a<script>alert(1)</script>b<style>p{}</style>c<applet>d</applet>e"##, base: nil, ##"abce"##),
        Pair(##"a</script>b"##, base: nil, ##"a"##),
    ]

    /// Attributes are lowercased, one per name (the last), sorted, double-quoted and escaped; `rel` and `type` values lowercased; an attribute without value gets its name.
    static let attributes: [Pair] = [
        Pair(##"<IMG SRC='a.png' ALT="b" width=10>"##, base: nil, ##"<img alt="b" src="a.png" width="10" />"##),
        Pair(##"<p id="a" ID="b">t</p>"##, base: nil, ##"<p id="b">t</p>"##),
        Pair(##"<a rel="NOFOLLOW" type="Text/HTML" href="x">t</a>"##, base: nil, ##"<a href="x" rel="nofollow" type="text/html">t</a>"##),
        Pair(##"<a title='a"b<c>d&e'>t</a>"##, base: nil, ##"<a title="a&quot;b&lt;c&gt;d&amp;e">t</a>"##),
        Pair(##"<input checked disabled>"##, base: nil, ##"<input checked="checked" disabled="disabled" />"##),
        Pair(##"<a href=/x?y=1&z=2>t</a>"##, base: nil, ##"<a href="/x?y=1&amp;z=2">t</a>"##),
    ]

    /// Known entities get their `;`, unknown ones lose it and their `&` is escaped; numeric references are lowercased and Windows-1252 codes mapped; `&#39;` becomes `'`.
    static let references: [Pair] = [
        Pair(##"&foo; &copy &#X41; &#150; &#39;s &unknown"##, base: nil, ##"&amp;foo &copy; &#x41; &#x2013; 's &unknown"##)
    ]

    /// Comments are kept, an unclosed one dropped; processing instructions, doctypes and CDATA sections dropped (an unclosed CDATA escaped); void elements written `<br />`, empty elements opened and closed; `<>` repeats the last start tag; a `<` that starts no markup stays; the result is trimmed and CRLF becomes LF.
    static let markup: [Pair] = [
        Pair(##"a<!-- note -->b"##, base: nil, ##"a<!-- note -->b"##),
        Pair(##"a<!-- unclosed"##, base: nil, ##"a"##),
        Pair(##"<?php echo 1; ?>a<!DOCTYPE html>b"##, base: nil, ##"ab"##),
        Pair(##"<![CDATA[x]]>y"##, base: nil, ##"y"##),
        Pair(##"<p>a<![CDATA[<b>x</b>"##, base: nil, ##"<p>a&lt;![CDATA[<b>x</b>"##),
        Pair(##"a<br>b<br/>c<BR />d<hr>e<img src="x"/>"##, base: nil, ##"a<br />b<br />c<br />d<hr />e<img src="x" />"##),
        Pair(##"<a/><p/>"##, base: nil, ##"<a></a><p></p>"##),
        Pair(##"<b>x</b><>y"##, base: nil, ##"<b>x</b><b>y"##),
        Pair(##"1 <! 2"##, base: nil, ##"1 &lt;! 2"##),
        Pair(##"a < b > c"##, base: nil, ##"a < b > c"##),
        Pair(##"  <p>x</p>\##r\##n<p>y</p>\##r\##n  "##, base: nil, ##"<p>x</p>\##n<p>y</p>"##),
    ]

    /// SVG and MathML get their namespace declared, keep their own allowlists, and SVG names get their SVG spelling; `xlink:` attributes get the XLink namespace.
    static let svgAndMathML: [Pair] = [
        Pair(
            ##"<svg viewbox="0 0 1 1"><foreignobject/><lineargradient gradientunits="x"/></svg>"##, base: nil,
            ##"<svg viewBox="0 0 1 1" xmlns="http://www.w3.org/2000/svg"><foreignObject></foreignObject><linearGradient gradientUnits="x"></svg>"##),
        Pair(##"<math><mi>x</mi></math>"##, base: nil, ##"<math xmlns="http://www.w3.org/1998/Math/MathML"><mi>x</mi></math>"##),
        Pair(
            ##"<svg><a xlink:href="#x"><text>t</text></a></svg>"##, base: nil,
            ##"<svg xmlns="http://www.w3.org/2000/svg"><a xlink:href="#x" xmlns:xlink="http://www.w3.org/1999/xlink"><text>t</text></a></svg>"##),
        Pair(
            ##"<svg><circle r="1"/><script>x</script><rect onclick="x"/></svg>"##, base: nil,
            ##"<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"><rect></svg>"##),
    ]

    /// `style` keeps the allowed declarations, without `url()`; anything else (`expression()`) drops the attribute; shorthand properties keep plain values only.
    static let styles: [Pair] = [
        Pair(
            ##"<p style="color: red; background: url(x.png); font-family: 'Times New Roman'">t</p>"##, base: nil,
            ##"<p style="color: red; font-family: 'Times New Roman';">t</p>"##),
        Pair(##"<p style="width: expression(alert(1))">t</p>"##, base: nil, ##"<p>t</p>"##),
        Pair(
            ##"<p style="margin: 0 auto; padding: 1px 2em; border: 1px solid #fff">t</p>"##, base: nil,
            ##"<p style="margin: 0 auto; padding: 1px 2em; border: 1px solid #fff;">t</p>"##),
        Pair(##"<p style="position: absolute; color: #abc">t</p>"##, base: nil, ##"<p style="color: #abc;">t</p>"##),
    ]

    /// Links with an unacceptable scheme are emptied; relative links are resolved against the base (an empty one becomes the base), trimmed first.
    static let links: [Pair] = [
        Pair(
            ##"<a href="javascript:alert(1)">t</a><a href="mailto:a@b.c">m</a><a href="rel/x">r</a><a href="JavaScript:x">j</a>"##, base: nil,
            ##"<a href="">t</a><a href="mailto:a@b.c">m</a><a href="rel/x">r</a><a href="">j</a>"##),
        Pair(
            ##"<a href="/x">a</a><img src="y.png"><a href="../z">z</a><a href="#f">f</a><a href="?q">q</a>"##, base: "http://example.com/dir/page.html",
            ##"<a href="http://example.com/x">a</a><img src="http://example.com/dir/y.png" /><a href="http://example.com/z">z</a><a href="http://example.com/dir/page.html#f">f</a><a href="http://example.com/dir/page.html?q">q</a>"##
        ),
        Pair(
            ##"<a href="">e</a><a href=" http://example.org/p ">s</a><blockquote cite="q">c</blockquote><a href="mailto:x@y">m</a>"##,
            base: "http://example.com/dir/page.html",
            ##"<a href="http://example.com/dir/page.html">e</a><a href="http://example.org/p">s</a><blockquote cite="http://example.com/dir/q">c</blockquote><a href="mailto:x@y">m</a>"##
        ),
        Pair(
            ##"<a href="javascript:alert(1)">j</a><form action="post.cgi"><input src="b.png" type="image"></form>"##, base: "http://example.com/dir/page.html",
            ##"<a href="">j</a><form action="http://example.com/dir/post.cgi"><input src="http://example.com/dir/b.png" type="image" /></form>"##),
    ]

    /// Links resolved alone (`resolve_relative_uris`): markup normalized, nothing removed, not trimmed.
    static let resolvedOnly: [Pair] = [
        Pair(
            ##"<A HREF="/x" Title='t'>a</A><script src="s.js"></script><!-- c -->"##, base: "http://example.com/dir/page.html",
            ##"<a href="http://example.com/x" title="t">a</a><script src="http://example.com/dir/s.js"></script><!-- c -->"##),
        Pair(##"<img src=" a.png "><p>x"##, base: "http://example.com/dir/page.html", ##"<img src="http://example.com/dir/a.png" /><p>x"##),
        Pair(##"<a href="x">&foo;</a>"##, base: nil, ##"<a href="x">&amp;foo</a>"##),
    ]

    /// XHTML (`application/xhtml+xml`): `/>` closes the element; `<svg>` and `<math>` need their namespace declared.
    static let xhtml: [Pair] = [
        Pair(##"<a href="x"/><p/>t<br/>"##, base: nil, ##"<a href="x"></a><p></p>t<br />"##),
        Pair(##"<svg><circle r="1"/></svg><math><mi>x</mi></math>"##, base: nil, ##"x"##),
        Pair(##"<span style="color: red"/>"##, base: nil, ##"<span style="color: red;"></span>"##),
    ]

    /// Each rule gives feedparser's output.
    @Test("feedparser's output", arguments: elements + attributes + references + markup + svgAndMathML + styles + links)
    func sanitizesAsFeedparser(_ pair: Pair) {
        #expect(pair.sanitizer().sanitize(pair.html) == pair.expected)
    }

    /// The byte-buffer form gives the same output as the string form.
    @Test("the bytes of a fragment", arguments: elements + links)
    func sanitizesBytes(_ pair: Pair) {
        let output = Array(pair.html.utf8).withUnsafeBytes { pair.sanitizer().sanitize($0) }
        #expect(output == pair.expected)
    }

    /// Resolving links alone gives feedparser's `resolve_relative_uris`.
    @Test("links resolved alone", arguments: resolvedOnly)
    func resolvesLinksAsFeedparser(_ pair: Pair) {
        #expect(pair.sanitizer().resolveLinks(pair.html) == pair.expected)
    }

    /// XHTML fragments give feedparser's output for `application/xhtml+xml`.
    @Test("XHTML", arguments: xhtml)
    func sanitizesXHTMLAsFeedparser(_ pair: Pair) {
        #expect(pair.sanitizer(isXHTML: true).sanitize(pair.html) == pair.expected)
    }

    /// A fragment without markup or references is returned trimmed, unchanged otherwise.
    @Test("plain text")
    func plainText() {
        #expect(HTMLSanitizer().sanitize(" plain text, no markup\r\n") == "plain text, no markup")
        #expect(HTMLSanitizer().sanitize("") == "")
        #expect(HTMLSanitizer().resolveLinks(" as is ") == " as is ")
    }

    /// Setting the base later resolves against it.
    @Test("the base can be changed")
    func changingTheBase() {
        var sanitizer = HTMLSanitizer()
        #expect(sanitizer.sanitize(#"<a href="x">t</a>"#) == #"<a href="x">t</a>"#)
        sanitizer.base = URL(string: "https://example.org/feed/")
        #expect(sanitizer.sanitize(#"<a href="x">t</a>"#) == #"<a href="https://example.org/feed/x">t</a>"#)
    }
}
