/// The names the sanitizer lets through, as feedparser 6.0.14 lists them (`sanitizer.py`,
/// `html.py`, `urls.py`): the allowlists that feed readers converged on.
///
/// SVG names are written in their SVG spelling (`foreignObject`, `viewBox`); the sanitizer
/// matches them in lowercase, as the HTML it reads gives them, and writes them back spelled so.
enum HTMLAllowlists {
    /// The HTML elements kept, with their attributes of ``attributes``.
    static let elements: [StaticString] = [
        "a", "abbr", "acronym", "address", "area", "article", "aside", "audio", "b", "big", "blockquote", "br", "button", "canvas", "caption",
        "center", "cite", "code", "col", "colgroup", "command", "datagrid", "datalist", "dd", "del", "details", "dfn", "dialog", "dir", "div", "dl",
        "dt", "em", "event-source", "fieldset", "figcaption", "figure", "font", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr",
        "i", "img", "input", "ins", "kbd", "keygen", "label", "legend", "li", "m", "map", "menu", "meter", "multicol", "nav", "nextid", "noscript",
        "ol", "optgroup", "option", "output", "p", "pre", "progress", "q", "s", "samp", "section", "select", "small", "sound", "source", "spacer",
        "span", "strike", "strong", "sub", "sup", "table", "tbody", "td", "textarea", "tfoot", "th", "thead", "time", "tr", "tt", "u", "ul", "var",
        "video",
    ]

    /// The attributes kept on the HTML elements.
    static let attributes: [StaticString] = [
        "abbr", "accept", "accept-charset", "accesskey", "action", "align", "alt", "autocomplete", "autofocus", "axis", "background", "balance",
        "bgcolor", "bgproperties", "border", "bordercolor", "bordercolordark", "bordercolorlight", "bottompadding", "cellpadding", "cellspacing",
        "ch", "challenge", "char", "charoff", "charset", "checked", "choff", "cite", "class", "clear", "color", "cols", "colspan", "compact",
        "contenteditable", "controls", "coords", "data", "datafld", "datapagesize", "datasrc", "datetime", "default", "delay", "dir", "disabled",
        "draggable", "dynsrc", "enctype", "end", "face", "for", "form", "frame", "galleryimg", "gutter", "headers", "height", "hidden", "hidefocus",
        "high", "href", "hreflang", "hspace", "icon", "id", "inputmode", "ismap", "keytype", "label", "lang", "leftspacing", "list", "longdesc",
        "loop", "loopcount", "loopend", "loopstart", "low", "lowsrc", "max", "maxlength", "media", "method", "min", "multiple", "name", "nohref",
        "noshade", "nowrap", "open", "optimum", "pattern", "ping", "point-size", "poster", "pqg", "preload", "prompt", "radiogroup", "readonly",
        "rel", "repeat-max", "repeat-min", "replace", "required", "rev", "rightspacing", "rows", "rowspan", "rules", "scope", "selected", "shape",
        "size", "span", "src", "start", "step", "style", "summary", "suppress", "tabindex", "target", "template", "title", "toppadding", "type",
        "unselectable", "urn", "usemap", "valign", "value", "variable", "volume", "vrml", "vspace", "width", "wrap", "xml:lang",
    ]

    /// The elements removed together with their text.
    static let elementsRemovedWithContent: [StaticString] = ["applet", "script", "style"]

    /// The elements written without an end tag, as `<br />`.
    static let voidElements: [StaticString] = [
        "area", "base", "basefont", "br", "col", "command", "embed", "frame", "hr", "img", "input", "isindex", "keygen", "link", "meta", "param",
        "source", "track", "wbr",
    ]

    /// The MathML elements kept inside `<math>`.
    static let mathMLElements: [StaticString] = [
        "annotation", "annotation-xml", "maction", "maligngroup", "malignmark", "math", "menclose", "merror", "mfenced", "mfrac", "mglyph", "mi",
        "mlabeledtr", "mlongdiv", "mmultiscripts", "mn", "mo", "mover", "mpadded", "mphantom", "mprescripts", "mroot", "mrow", "ms", "mscarries",
        "mscarry", "msgroup", "msline", "mspace", "msqrt", "msrow", "mstack", "mstyle", "msub", "msubsup", "msup", "mtable", "mtd", "mtext", "mtr",
        "munder", "munderover", "none", "semantics",
    ]

