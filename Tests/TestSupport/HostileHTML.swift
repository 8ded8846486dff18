/// Hostile HTML and a check of sanitized HTML written for the tests: it tokenizes HTML as a
/// browser does, independently of the sanitizer's own reading, and lists what could run script.
///
/// The cases cover issue 27's list: script elements, event handlers, `javascript:`, `vbscript:`
/// and `data:text/html` links in every URI attribute, `style` with `expression()` and `url()`,
/// SVG and MathML tricks, broken and nested markup, entity-encoded and mixed-case variants.
/// The command-line tests run them through `xmlmap` (json and jsonfeed) as well.
public enum HostileHTML {
    /// The schemes the sanitizer keeps (feedparser's `ACCEPTABLE_URI_SCHEMES`).
    public static let acceptableSchemes: Set<String> = [
        "aim", "callto", "cvs", "facetime", "feed", "file", "ftp", "git", "gopher", "gtalk", "h323", "hdl", "http", "https", "imap", "irc", "irc6",
        "ircs", "itms", "magnet", "mailto", "mms", "msnim", "news", "nntp", "prospero", "rsync", "rtsp", "rtspu", "sftp", "shttp", "sip", "sips",
        "skype", "smb", "snews", "ssh", "svn", "svn+ssh", "telnet", "wais", "ymsg",
    ]

    /// The attributes a browser follows or loads as a URI.
    public static let uriAttributes: Set<String> = [
        "action", "altimg", "archive", "background", "cite", "classid", "codebase", "data", "datasrc", "dynsrc", "formaction", "href", "icon",
        "longdesc", "lowsrc", "manifest", "ping", "poster", "profile", "src", "srcset", "usemap", "vrml", "xlink:href", "xml:base",
    ]

    /// The elements that run or load active content.
    public static let activeElements: Set<String> = [
        "script", "style", "iframe", "object", "embed", "applet", "frame", "frameset", "base", "meta", "link", "param",
    ]

    /// Link values a browser would run, written as they may appear in an HTML attribute value
    /// (character references included).
    public static let hostileLinks: [String] = [
        "javascript:alert(1)", "JaVaScRiPt:alert(1)", "vbscript:msgbox(1)", "VBSCRIPT:msgbox(1)",
        "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==", "data:text/html,<script>alert(1)</script>",
        " javascript:alert(1)", "\u{01}javascript:alert(1)", " \u{08} javascript:alert(1)", "java\tscript:alert(1)",
        "java\nscript:alert(1)", "jav&#x09;ascript:alert(1)", "jav&#9;ascript:alert(1)", "jav&#x0A;ascript:alert(1)",
        "jav&#13;ascript:alert(1)", "java&Tab;script:alert(1)", "java&NewLine;script:alert(1)", "&#106;avascript:alert(1)",
        "&#x6A;avascript:alert(1)", "&#X6a;avascript:alert(1)", "&#0000106avascript:alert(1)", "&#106avascript:alert(1)",
        "&#x20;javascript:alert(1)", "&#x01;javascript:alert(1)", "javascript&colon;alert(1)", "javascript&#58;alert(1)",
        "javascript&#x3A;alert(1)", "javascript&#58alert(1)", "&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)",
        "javascript://%0Aalert(1)", "livescript:alert(1)", "mocha:alert(1)",
    ]

    /// Each element and attribute pair that can hold a link, and how the case writes it.
    private static let linkPlaces: [(element: String, attribute: String)] = [
        ("a", "href"), ("area", "href"), ("img", "src"), ("img", "lowsrc"), ("img", "dynsrc"), ("img", "longdesc"), ("img", "usemap"),
        ("img", "srcset"), ("input", "src"), ("form", "action"), ("button", "formaction"), ("input", "formaction"), ("table", "background"),
        ("td", "background"), ("body", "background"), ("video", "poster"), ("video", "src"), ("audio", "src"), ("source", "src"),
        ("blockquote", "cite"), ("q", "cite"), ("del", "cite"), ("ins", "cite"), ("object", "data"), ("object", "codebase"),
        ("applet", "codebase"), ("iframe", "src"), ("frame", "src"), ("embed", "src"), ("link", "href"), ("base", "href"),
        ("command", "icon"), ("a", "ping"), ("img", "vrml"), ("span", "datasrc"), ("div", "data"), ("p", "cite"),
    ]

