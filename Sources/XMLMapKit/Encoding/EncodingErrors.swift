/// The errors the input decoder reports, all with the code
/// ``XMLError/Code/unsupportedEncoding`` or ``XMLError/Code/invalidCharacter`` and a location
/// whose byte offset counts raw input bytes.
extension XMLError {
    /// The document is in an encoding XMLMapKit does not read, named `name` (as declared, or
    /// as recognised from the first bytes).
    static func encodingNotSupported(_ name: String, at location: SourceLocation) -> XMLError {
        XMLError(
            .unsupportedEncoding,
            "unsupported encoding '\(name)': XMLMapKit reads UTF-8, UTF-16, UTF-32, ISO-8859-1, windows-1252, US-ASCII and the encodings the platform's iconv converts",
            location: location
        )
    }

    /// The encoding declaration names `name`, which `evidence` (a byte order mark, the first
    /// bytes) rules out.
    static func encodingDeclarationContradicted(_ name: String, by evidence: String, at location: SourceLocation) -> XMLError {
        XMLError(
            .unsupportedEncoding,
            "the encoding declaration names '\(name)' but \(evidence)",
            location: location
        )
    }

    /// The transport declares the document's encoding as `name` (see
    /// ``XMLParserOptions/transportEncoding``), which XMLMapKit does not read.
    static func transportEncodingNotSupported(_ name: String) -> XMLError {
        XMLError(
            .unsupportedEncoding,
            "unsupported encoding '\(name)', the charset the transport (Content-Type) declares: XMLMapKit reads UTF-8, UTF-16, UTF-32, ISO-8859-1, windows-1252, US-ASCII and the encodings the platform's iconv converts"
        )
    }

    /// The transport declares the document's encoding as `name`, which `evidence` (the first
    /// bytes) rules out.
    static func transportEncodingContradicted(_ name: String, by evidence: String) -> XMLError {
        XMLError(
            .unsupportedEncoding,
            "the charset the transport (Content-Type) declares is '\(name)' but \(evidence)"
        )
    }

    /// A byte of a document declared US-ASCII is 0x80 or more.
    static func byteOutsideASCII(_ byte: UInt8, at location: SourceLocation) -> XMLError {
        XMLError(
            .unsupportedEncoding,
            "the byte 0x\(String(byte, radix: 16, uppercase: true)) at offset \(location.byteOffset) does not fit US-ASCII, the declared encoding",
            location: location
        )
    }

    /// UTF-32 input is not a whole number of code units, or one is not a Unicode scalar value;
    /// `problem` says how.
    static func malformedUTF32(_ problem: String, at location: SourceLocation) -> XMLError {
        XMLError(.invalidCharacter, "malformed UTF-32: \(problem)", location: location)
    }

    /// Bytes of a document in an encoding the platform converts are not a character in it;
    /// `problem` says which.
    static func malformedInput(in encoding: String, _ problem: String, at location: SourceLocation) -> XMLError {
        XMLError(.invalidCharacter, "malformed \(encoding): \(problem)", location: location)
    }

    /// UTF-16 input is not a whole number of well-formed code unit sequences; `problem` says how.
    static func malformedUTF16(_ problem: String, at location: SourceLocation) -> XMLError {
        XMLError(.invalidCharacter, "malformed UTF-16: \(problem)", location: location)
    }
}