    /// The attributes kept on MathML elements.
    static let mathMLAttributes: [StaticString] = [
        "accent", "accentunder", "actiontype", "align", "alignmentscope", "altimg", "altimg-height", "altimg-valign", "altimg-width", "alttext",
        "bevelled", "charalign", "close", "columnalign", "columnlines", "columnspacing", "columnspan", "columnwidth", "crossout", "decimalpoint",
        "denomalign", "depth", "dir", "display", "displaystyle", "edge", "encoding", "equalcolumns", "equalrows", "fence", "fontstyle", "fontweight",
        "form", "frame", "framespacing", "groupalign", "height", "href", "id", "indentalign", "indentalignfirst", "indentalignlast", "indentshift",
        "indentshiftfirst", "indentshiftlast", "indenttarget", "infixlinebreakstyle", "largeop", "length", "linebreak", "linebreakmultchar",
        "linebreakstyle", "lineleading", "linethickness", "location", "longdivstyle", "lquote", "lspace", "mathbackground", "mathcolor", "mathsize",
        "mathvariant", "maxsize", "minlabelspacing", "minsize", "movablelimits", "notation", "numalign", "open", "other", "overflow", "position",
        "rowalign", "rowlines", "rowspacing", "rowspan", "rquote", "rspace", "scriptlevel", "scriptminsize", "scriptsizemultiplier", "selection",
        "separator", "separators", "shift", "side", "src", "stackalign", "stretchy", "subscriptshift", "superscriptshift", "symmetric", "voffset",
        "width", "xlink:href", "xlink:show", "xlink:type", "xmlns", "xmlns:xlink",
    ]

    /// The SVG elements kept inside `<svg>` (SVG Tiny, with `foreignObject`, the gradients and `stop`).
    static let svgElements: [StaticString] = [
        "a", "animate", "animateColor", "animateMotion", "animateTransform", "circle", "defs", "desc", "ellipse", "font-face", "font-face-name",
        "font-face-src", "foreignObject", "g", "glyph", "hkern", "line", "linearGradient", "marker", "metadata", "missing-glyph", "mpath", "path",
        "polygon", "polyline", "radialGradient", "rect", "set", "stop", "svg", "switch", "text", "title", "tspan", "use",
    ]

    /// The attributes kept on SVG elements.
    static let svgAttributes: [StaticString] = [
        "accent-height", "accumulate", "additive", "alphabetic", "arabic-form", "ascent", "attributeName", "attributeType", "baseProfile", "bbox",
        "begin", "by", "calcMode", "cap-height", "class", "color", "color-rendering", "content", "cx", "cy", "d", "descent", "display", "dur", "dx",
        "dy", "end", "fill", "fill-opacity", "fill-rule", "font-family", "font-size", "font-stretch", "font-style", "font-variant", "font-weight",
        "from", "fx", "fy", "g1", "g2", "glyph-name", "gradientUnits", "hanging", "height", "horiz-adv-x", "horiz-origin-x", "id", "ideographic", "k",
        "keyPoints", "keySplines", "keyTimes", "lang", "marker-end", "marker-mid", "marker-start", "markerHeight", "markerUnits", "markerWidth",
        "mathematical", "max", "min", "name", "offset", "opacity", "orient", "origin", "overline-position", "overline-thickness", "panose-1", "path",
        "pathLength", "points", "preserveAspectRatio", "r", "refX", "refY", "repeatCount", "repeatDur", "requiredExtensions", "requiredFeatures",
        "restart", "rotate", "rx", "ry", "slope", "stemh", "stemv", "stop-color", "stop-opacity", "strikethrough-position", "strikethrough-thickness",
        "stroke", "stroke-dasharray", "stroke-dashoffset", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-opacity",
        "stroke-width", "systemLanguage", "target", "text-anchor", "to", "transform", "type", "u1", "u2", "underline-position", "underline-thickness",
        "unicode", "unicode-range", "units-per-em", "values", "version", "viewBox", "visibility", "width", "widths", "x", "x-height", "x1", "x2",
        "xlink:actuate", "xlink:arcrole", "xlink:href", "xlink:role", "xlink:show", "xlink:title", "xlink:type", "xml:base", "xml:lang", "xml:space",
        "xmlns", "xmlns:xlink", "y", "y1", "y2", "zoomAndPan",
    ]