    /// A link case: `link` in `attribute` of `element`, quoted with `quote` (`""`: unquoted).
    private static func linkCase(_ element: String, _ attribute: String, _ link: String, quote: String) -> String {
        "<\(element) \(attribute)=\(quote)\(link)\(quote)>x</\(element)>"
    }

    /// The hostile fragments.
    public static let cases: [String] = {
        var cases: [String] = []
        for (element, attribute) in linkPlaces {
            for link in hostileLinks {
                cases.append(linkCase(element, attribute, link, quote: "\""))
            }
            cases.append(linkCase(element, attribute, "javascript:alert(1)", quote: "'"))
            cases.append(linkCase(element, attribute, "javascript:alert(1)", quote: ""))
            cases.append(linkCase(element.uppercased(), attribute.uppercased(), "JAVASCRIPT:alert(1)", quote: "\""))
        }
        for link in hostileLinks {
            cases.append("<svg><a xlink:href=\"\(link)\"><text>x</text></a></svg>")
            cases.append("<svg><use xlink:href=\"\(link)\"/></svg>")
            cases.append("<math href=\"\(link)\"><mi>x</mi></math>")
            cases.append("<math><mi xlink:href=\"\(link)\">x</mi></math>")
            cases.append("<math><maction actiontype=\"statusline\" xlink:href=\"\(link)\">x</maction></math>")
            cases.append("<svg><a xml:base=\"\(link)\" xlink:href=\"x\"><text>x</text></a></svg>")
        }
        return cases + handwritten
    }()

