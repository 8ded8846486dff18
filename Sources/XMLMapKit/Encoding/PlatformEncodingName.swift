/// The name to ask the platform's `iconv` for, for an encoding label a document declares.
///
/// Labels are read as the WHATWG Encoding Standard reads them, as browsers do, so that a feed
/// labelled with a legacy encoding decodes as its author's software wrote it: the labels
/// `iconv` does not know (`ks_c_5601-1987`, `x-sjis`, `x-mac-roman`…) name the encoding they
/// stand for, and the East Asian encodings are read as the supersets Windows writes under
/// their names (EUC-KR as windows-949, GB2312 as GBK, Shift_JIS as windows-31j, Big5 as
/// Big5-HKSCS). Any other label is passed on as it is.
enum PlatformEncodingName {
    /// The `iconv` name for `label` (compared without regard to ASCII case).
    static func forLabel(_ label: String) -> String {
        aliases[label.lowercased()] ?? label
    }

    /// Labels mapped to the `iconv` name of the encoding they stand for.
    private static let aliases: [String: String] = {
        var aliases: [String: String] = [:]
        let groups: [(String, [String])] = [
            (
                "CP949",
                [
                    "euc-kr", "cseuckr", "csksc56011987", "iso-ir-149", "korean", "ks_c_5601-1987",
                    "ks_c_5601-1989", "ksc5601", "ksc_5601", "windows-949",
                ]
            ),
            ("GBK", ["gb2312", "chinese", "csgb2312", "csiso58gb231280", "gb_2312", "gb_2312-80", "iso-ir-58", "x-gbk"]),
            ("CP932", ["shift_jis", "csshiftjis", "ms932", "ms_kanji", "sjis", "windows-31j", "x-sjis"]),
            ("BIG5-HKSCS", ["big5", "big5-hkscs", "cn-big5", "csbig5", "x-x-big5"]),
            ("EUC-JP", ["x-euc-jp", "cseucpkdfmtjapanese"]),
            ("MACINTOSH", ["x-mac-roman", "mac", "csmacintosh"]),
            ("MAC-CYRILLIC", ["x-mac-cyrillic", "x-mac-ukrainian"]),
            ("ISO-8859-8", ["iso-8859-8-i", "csiso88598i", "logical"]),
            ("CP874", ["dos-874", "windows-874", "iso-8859-11", "iso8859-11", "tis-620"]),
        ]
        for (name, labels) in groups {
            for label in labels { aliases[label] = name }
        }
        for code in 1250...1258 { aliases["x-cp\(code)"] = "CP\(code)" }
        return aliases
    }()
}
