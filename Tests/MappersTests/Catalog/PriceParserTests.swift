import Foundation
import Testing

@testable import Mappers

@Suite("Prices")
struct PriceParserTests {
    @Test(
        "the issue's formats, separators and currency positions",
        arguments: [
            ("30 0000€", "300000", "EUR"), ("10 000€", "10000", "EUR"), ("$12.50", "12.5", "USD"), ("12,50 EUR", "12.5", "EUR"),
            ("1,234.50", "1234.5", nil), ("1.234,50", "1234.5", nil), ("€ 1.234,50", "1234.5", "EUR"),
            ("1,234,567.89 USD", "1234567.89", "USD"), ("1.234.567,89 EUR", "1234567.89", "EUR"),
            ("1\u{A0}234,50\u{A0}€", "1234.5", "EUR"), ("2\u{202F}499,00 EUR", "2499", "EUR"), ("1\u{2009}000 $", "1000", "USD"),
            ("£24.99", "24.99", "GBP"), ("¥1,980", "1980", "JPY"), ("₹1,00,000", "100000", "INR"),
            ("CHF 1'250.00", "1250", "CHF"), ("US$5", "5", "USD"), ("usd 7", "7", "USD"), ("EUR12,50", "12.5", "EUR"),
            ("12.50$", "12.5", "USD"), ("  $ 12.50  ", "12.5", "USD"), ("-3.99 £", "-3.99", "GBP"), ("€-5", "-5", "EUR"),
            ("$12 USD", "12", "USD"), ("12", "12", nil), ("0,500", "0.5", nil), ("1234,567", "1234.567", nil), ("12,5", "12.5", nil),
        ] as [(String, String, String?)])
    func parses(text: String, amount: String, currency: String?) {
        #expect(PriceParser.parse(text) == ParsedPrice(amount: Decimal(string: amount)!, currency: currency))
    }

    @Test("a lone separator before three digits groups them; one before other counts is decimal")
    func ambiguousSeparator() {
        #expect(PriceParser.parse("1,234")?.amount == 1234)
        #expect(PriceParser.parse("1.234")?.amount == 1234)
        #expect(PriceParser.parse("1.5")?.amount == Decimal(string: "1.5"))
        #expect(PriceParser.parse("1 234.567")?.amount == Decimal(string: "1234.567"))
    }

    @Test(
        "text that is not a price",
        arguments: ["", "  ", "€", "cheap", "12..5", "1,23,4", "1.2345,00", "12 €50", "12.50 EUR USD", "$12 EUR", "12,50 EURO", "1,5 000", "1234.567.890"])
    func rejects(text: String) {
        #expect(PriceParser.parse(text) == nil)
    }

    @Test("amounts keep every digit: no floating point")
    func exactAmounts() {
        #expect(PriceParser.parse("9 999 999 999 999 999,99 €")?.amount == Decimal(string: "9999999999999999.99"))
        #expect(PriceParser.parse("0.10")!.amount + PriceParser.parse("0.20")!.amount == Decimal(string: "0.3"))
    }
}