    /// The hand-written hostile fragments: elements, handlers, styles, SVG and MathML, and
    /// broken markup.
    public static let handwritten: [String] = [
        "<script>alert(1)</script>", "<SCRIPT SRC=http://evil.example/x.js></SCRIPT>", "<script>alert(1)", "<script/src=\"x.js\"></script>",
        "<scr<script>ipt>alert(1)</scr</script>ipt>", "<<script>script>alert(1)<</script>/script>", "<script\n>alert(1)</script\n>",
        "<ScRiPt>alert(1)</sCrIpT>", "<script type=\"text/javascript\">document.write('<b>x</b>')</script>",
        "<style>body{background:url(javascript:alert(1))}</style>", "<style>@import 'javascript:alert(1)';</style>",
        "<iframe src=\"javascript:alert(1)\"></iframe>", "<iframe srcdoc=\"&lt;script&gt;alert(1)&lt;/script&gt;\"></iframe>",
        "<object data=\"javascript:alert(1)\"></object>", "<embed src=\"javascript:alert(1)\">", "<applet code=\"X.class\"></applet>",
        "<frameset><frame src=\"javascript:alert(1)\"></frameset>", "<base href=\"javascript:alert(1)//\">",
        "<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">", "<link rel=\"stylesheet\" href=\"javascript:alert(1)\">",
        "<img src=x onerror=alert(1)>", "<img src=\"x\" onerror=\"alert(1)\">", "<IMG SRC=x ONERROR=alert(1)>", "<img src=x OnErRoR=alert(1)>",
        "<img src=\"x\"onerror=\"alert(1)\">", "<img/src=x/onerror=alert(1)>", "<img src=x onerror=alert(1)", "<img src=x\tonerror=alert(1)>",
        "<img src=x\nonerror=alert(1)>", "<img src=x onerror\n=\nalert(1)>", "<img \"\"\"><script>alert(1)</script>\">",
        "<body onload=alert(1)>", "<svg onload=alert(1)>", "<svg/onload=alert(1)>", "<div onmouseover=\"alert(1)\">x</div>",
        "<a href=\"x\" onclick=\"alert(1)\">x</a>", "<a onclick=alert(1)", "<input onfocus=alert(1) autofocus>",
        "<details open ontoggle=alert(1)>", "<video><source onerror=\"alert(1)\"></video>", "<marquee onstart=alert(1)>",
        "<div style=\"background:url(javascript:alert(1))\">x</div>", "<div style=\"width: expression(alert(1))\">x</div>",
        "<div style=\"xss:expr/**/ession(alert(1))\">x</div>", "<div style=\"width: e\\xpression(alert(1))\">x</div>",
        "<div style=\"background-image: u&#x72;l(javascript:alert(1))\">x</div>", "<div style=\"behavior: url(x.htc)\">x</div>",
        "<div style=\"-moz-binding: url(http://evil.example/x.xml#x)\">x</div>", "<div style=\"color: red; background: URL(javascript:alert(1))\">x</div>",
        "<div STYLE=\"background:url('javascript:alert(1)')\">x</div>", "<div style=\"background:url&#40;javascript:alert(1)&#41;\">x</div>",
        "<div style='font-family: \"x\"; background: url(\"javascript:alert(1)\")'>x</div>", "<p style=\"x:\\65xpression(alert(1))\">x</p>",
        "<svg><a><animate attributeName=\"href\" values=\"javascript:alert(1)\"/><text>x</text></a></svg>",
        "<svg><a><animate attributeName=\"xlink:href\" from=\"javascript:alert(1)\" to=\"javascript:alert(1)\"/><text>x</text></a></svg>",
        "<svg><a><set attributeName=\"href\" to=\"javascript:alert(1)\"/><text>x</text></a></svg>",
        "<svg><a><set attributeName=\"HREF\" to=\"javascript:alert(1)\"/><text>x</text></a></svg>",
        "<svg><a><animate attributeName=\"hr&#101;f\" by=\"javascript:alert(1)\"/><text>x</text></a></svg>",
        "<svg><set attributeName=\"onmouseover\" to=\"alert(1)\"/></svg>", "<svg><script>alert(1)</script></svg>",
        "<svg><style>*{background:url(javascript:alert(1))}</style></svg>",
        "<svg><foreignObject><iframe src=\"javascript:alert(1)\"></iframe></foreignObject></svg>",
        "<svg><foreignObject><p onclick=\"alert(1)\">x</p></foreignObject></svg>", "<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>",
        "<svg><image href=\"javascript:alert(1)\"/></svg>", "<svg><a href=\"javascript:alert(1)\"><text>x</text></a></svg>",
        "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>", "<math><mi><script>alert(1)</script></mi></math>",
        "<svg></p><style><a id=\"</style><img src=1 onerror=alert(1)>\">", "<svg><p><style><img src=x onerror=alert(1)></style></p></svg>",
        "<!--<img src=x onerror=alert(1)>-->", "<!-- --!><img src=x onerror=alert(1)> -->", "<!--><img src=x onerror=alert(1)>-->",
        "<!---><img src=x onerror=alert(1)>-->", "<!--[if IE]><script>alert(1)</script><![endif]-->", "<!--[if gte IE 4]><script>alert(1)</script><![endif]-->",
        "<noscript><!--</noscript><img src=x onerror=alert(1)>--></noscript>", "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\"></noscript>",
        "<textarea><!--</textarea><img src=x onerror=alert(1)>--></textarea>", "<a title=\"<!--\" href=\"javascript:alert(1)\">x</a>",
        "<p title=\"--><img src=x onerror=alert(1)>\">x</p>", "<br/<script>alert(1)/", "<b/<img src=x onerror=alert(1)>/",
        "<![CDATA[<script>alert(1)</script>]]>", "<![ <script>alert(1)</script>", "<![CDATA[ ]]><script>alert(1)</script>",
        "<!DOCTYPE html><script>alert(1)</script>", "<?xml version=\"1.0\"?><script>alert(1)</script>", "<? <script>alert(1)</script> ?>",
        "<xmp><img src=x onerror=alert(1)></xmp>", "<plaintext><img src=x onerror=alert(1)>", "<a href=\"x\"\u{0} onclick=alert(1)>x</a>",
        "<img src=\"x\" o\u{0}nerror=\"alert(1)\">", "<scr\u{0}ipt>alert(1)</script>", "<a\u{0C}onclick=alert(1)>x</a>",
        "<a href=x:alert(1)>x</a>", "<a href=\"&#x26;#x6A;avascript:alert(1)\">x</a>", "<isindex type=image src=1 onerror=alert(1)>",
        "<form><button formaction=\"javascript:alert(1)\">x</button></form>", "<input type=\"image\" src=\"javascript:alert(1)\">",
        "<table background=\"javascript:alert(1)\"><tr><td>x</td></tr></table>", "<a href=\"java\u{0}script:alert(1)\">x</a>",
        "<p>text<img src=x onerror=alert(1)", "<a href='x' title='a' onclick='alert(1)'>x</a>", "<div><p><b><i>x</div><script>alert(1)</script>",
        "</p></script><script>alert(1)</script>", "<a href=\"x\" <script>alert(1)</script>", "<<img src=x onerror=alert(1)>>",
        "<img src=`x` onerror=`alert(1)`>", "<a href=\"\u{2028}javascript:alert(1)\">x</a>", "<a href=\"\u{FEFF}javascript:alert(1)\">x</a>",
    ]

