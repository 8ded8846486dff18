import Testing

@testable import XMLMapKit

/// Tests of ``HTMLNamedEntities``.
@Suite("HTMLNamedEntities")
struct HTMLNamedEntitiesTests {
    /// Common feed entities map to their characters, case-sensitively.
    @Test(
        "Names and characters",
        arguments: [
            ("nbsp", 0xA0), ("copy", 0xA9), ("reg", 0xAE), ("mdash", 0x2014), ("ndash", 0x2013),
            ("hellip", 0x2026), ("rsquo", 0x2019), ("lsquo", 0x2018), ("ldquo", 0x201C),
            ("rdquo", 0x201D), ("eacute", 0xE9), ("Eacute", 0xC9), ("amp", 0x26), ("lt", 0x3C),
            ("gt", 0x3E), ("quot", 0x22), ("apos", 0x27), ("euro", 0x20AC), ("trade", 0x2122),
            ("thetasym", 0x3D1), ("diams", 0x2666), ("yuml", 0xFF), ("Alpha", 0x391),
            ("zwnj", 0x200C), ("bull", 0x2022), ("frac12", 0xBD), ("sup2", 0xB2),
        ] as [(String, UInt32)])
    func lookup(name: String, value: UInt32) {
        #expect(HTMLNamedEntities.scalars(forName: name) == [Unicode.Scalar(value)!], "\(name)")
    }

    /// Names that are not HTML 4 entities.
    @Test(
        "Unknown names give nil",
        arguments: ["", "NBSP", "Copy", "nbsp;", "&nbsp", "thetasyms", "notanentity", "x", "e"])
    func unknown(name: String) {
        #expect(HTMLNamedEntities.scalars(forName: name) == nil, "\(name)")
    }

    /// All 252 HTML 4 entity names are in the table.
    @Test func everyHTML4NameIsThere() {
        let names =
            "nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml fnof Alpha Beta Gamma Delta Epsilon Zeta Eta Theta Iota Kappa Lambda Mu Nu Xi Omicron Pi Rho Sigma Tau Upsilon Phi Chi Psi Omega alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigmaf sigma tau upsilon phi chi psi omega thetasym upsih piv bull hellip prime Prime oline frasl weierp image real trade alefsym larr uarr rarr darr harr crarr lArr uArr rArr dArr hArr forall part exist empty nabla isin notin ni prod sum minus lowast radic prop infin ang and or cap cup int there4 sim cong asymp ne equiv le ge sub sup nsub sube supe oplus otimes perp sdot lceil rceil lfloor rfloor lang rang loz spades clubs hearts diams quot amp lt gt OElig oelig Scaron scaron Yuml circ tilde ensp emsp thinsp zwnj zwj lrm rlm ndash mdash lsquo rsquo sbquo ldquo rdquo bdquo dagger Dagger permil lsaquo rsaquo euro"
            .split(separator: " ").map(String.init)
        #expect(names.count == 252)
        #expect(Set(names).count == 252)
        let missing = names.filter { HTMLNamedEntities.scalars(forName: $0) == nil }
        #expect(missing.isEmpty, "\(missing)")
    }

    /// The raw-buffer and `XMLBytes` entry points agree with the `String` one.
    @Test func bytesConveniences() {
        Array("hellip".utf8).withUnsafeBytes { raw in
            #expect(HTMLNamedEntities.scalars(forName: raw) == ["\u{2026}"])
            #expect(HTMLNamedEntities.scalars(forName: XMLBytes(raw)) == ["\u{2026}"])
        }
        #expect(HTMLNamedEntities.scalars(forName: XMLBytes.empty) == nil)
    }
}
