import XMLMapKit

/// A declarative mapping writes a model back through an ``XMLWriter``
/// (`XMLMapping.write(_:as:namespaceURI:to:)`): the writer's own element, attribute and text
/// calls are what the core's walk of the mapping's rules needs.
extension XMLWriter: MappingWriteTarget {}