    /// Benign fragments, and the text each must still hold once sanitized (feedparser keeps them).
    public static let benign: [(html: String, kept: [String])] = [
        ("<p>Hello <a href=\"https://example.com/a?b=1&amp;c=2\">world</a>!</p>", ["<p>", "<a href=\"https://example.com/a?b=1&amp;c=2\">", "world</a>"]),
        ("<img src=\"https://example.com/i.png\" alt=\"An image\" width=\"10\">", ["<img alt=\"An image\" src=\"https://example.com/i.png\" width=\"10\" />"]),
        ("<ul><li>one</li><li>two</li></ul><ol start=\"3\"><li>three</li></ol>", ["<ul><li>one</li><li>two</li></ul>", "<ol start=\"3\"><li>three</li></ol>"]),
        (
            "<table><thead><tr><th>a</th></tr></thead><tbody><tr><td colspan=\"2\">b</td></tr></tbody></table>",
            ["<table><thead><tr><th>a</th></tr></thead>", "<td colspan=\"2\">b</td>"]
        ),
        (
            "<em>e</em> <strong>s</strong> <b>b</b> <i>i</i> <u>u</u> <sub>1</sub><sup>2</sup>",
            ["<em>e</em>", "<strong>s</strong>", "<sub>1</sub><sup>2</sup>"]
        ),
        ("<blockquote cite=\"https://example.com/q\"><p>quoted</p></blockquote>", ["<blockquote cite=\"https://example.com/q\"><p>quoted</p></blockquote>"]),
        ("<pre><code>if (a &lt; b) { return; }</code></pre>", ["<pre><code>if (a &lt; b) { return; }</code></pre>"]),
        (
            "<a href=\"mailto:someone@example.com\">mail</a> <a href=\"ftp://example.com/f\">ftp</a>",
            ["href=\"mailto:someone@example.com\"", "href=\"ftp://example.com/f\""]
        ),
        ("<p style=\"color: red; text-align: center\">styled</p>", ["<p style=\"color: red; text-align: center;\">styled</p>"]),
        ("<h2>Title</h2><hr><br><span class=\"x\">s</span>", ["<h2>Title</h2>", "<hr />", "<br />", "<span class=\"x\">s</span>"]),
        ("<dl><dt>t</dt><dd>d</dd></dl><abbr title=\"x\">y</abbr>", ["<dl><dt>t</dt><dd>d</dd></dl>", "<abbr title=\"x\">y</abbr>"]),
        ("<figure><img src=\"https://example.com/a.jpg\"><figcaption>c</figcaption></figure>", ["<figure>", "<figcaption>c</figcaption>"]),
        ("<video src=\"https://example.com/v.mp4\" controls></video>", ["<video controls=\"controls\" src=\"https://example.com/v.mp4\"></video>"]),
        ("Caf&eacute; &amp; b&auml;r &#8212; &copy; 2024", ["Caf&eacute; &amp; b&auml;r &#8212; &copy; 2024"]),
    ]

