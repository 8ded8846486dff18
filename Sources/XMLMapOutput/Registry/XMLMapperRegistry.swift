import XMLMapKit

/// The mappers a program knows, chosen by name or by the document's root element.
///
/// The choice by root is made from the first start element while streaming: no second pass
/// and no sniffing of bytes.
///
/// ```swift
/// var registry = XMLMapperRegistry.builtIn   // from the Mappers module
/// registry.register(MyRecipeMapper())
/// let mapped = try registry.map(contentsOfFile: "recipe.xml")
/// print(mapped.mapperName, mapped.result.model)
/// ```
public struct XMLMapperRegistry: Sendable {
    /// The registered mappers, in registration order: of those that claim a root, one that
    /// names its namespace wins, then the earlier one (``mapper(forRoot:)``).
    public private(set) var mappers: [any XMLMapperPlugin]
    /// The mapper used when no mapper claims the root (the `generic` one), if any.
    public var fallbackName: String?

    /// A registry of `mappers`.
    public init(_ mappers: [any XMLMapperPlugin] = [], fallbackName: String? = nil) {
        self.mappers = mappers
        self.fallbackName = fallbackName
    }

    /// Adds a mapper; one with the same name is replaced.
    public mutating func register(_ mapper: some XMLMapperPlugin) {
        if let index = mappers.firstIndex(where: { $0.name == mapper.name }) {
            mappers[index] = mapper
        } else {
            mappers.append(mapper)
        }
    }

    /// The mapper called `name`.
    public func mapper(named name: String) -> (any XMLMapperPlugin)? {
        mappers.first { $0.name == name }
    }

    /// The mapper that reads documents whose root is `name`, else the fallback. A mapper that
    /// names the root's namespace comes before one that matches the name as written
    /// (``XMLElementName``).
    public func mapper(forRoot name: XMLName) -> (any XMLMapperPlugin)? {
        mappers.first { $0.rootElements.contains { $0.namespaceURI != nil && $0.matches(name) } }
            ?? mappers.first { $0.rootElements.contains { $0.namespaceURI == nil && $0.matches(name) } }
            ?? fallbackName.flatMap(mapper(named:))
    }

    /// Maps a document in memory. `mapperName` picks the mapper; `nil` chooses it from the root.
    /// With `onItem`, a mapper that streams hands it each item instead of keeping it. With
    /// `output`, a mapper that can write that format while mapping
    /// (``XMLMapperPlugin/makeWritingHandler(as:options:output:)``) writes it, and the result
    /// says so (``XMLMappedDocument/isWritten``).
    public func map(
        _ bytes: [UInt8], mapperName: String? = nil, options: XMLMappingOptions = XMLMappingOptions(),
        onItem: (@Sendable (any Encodable & Sendable) -> Void)? = nil, output: XMLMappingOutput? = nil
    ) throws(XMLError) -> XMLMappedDocument {
        try map(.bytes(bytes), mapperName: mapperName, options: options, onItem: onItem, output: output)
    }

    /// Maps the file at `path`, reading it in chunks.
    public func map(
        contentsOfFile path: String, mapperName: String? = nil, options: XMLMappingOptions = XMLMappingOptions()
    ) throws(XMLError) -> XMLMappedDocument {
        try map(.file(path), mapperName: mapperName, options: options)
    }

    /// Maps everything readable from an open file descriptor (0 is standard input).
    ///
    /// When `onItem` is given and the chosen mapper streams
    /// (``XMLMapperPlugin/makeStreamingHandler(options:onItem:)``), items are handed to it one
    /// at a time and not kept in the model; `output` as for the bytes in memory.
    public func map(
        fileDescriptor: Int32, mapperName: String? = nil, options: XMLMappingOptions = XMLMappingOptions(),
        onItem: (@Sendable (any Encodable & Sendable) -> Void)? = nil, output: XMLMappingOutput? = nil
    ) throws(XMLError) -> XMLMappedDocument {
        let name = fileDescriptor == 0 ? "standard input" : "file descriptor \(fileDescriptor)"
        return try map(.descriptor(fileDescriptor, name: name), mapperName: mapperName, options: options, onItem: onItem, output: output)
    }

    /// Maps the bytes `source` hands over, pulling them chunk by chunk as the parse needs them
    /// (see `XMLByteSource`, XMLMapKit); `mapperName`, `onItem` and `output` as for a file descriptor.
    public func map(
        _ source: some XMLByteSource, mapperName: String? = nil, options: XMLMappingOptions = XMLMappingOptions(),
        onItem: (@Sendable (any Encodable & Sendable) -> Void)? = nil, output: XMLMappingOutput? = nil
    ) throws(XMLError) -> XMLMappedDocument {
        try map(.source(source), mapperName: mapperName, options: options, onItem: onItem, output: output)
    }

    private func map(
        _ input: MappingInput, mapperName: String?, options: XMLMappingOptions,
        onItem: (@Sendable (any Encodable & Sendable) -> Void)? = nil, output: XMLMappingOutput? = nil
    ) throws(XMLError) -> XMLMappedDocument {
        if let mapperName, mapper(named: mapperName) == nil {
            throw XMLError(.unexpectedRoot, "unknown mapper '\(mapperName)'; known mappers: \(mappers.map(\.name).joined(separator: ", "))")
        }
        let chosen = ResultBox<String>()
        let box = ResultBox<any Encodable & Sendable>()
        let finish = ResultBox<(any Encodable & Sendable) throws -> Void>()
        let makeRootFrame = { (root: XMLStartElement, context: XMLHandlerContext) throws(XMLError) -> HandlerFrame in
            guard let mapper = mapperName.flatMap(mapper(named:)) ?? mapper(forRoot: root.name) else {
                let known = mappers.map { "\($0.name) (\($0.rootElements.map(\.description).joined(separator: ", ")))" }
                throw XMLError(
                    .unexpectedRoot, "no mapper reads the root element <\(root.name.qualifiedName.string)>; known mappers: \(known.joined(separator: "; "))",
                    location: context.location, elementPath: context.elementPath)
            }
            chosen.value = mapper.name
            return mapper.makeRootFrame(options: options, onItem: onItem, output: output, result: box, finish: finish)
        }
        // Output written while mapping ends whole when mapping fails (strict mode, a value
        // strict mode refuses, unreadable input) after writing began: the error is still what
        // is reported. Nothing is written when nothing was.
        let result: XMLMappingResult<any Encodable & Sendable>
        do {
            result = try MappingRun.run(
                input, options: options, result: box, finishesOnError: { finish.value != nil && output?.buffer.hasWritten == true },
                makeRootFrame: makeRootFrame)
        } catch {
            if let finishWriting = finish.value, let model = box.value { try? finishWriting(model) }
            throw error
        }
        if let finishWriting = finish.value {
            do {
                try finishWriting(result.model)
            } catch {
                throw XMLError(.handlerFailed, "cannot write the \(output?.format ?? "") output: \(error)")
            }
        }
        return XMLMappedDocument(mapperName: chosen.value ?? "", result: result, isWritten: finish.value != nil)
    }
}

/// A document mapped by a registry: which mapper it chose, and what it produced.
public struct XMLMappedDocument: Sendable {
    /// The mapper's name.
    public var mapperName: String
    /// The model (type-erased), outcome, issues and, in lenient mode, the error that cut it short.
    public var result: XMLMappingResult<any Encodable & Sendable>
    /// Whether the requested output was written while mapping (the mapper streamed it).
    public var isWritten = false
}
