import XMLCoder
import XMLMapOutput

/// A typed Codable model whose keys in ``attributeKeys`` are written as XML attributes and the
/// others as child elements: one `DynamicNodeEncoding` that XMLCoder's `XMLEncoder` and
/// XMLMapKit's both follow, so that the two write the same document.
protocol AttributeKeyedModel: XMLCoder.DynamicNodeEncoding, XMLMapOutput.DynamicNodeEncoding {
    /// The keys written as attributes (`lat`, `lon` of a point).
    static var attributeKeys: [String] { get }
}

extension AttributeKeyedModel {
    static func nodeEncoding(for key: any CodingKey) -> XMLCoder.XMLEncoder.NodeEncoding {
        attributeKeys.contains(key.stringValue) ? .attribute : .element
    }

    static func nodeEncoding(for key: any CodingKey) -> XMLMapOutput.XMLEncoder.NodeEncoding {
        attributeKeys.contains(key.stringValue) ? .attribute : .element
    }
}

extension TypedGPX: AttributeKeyedModel {
    static let attributeKeys = ["version", "creator"]
}

extension TypedGPX.Point: AttributeKeyedModel {
    static let attributeKeys = ["lat", "lon"]
}

extension TypedRSS: AttributeKeyedModel {
    static let attributeKeys = ["version"]
}

extension TypedRSS.Enclosure: AttributeKeyedModel {
    static let attributeKeys = ["url", "length", "type"]
}

extension CodableRSS.GUID: AttributeKeyedModel {
    static let attributeKeys = ["isPermaLink"]
}

extension CodableRSS.Href: AttributeKeyedModel {
    static let attributeKeys = ["href"]
}

extension CodableRSS.Transcript: AttributeKeyedModel {
    static let attributeKeys = ["url", "type"]
}
