/// The elements a mapping's writing has entered but not started: they are started, outermost
/// first, when something is written into the innermost, and left out when nothing is, so that
/// an optional that is `nil` or an empty list writes no empty element (`<channel>` holding
/// only `channel/title` when the title is `nil`).
package struct PendingElements {
    /// The names entered and not started: the innermost open elements of the path written.
    private var names: [MappingWriteName] = []

    /// No element pending.
    package init() {}

    /// Enters an element, started only if something is written into it.
    mutating func enter(_ name: MappingWriteName) {
        names.append(name)
    }

    /// Starts every element entered and not started yet: something is written into the
    /// innermost.
    mutating func start<Target: MappingWriteTarget>(in target: inout Target) throws {
        guard !names.isEmpty else { return }
        for name in names { try target.startElement(name.name, namespaceURI: name.namespaceURI) }
        names.removeAll(keepingCapacity: true)
    }

    /// Leaves the innermost element entered: ends it if it was started, forgets it if not.
    mutating func leave<Target: MappingWriteTarget>(in target: inout Target) throws {
        if names.isEmpty {
            try target.endElement()
        } else {
            names.removeLast()
        }
    }
}