    /// The element and attribute pairs whose value is a URI that relative references are
    /// resolved in (feedparser's `RelativeURIResolver.relative_uris`).
    static let relativeURIAttributes: [(element: StaticString, attribute: StaticString)] = [
        ("a", "href"), ("applet", "codebase"), ("area", "href"), ("audio", "src"), ("blockquote", "cite"), ("body", "background"), ("del", "cite"),
        ("form", "action"), ("frame", "longdesc"), ("frame", "src"), ("head", "profile"), ("iframe", "longdesc"), ("iframe", "src"),
        ("img", "longdesc"), ("img", "src"), ("img", "usemap"), ("input", "src"), ("input", "usemap"), ("ins", "cite"), ("link", "href"),
        ("object", "classid"), ("object", "codebase"), ("object", "data"), ("object", "usemap"), ("q", "cite"), ("script", "src"),
        ("source", "src"), ("video", "poster"), ("video", "src"),
    ]

    /// The kept attributes that a browser loads or follows as a URI, whatever the element. feedparser
    /// checks the scheme of `href` only; the sanitizer checks all of these (see ``HTMLURIRules``).
    static let uriAttributes: [StaticString] = [
        "action", "altimg", "background", "cite", "data", "datasrc", "dynsrc", "href", "icon", "longdesc", "lowsrc", "ping", "poster", "src",
        "usemap", "vrml", "xlink:href", "xml:base",
    ]

    /// The SVG elements that animate an attribute of their parent (the one `attributeName` names)
    /// to the values of their `to`, `from`, `by` and `values`.
    static let svgAnimationElements: [StaticString] = ["animate", "animateColor", "animateMotion", "animateTransform", "set"]

    /// The attributes of an SVG animation element that hold the values given to the animated attribute.
    static let svgAnimationValueAttributes: [StaticString] = ["by", "from", "to", "values"]

    /// The CSS properties kept in `style` attributes.
    static let cssProperties: [String] = [
        "azimuth", "background-color", "border-bottom-color", "border-collapse", "border-color", "border-left-color", "border-right-color",
        "border-top-color", "clear", "color", "cursor", "direction", "display", "elevation", "float", "font", "font-family", "font-size", "font-style",
        "font-variant", "font-weight", "height", "letter-spacing", "line-height", "overflow", "pause", "pause-after", "pause-before", "pitch",
        "pitch-range", "richness", "speak", "speak-header", "speak-numeral", "speak-punctuation", "speech-rate", "stress", "text-align",
        "text-decoration", "text-indent", "unicode-bidi", "vertical-align", "voice-family", "volume", "white-space", "width",
    ]

    /// The CSS properties also kept in `style` attributes inside `<svg>`.
    static let svgCSSProperties: [String] = [
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-linecap", "stroke-linejoin", "stroke-opacity", "stroke-width",
    ]

    /// The first words of CSS shorthand properties (`background`, `border-top`, `margin-left`) whose
    /// values are kept when every word of them is a keyword of ``cssKeywords`` or a plain value
    /// (a colour, a size).
    static let cssShorthandFamilies: [String] = ["background", "border", "margin", "padding"]

    /// The CSS keywords allowed in the shorthand properties.
    static let cssKeywords: [String] = [
        "!important", "aqua", "auto", "black", "block", "blue", "bold", "both", "bottom", "brown", "center", "collapse", "dashed", "dotted",
        "fuchsia", "gray", "green", "italic", "left", "lime", "maroon", "medium", "navy", "none", "normal", "nowrap", "olive", "pointer", "purple",
        "red", "right", "silver", "solid", "teal", "top", "transparent", "underline", "white", "yellow",
    ]

    /// The URI schemes allowed in links (feedparser's `ACCEPTABLE_URI_SCHEMES`).
    static let uriSchemes: [String] = [
        "aim", "callto", "cvs", "facetime", "feed", "file", "ftp", "git", "gopher", "gtalk", "h323", "hdl", "http", "https", "imap", "irc", "irc6",
        "ircs", "itms", "magnet", "mailto", "mms", "msnim", "news", "nntp", "prospero", "rsync", "rtsp", "rtspu", "sftp", "shttp", "sip", "sips",
        "skype", "smb", "snews", "ssh", "svn", "svn+ssh", "telnet", "wais", "ymsg",
    ]
}
