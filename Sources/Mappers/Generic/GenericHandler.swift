import XMLMapKit

/// Builds xmltodict's JSON for the root element, one frame per open element; with an item
/// depth, each element at that depth is handed to a callback and dropped once it ends.
///
/// Text of all open elements shares one byte buffer, cut back as each element ends; when
/// white space is stripped, white space that could only be stripped is never kept, so the
/// levels above the items stay small however many items pass. With a ``GenericSpill``, an
/// element whose content grows past the spill's threshold moves its children there, so the
/// whole document is never held.
public struct GenericHandler: XMLElementHandler {
    private let options: GenericOptions
    private let itemDepth: Int?
    private let onItem: (@Sendable (JSONValue) -> Void)?
    private let separator: [UInt8]
    private let spill: GenericSpill?
    private var frames: [GenericFrame] = []
    private var text: [UInt8] = []
    /// The object the root element ends up in (xmltodict's `item` at depth 0).
    private var top: JSONObject?
    private var elementCount = 0
    private var itemCount = 0

    init(options: GenericOptions, itemDepth: Int?, onItem: (@Sendable (JSONValue) -> Void)?, spill: GenericSpill? = nil) {
        self.options = options
        self.itemDepth = itemDepth.flatMap { $0 >= 1 ? $0 : nil }
        self.onItem = onItem
        self.spill = spill
        separator = Array(options.cdataSeparator.utf8)
    }

    /// Opens the root element.
    public mutating func begin(_ element: XMLStartElement, context: XMLHandlerContext) {
        open(element)
    }

