/// What the output module needs of a mapping to write a model back (XMLMapOutput's
/// `XMLMapping.write(_:as:namespaceURI:to:)`): the rules' way back is recorded here, in the core,
/// when the mapping is built; the XML is written there.
extension XMLMapping {
    /// Why the mapping cannot write a model, naming the first rule with no way back (in it or
    /// in a nested mapping); `nil` when it can.
    package var writingBlocker: MappingWriteFailure? { program.writing.blocker }

    /// The prefixes of the mapping and its nested mappings (empty: a default namespace), each
    /// prefix bound to the first namespace that has it.
    package var writingNamespaces: [(prefix: String, namespaceURI: String)] { program.writing.namespaces }

    /// The name of the mapping's own element written `name`, as its paths name elements.
    package func writingName(ofElement name: String) -> MappingWriteName {
        program.writing.elementName(name)
    }

    /// Writes `model` into the element just started in `target`: its attributes, its text and
    /// the elements inside it, as the rules read them.
    package func writeContent<Target: MappingWriteTarget>(of model: Model, into target: inout Target) throws {
        var pending = PendingElements()
        try program.writing.writeContent(of: model, node: 0, instance: 0, into: &target, pending: &pending)
    }
}
