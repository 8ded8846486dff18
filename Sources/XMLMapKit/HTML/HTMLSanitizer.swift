#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes the HTML of a feed safe to show in a web view, as feedparser does by default, and
/// resolves the relative links inside it.
///
/// ``sanitize(_:)-(UnsafeRawBufferPointer)`` gives what feedparser 6 gives for an HTML field
/// (`resolve_relative_uris`, then `_sanitize_html`): elements and attributes outside an
/// allowlist of HTML, SVG and MathML are removed (``HTMLAllowlists``), `script`, `style` and
/// `applet` with their text; `style` attributes keep only safe CSS declarations and no `url()`;
/// links with a scheme outside an allowlist (`javascript:`, `vbscript:`, `data:`) are emptied;
/// relative links are resolved against ``base``; the markup is written back normalized (lowercase
/// names, attributes sorted and double-quoted, `<br />`), and the result is trimmed.
///
/// Where feedparser lets through what a browser would run, the sanitizer does not, and its
/// output differs: a link's scheme is checked in every URI attribute (`src`, `action`,
/// `xlink:href`…, not only `href`) and as a browser reads it (`&#106;avascript:`,
/// `jav&#x09;ascript:`); an SVG animation of a link or event handler loses its values; a
/// comment holding `<` or `>` is dropped; text feedparser writes without parsing (a tag cut off
/// by the end of the fragment, the text of an SGML short tag `<a/text/`) has its `<` escaped,
/// and so has a `<` written as text that a dropped construct leaves before a letter
/// (`<<x>script>`); a `<![` without keyword is escaped instead of repeating the fragment
/// unsanitized.
///
/// The fragment is read once, as UTF-8 bytes, with names matched as bytes, into one block of
/// bytes that becomes the returned `String`; a fragment without `<` and `&` is only trimmed.
public struct HTMLSanitizer: Sendable {
    /// The base URI relative references inside the HTML are resolved against; `nil` leaves them
    /// as written.
    public var base: URL?

    /// Whether the fragments are XHTML (an Atom text construct of type `xhtml`, which feedparser
    /// reads as `application/xhtml+xml`) rather than HTML: a start tag closed with `/>` is then
    /// also an end tag, and `<svg>` and `<math>` are kept only with their namespace declared.
    public var isXHTML: Bool

    /// A sanitizer resolving relative references against `base`, for HTML or, when `isXHTML`,
    /// XHTML fragments.
    public init(base: URL? = nil, isXHTML: Bool = false) {
        self.base = base
        self.isXHTML = isXHTML
    }

    /// The sanitized form of the HTML fragment in `html` (UTF-8), with its links resolved.
    public func sanitize(_ html: UnsafeRawBufferPointer) -> String {
        guard Self.containsMarkup(html) else { return Self.trimmed(html) }
        let output = output(of: .resolveAndSanitize, for: html)
        defer { output.release() }
        return Self.trimmed(output.bytes)
    }

    /// The sanitized form of the HTML fragment `html`.
    public func sanitize(_ html: String) -> String {
        var html = html
        return html.withUTF8 { sanitize(UnsafeRawBufferPointer($0)) }
    }

    /// The HTML fragment in `html` (UTF-8) with its relative links resolved against ``base`` and
    /// nothing removed, as feedparser's `resolve_relative_uris` writes it (markup normalized,
    /// not trimmed): the raw HTML an application asks for when it sanitizes itself.
    public func resolveLinks(_ html: UnsafeRawBufferPointer) -> String {
        guard Self.containsMarkup(html) else { return String(decoding: html, as: UTF8.self) }
        let output = output(of: .resolve, for: html)
        defer { output.release() }
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// The HTML fragment `html` with its relative links resolved; see
    /// ``resolveLinks(_:)-(UnsafeRawBufferPointer)``.
    public func resolveLinks(_ html: String) -> String {
        var html = html
        return html.withUTF8 { resolveLinks(UnsafeRawBufferPointer($0)) }
    }

    /// Whether `html` holds a `<` or an `&`, without which no pass changes it.
    private static func containsMarkup(_ html: UnsafeRawBufferPointer) -> Bool {
        guard let base = html.baseAddress else { return false }
        return memchr(base, Int32(ASCII.lessThan), html.count) != nil || memchr(base, Int32(ASCII.ampersand), html.count) != nil
    }

    /// What a pass of `mode` over `html` writes, over the fragment rewritten as feedparser
    /// rewrites it first (``HTMLPrepass``), and as two passes when one cannot give feedparser's
    /// output (see ``HTMLFragmentPass/Outcome``).
    private func output(of mode: HTMLFragmentPass.Mode, for html: UnsafeRawBufferPointer) -> ByteStorage {
        guard HTMLPrepass.needsRewriting(html) else { return output(of: mode, forRewritten: html) }
        return HTMLPrepass.rewritten(html).withUnsafeBytes { output(of: mode, forRewritten: $0) }
    }

    /// What a pass of `mode` over `html`, already rewritten, writes; see ``output(of:for:)``.
    private func output(of mode: HTMLFragmentPass.Mode, forRewritten html: UnsafeRawBufferPointer) -> ByteStorage {
        var pass = HTMLFragmentPass(input: html, mode: mode, base: base, isXHTML: isXHTML)
        let outcome = pass.run()
        pass.releaseScratch()
        switch outcome {
        case .completed:
            return pass.output
        case .needsTwoPasses:
            pass.output.release()
            let resolved = output(of: .resolve, forRewritten: html)
            defer { resolved.release() }
            return Self.escapingCDATASections(resolved.bytes).withUnsafeBytes { output(of: .sanitize, for: $0) }
        }
    }

    /// `html` with each `<![CDATA[` written `&lt;![CDATA[`, as feedparser's `_sanitize_html`
    /// does before parsing.
    private static func escapingCDATASections(_ html: UnsafeRawBufferPointer) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(html.count + 16)
        var index = 0
        while index < html.count {
            if html[index] == UInt8(ascii: "<"), UnsafeRawBufferPointer(rebasing: html[index...]).starts(with: "<![CDATA[".utf8) {
                result += "&lt;".utf8
            } else {
                result.append(html[index])
            }
            index += 1
        }
        return result
    }

    /// `html` as the final text feedparser's `_sanitize_html` makes of its output: without white
    /// space at either end (Python's `str.strip()`), each `\r\n` written `\n`.
    private static func trimmed(_ html: UnsafeRawBufferPointer) -> String {
        let kept = PythonText.stripped(html, 0..<html.count)
        let text = UnsafeRawBufferPointer(rebasing: html[kept])
        guard let base = text.baseAddress, memchr(base, Int32(ASCII.carriageReturn), text.count) != nil else {
            return String(decoding: text, as: UTF8.self)
        }
        var compacted: [UInt8] = []
        compacted.reserveCapacity(text.count)
        for index in text.indices where !(text[index] == ASCII.carriageReturn && index + 1 < text.count && text[index + 1] == ASCII.lineFeed) {
            compacted.append(text[index])
        }
        return String(decoding: compacted, as: UTF8.self)
    }
}