    /// Opens a descendant element.
    public mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
        open(element)
        return .handle
    }

    /// Adds text to the innermost open element.
    public mutating func text(_ text: XMLText, context: XMLHandlerContext) {
        let last = frames.count - 1
        let before = self.text.count
        let keptNothing = before == frames[last].textStart
        if !frames[last].runIsOpen {
            if frames[last].hasText { self.text.append(contentsOf: separator) }
            frames[last].runIsOpen = true
            frames[last].hasText = true
        }
        self.text.append(contentsOf: text.bytes.buffer)
        if options.stripWhitespace, keptNothing, PythonWhitespace.isXMLWhitespace(self.text[before...]) {
            self.text.removeLast(self.text.count - before)
        }
    }

    /// Closes the innermost element into its parent, or streams it as an item.
    public mutating func endElement(_ element: XMLEndElement, text: XMLBytes, context: XMLHandlerContext) {
        close()
    }

    /// Closes the root element and returns the document. After a stop or an error, when more
    /// is open, an unfinished item is dropped and the levels above it are closed, keeping their
    /// attributes and complete children but not their text, which the cut may have shortened.
    public mutating func finish(context: XMLHandlerContext) -> GenericDocument {
        if let itemDepth, frames.count > 1, frames.count >= itemDepth { discardFrames(downTo: itemDepth - 1) }
        if context.isEndingEarly {
            for index in frames.indices { frames[index].hasText = false }
            text.removeAll()
        }
        while !frames.isEmpty { close() }
        return GenericDocument(value: top.map(JSONValue.object) ?? .null, elementCount: elementCount, itemCount: itemCount)
    }

    private mutating func open(_ element: XMLStartElement) {
        elementCount += 1
        if !frames.isEmpty { frames[frames.count - 1].runIsOpen = false }
        let attributes = options.xmlAttribs ? attributeObject(element.attributes) : nil
        var frame = GenericFrame(key: key(for: element.name), object: attributes, textStart: text.count)
        if spill != nil { frame.weight = attributes.map { 16 * $0.count } ?? 0 }
        frames.append(frame)
    }

    /// How many containers deep the value of the open element at `index` is in the JSON, as
    /// far as known yet: one more than its parent's, two when its name is already among its
    /// parent's children (an array). Its parent is unchanged since it opened, so this is what
    /// it was then.
    private func depth(ofFrameAt index: Int) -> Int {
        var depth = 0
        for level in 0...index {
            let key = frames[level].key
            let isList =
                options.forceList.contains(key)
                || (level > 0 && (frames[level - 1].object?.index(forKey: key) != nil || frames[level - 1].spilled?.contains(key) == true))
            depth += isList ? 2 : 1
        }
        return depth
    }

    /// xmltodict's `endElement`: the element's value from its attributes, children and text.
    private mutating func close() {
        var frame = frames.removeLast()
        var data: String?
        if frame.hasText {
            text.withUnsafeBytes { buffer in
                let region = UnsafeRawBufferPointer(rebasing: buffer[frame.textStart...])
                let range = options.stripWhitespace ? PythonWhitespace.trimmedRange(region) : region.indices
                if !range.isEmpty { data = String(decoding: UnsafeRawBufferPointer(rebasing: region[range]), as: UTF8.self) }
            }
            text.removeLast(text.count - frame.textStart)
        }
        if data != nil, frame.object == nil, options.forceCData.contains(frame.key) || frame.spilled != nil { frame.object = JSONObject() }
        let value: JSONValue
        if var object = frame.object {
            if let data { object.push(.string(data), forKey: options.cdataKey, forceList: options.forceList.contains(options.cdataKey)) }
            value = .object(object)
        } else {
            value = data.map(JSONValue.string) ?? .null
        }
        if frames.count + 1 == itemDepth {
            itemCount += 1
            onItem?(value)
            return
        }
        let forceList = options.forceList.contains(frame.key)
        if let spill, var node = frame.spilled {
            if case .object(let object) = value { spill.spill(object, into: &node, depth: frame.depth) }
            if frames.isEmpty {
                spill.setRoot(node, key: frame.key, isForced: forceList)
            } else {
                spillChildren(of: frames.count - 1)
                spill.append(node, forKey: frame.key, isForced: forceList, to: &frames[frames.count - 1].spilled!)
            }
            return
        }
        if frames.isEmpty {
            top = top ?? JSONObject()
            top!.push(value, forKey: frame.key, forceList: forceList)
        } else {
            let last = frames.count - 1
            if frames[last].object == nil { frames[last].object = JSONObject() }
            frames[last].object!.push(value, forKey: frame.key, forceList: forceList)
            guard let spill else { return }
            frames[last].weight += frame.weight + frame.key.utf8.count + (data?.utf8.count ?? 0) + 4
            if frames[last].weight > spill.threshold, itemDepth.map({ last < $0 - 1 }) ?? true { spillChildren(of: last) }
        }
    }

    /// Moves the attributes and children of the open element at `index` into the spill.
    private mutating func spillChildren(of index: Int) {
        guard let spill else { return }
        if frames[index].spilled == nil { frames[index].depth = depth(ofFrameAt: index) }
        var node = frames[index].spilled ?? GenericSpillNode()
        if let object = frames[index].object { spill.spill(object, into: &node, depth: frames[index].depth) }
        frames[index].spilled = node
        frames[index].object = nil
        frames[index].weight = 0
    }

    /// Drops the open elements deeper than `depth`, and their text.
    private mutating func discardFrames(downTo depth: Int) {
        text.removeLast(text.count - frames[depth].textStart)
        frames.removeLast(frames.count - depth)
    }

    /// The attributes as xmltodict keys them; namespace declarations gathered into one
    /// `@xmlns` object after them when namespaces are processed. `nil` when there are none.
    private func attributeObject(_ attributes: XMLAttributes) -> JSONObject? {
        guard !attributes.isEmpty else { return nil }
        var object = JSONObject()
        var declarations: JSONObject?
        for attribute in attributes {
            let name = attribute.name
            if options.processNamespaces, name.qualifiedName.equals("xmlns") || name.prefix.equals("xmlns") {
                declarations = declarations ?? JSONObject()
                declarations![name.prefix.isEmpty ? "" : name.localName.string] = .string(attribute.value.string)
                continue
            }
            object[options.attrPrefix + key(for: name)] = .string(attribute.value.string)
        }
        if let declarations { object[options.attrPrefix + "xmlns"] = .object(declarations) }
        return object.isEmpty ? nil : object
    }

    /// xmltodict's `_build_name`: the name as written, or, when namespaces are processed, the
    /// local name after the namespace URI or the prefix ``GenericOptions/namespaces`` maps
    /// it to.
    private func key(for name: XMLName) -> String {
        guard options.processNamespaces, !name.namespaceURI.isEmpty else { return name.qualifiedName.string }
        let uri = name.namespaceURI.string
        let short = options.namespaces[uri] ?? uri
        return short.isEmpty ? name.localName.string : short + options.namespaceSeparator + name.localName.string
    }
}
