import XMLMapKit

extension AtomTextConstruct {
    /// A construct holding plain text in `language`: a title or text RSS gives as text.
    init(text: String, language: String?) {
        self.init(type: .text, value: text, language: language)
    }

    /// A construct holding HTML in `language`: a description RSS gives as HTML.
    init(html: String, language: String?) {
        self.init(type: .html, value: html, language: language)
    }

    /// The construct as HTML, for an RSS description: HTML and XHTML markup as they are (XHTML
    /// is HTML too), text escaped as ``MarkupWriter`` escapes text (`&`, `<`, `>`) so that it
    /// reads as the same text.
    var html: String {
        guard type == .text else { return value }
        var markup = MarkupWriter()
        var text = value
        text.withUTF8 { markup.text(XMLBytes(UnsafeRawBufferPointer($0)), escaped: true) }
        return String(decoding: markup.bytes, as: UTF8.self)
    }
}
