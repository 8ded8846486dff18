import XMLMapKit

extension XMLParserLimits {
    /// The default limits with entity expansion refused 16 times sooner (256 KiB in total, 10×
    /// amplification past 16 KiB), so that an entity bomb costs milliseconds rather than
    /// seconds under AddressSanitizer and the fuzzer spends its time on other inputs.
    public static var fuzzing: XMLParserLimits {
        var limits = XMLParserLimits()
        limits.maxEntityExpansionBytes = 256 << 10
        limits.entityAmplificationThreshold = 16 << 10
        limits.maxEntityAmplification = 10
        return limits
    }
}