    /// What could run script in `html` as a browser reads it: each finding says what and where.
    ///
    /// `html` is read alone and as a page shows it, inside `<div>…</div>` (a tag cut off at the
    /// end of `html` takes in what follows), and each is tokenized twice, as a browser with
    /// scripting does (`<noscript>`, `<script>`, `<style>`, `<textarea>`… hold text up to their
    /// end tag) and with every element's content read as markup (as inside `<svg>` and
    /// `<math>`); a finding in any counts. A finding
    /// is a start tag of an active element (``activeElements``), an attribute named `on…`, a
    /// URI attribute (``uriAttributes``) whose value, decoded as a browser decodes it, has a
    /// scheme outside ``acceptableSchemes``, a `style` attribute holding `expression(` or
    /// `url(`, or an SVG animation of a link or handler that has values.
    public static func violations(in html: String) -> [String] {
        var found: [String] = []
        for text in [html, "<div>" + html + "</div>"] {
            for readsRawText in [true, false] {
                for tag in BrowserTokenizer(text, readsRawText: readsRawText).startTags() {
                    found += violations(of: tag)
                }
            }
        }
        return found
    }

    /// The findings for one start tag.
    private static func violations(of tag: BrowserTokenizer.StartTag) -> [String] {
        var found: [String] = []
        if activeElements.contains(tag.name) { found.append("<\(tag.name)> element") }
        for (name, value) in tag.attributes {
            if name.hasPrefix("on") { found.append("\(name) handler on <\(tag.name)>") }
            if uriAttributes.contains(name), let scheme = scheme(of: value), !acceptableSchemes.contains(scheme) {
                found.append("\(scheme): in \(name) of <\(tag.name)>")
            }
            if name == "style" {
                let css = value.lowercased().filter { !$0.isWhitespace && $0 != "\\" }.replacingOccurrences(of: "/**/", with: "")
                if css.contains("expression(") || css.contains("url(") { found.append("style \(value) on <\(tag.name)>") }
            }
        }
        if ["animate", "set", "animatecolor", "animatemotion", "animatetransform"].contains(tag.name),
            let target = tag.attributes.first(where: { $0.name == "attributename" })?.value.lowercased().trimmingWhitespace(),
            target.hasPrefix("on") || target == "href" || target.hasSuffix(":href"),
            tag.attributes.contains(where: { ["to", "from", "values", "by"].contains($0.name) })
        {
            found.append("animation of \(target) on <\(tag.name)>")
        }
        return found
    }

    /// The scheme of the URL `value` (decoded attribute text) as a URL parser finds it: leading
    /// control characters and spaces skipped, tabs and line breaks removed, then a letter and
    /// letters, digits, `+`, `-`, `.` up to a `:`; `nil` when there is none (a relative URL).
    public static func scheme(of value: String) -> String? {
        let scalars = value.unicodeScalars.drop { $0.value <= 0x20 }.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }
        guard let colon = scalars.firstIndex(of: ":"), colon > scalars.startIndex else { return nil }
        let scheme = scalars[scalars.startIndex..<colon]
        guard let first = scheme.first, first.isASCII, first.properties.isAlphabetic,
            scheme.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) })
        else { return nil }
        return String(String.UnicodeScalarView(scheme)).lowercased()
    }
}

extension String {
    /// The string without white space at either end.
    fileprivate func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
