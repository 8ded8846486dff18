/// Why a mapping could not write a model: a rule with no way back, or a value its converter
/// has no text for. The output module turns it into its writer's error, with the element path
/// where it happened.
package struct MappingWriteFailure: Error, Sendable {
    /// ``XMLError/Code/unwritableRule`` or ``XMLError/Code/invalidValue``.
    package let code: XMLError.Code
    /// What went wrong, naming the rule.
    package let message: String

    /// A failure with `code` and `message`.
    init(_ code: XMLError.Code, _ message: String) {
        self.code = code
        self.message = message
    }
}
