import Testing

@testable import XMLMapKit

/// Tests of ``HTMLText``.
@Suite("HTMLText")
struct HTMLTextTests {
    /// Fragments of feed HTML and their plain text.
    @Test(
        "HTML to plain text",
        arguments: [
            ("plain text", "plain text"),
            ("<p>Hello <b>world</b></p>", "Hello world"),
            ("<p>One</p><p>Two</p>", "One\nTwo"),
            ("<P>One</P>\n\n<P>Two</P>", "One\nTwo"),
            ("line<br>break", "line\nbreak"),
            ("line<br/>break<BR />again", "line\nbreak\nagain"),
            ("a<br><br>b", "a\n\nb"),
            ("a<br><br><br><br>b", "a\n\nb"),
            ("a</br>b", "a\nb"),
            ("<div>a</div><div>b</div>c", "a\nb\nc"),
            ("<ul><li>one</li><li>two</li></ul>after", "one\ntwo\nafter"),
            ("<ul>\n  <li>one\n  <li>two\n</ul>", "one\ntwo"),
            ("<h1>Title</h1>Body", "Title\nBody"),
            ("<table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table>", "a b\nc"),
            ("  lots   of \t\n whitespace  ", "lots of whitespace"),
            ("<p>  padded  </p>", "padded"),
            ("a <br> b", "a\nb"),
            ("x<script>var a = '<p>';</script>y", "xy"),
            ("x<SCRIPT type=\"text/javascript\">if (a < b) {}</SCRIPT>y", "xy"),
            ("x<style>p { color: red }</style>y", "xy"),
            ("x<script src=\"a.js\"/>y", "xy"),
            ("a<!-- comment <p> -->b", "ab"),
            ("a<!---->b", "ab"),
            ("<![CDATA[<p>inside</p>]]>after", "inside\nafter"),
            ("<!DOCTYPE html><html><body>text</body></html>", "text"),
            ("<?xml version=\"1.0\"?>text", "text"),
            ("<a href=\"http://example.com/?a=1&amp;b=2\" title=\"x > y\">link</a>", "link"),
            ("<img src='a.png' alt='it>s'>caption", "caption"),
            ("a < b", "a < b"),
            ("a<b", "a<b"),
            ("1 <2 and 3> 2", "1 <2 and 3> 2"),
            ("<p>unclosed paragraph", "unclosed paragraph"),
            ("text <b unclosed tag", "text <b unclosed tag"),
            ("text <a href=\"oops>more text", "text more text"),
            ("text <a title=don't>link</a> it's", "text link it's"),
            ("</>", "</>"),
            ("a <", "a <"),
            ("AT&T", "AT&T"),
            ("a & b", "a & b"),
            ("&unknown; &amp;", "&unknown; &"),
            ("&lt;p&gt; is a tag", "<p> is a tag"),
            ("&amp;lt;", "&lt;"),
            ("Caf&eacute; &Eacute;t&eacute;", "Café Été"),
            ("&copy; 2004 &reg; &trade;", "© 2004 ® ™"),
            ("&mdash;&ndash;&hellip;", "—–…"),
            ("&lsquo;a&rsquo; &ldquo;b&rdquo;", "‘a’ “b”"),
            ("&quot;q&quot; &apos;a&apos;", "\"q\" 'a'"),
            ("&#233;&#xE9;&#XE9;&#x1F600;", "ééé😀"),
            ("&#233 no semicolon", "é no semicolon"),
            ("&#146;s &#150; &#128;", "’s – €"),
            ("&#0;&#xD800;&#x110000;&#99999999999;", "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
            ("&#; &#x; &#xZ;", "&#; &#x; &#xZ;"),
            ("a&nbsp;&nbsp;&nbsp;b", "a b"),
            ("a\u{A0}\u{A0}b", "a b"),
            ("&nbsp;trimmed&nbsp;", "trimmed"),
            ("ünïcødé <i>tëxt</i> 日本語", "ünïcødé tëxt 日本語"),
            ("", ""),
            ("<p></p><br>", ""),
        ])
    func plainText(html: String, text: String) {
        #expect(HTMLText.plainText(html) == text, "\(html)")
    }

    /// An unterminated comment or script hides the rest of the input, as in browsers.
    @Test func unterminatedCommentAndScriptRunToTheEnd() {
        #expect(HTMLText.plainText("a<!-- never closed") == "a")
        #expect(HTMLText.plainText("a<script>never closed") == "a")
    }

    /// The raw-buffer and `XMLBytes` entry points agree with the `String` one.
    @Test func bytesConveniences() {
        Array("<p>Caf&eacute;</p>".utf8).withUnsafeBytes { raw in
            #expect(HTMLText.plainText(raw) == "Café")
            #expect(HTMLText.plainText(XMLBytes(raw)) == "Café")
        }
        #expect(HTMLText.plainText(XMLBytes.empty) == "")
    }
}
