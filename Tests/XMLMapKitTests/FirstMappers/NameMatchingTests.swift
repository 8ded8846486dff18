import Foundation
import Testing
import XMLMapKit
import XMLMapOutput

/// Names match as they are written: an unprefixed name matches an element written without a
/// prefix, whatever default namespace is in scope; a namespace URI matches exactly.
@Suite("First mappers: names match as written")
struct NameMatchingTests {
    static let sitemap = """
        <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
          <url><loc>https://example.com/</loc><image:image><image:loc>https://example.com/a.jpg</image:loc></image:image></url>
        </urlset>
        """

    /// What each name test says of each element of a document.
    struct NameProbe: XMLElementHandler {
        var seen: [String] = []
        mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
            let name = element.name
            seen.append(
                "\(name.qualifiedName.string) loc:\(name.matches("loc")) image-loc:\(name.matches("loc", namespaceURI: "http://www.google.com/schemas/sitemap-image/1.1")) "
                    + "no-namespace-loc:\(name.matches("loc", namespaceURI: ""))")
            return .handle
        }
        func finish(context: XMLHandlerContext) -> [String] { seen.filter { $0.contains("loc:true") } }
    }

    @Test("matches(_:) takes <loc> in the default namespace, never <image:loc>; matches(_:namespaceURI:) is exact")
    func handlerNames() throws {
        let seen = try NameProbe().map(Array(Self.sitemap.utf8)).model
        #expect(
            seen == [
                "loc loc:true image-loc:false no-namespace-loc:false",
                "image:loc loc:false image-loc:true no-namespace-loc:false",
            ])
    }

    @Test("attribute names match as written too: value(\"android:name\") with its prefix, value(_:namespaceURI:) exactly")
    func attributeNames() throws {
        struct Activities: XMLElementHandler {
            var names: [String] = []
            mutating func startElement(_ element: XMLStartElement, context: XMLHandlerContext) -> XMLDescent {
                guard element.name.matches("activity") else { return .handle }
                let attributes = element.attributes
                names.append(attributes.value("android:name")?.string ?? "-")
                names.append(attributes.value("name", namespaceURI: "http://schemas.android.com/apk/res/android")?.string ?? "-")
                names.append(attributes.value("name")?.string ?? "-")  // the unprefixed one
                return .skip
            }
            func finish(context: XMLHandlerContext) -> [String] { names }
        }
        let manifest = """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example">
              <application><activity android:name=".Main" name="plain"/></application>
            </manifest>
            """
        #expect(try Activities().map(Array(manifest.utf8)).model == [".Main", ".Main", "plain"])
    }

    @Test("a plugin's root named without a namespace matches it as written; one that names the namespace comes first")
    func rootElements() throws {
        struct Loose: XMLMapperPlugin {
            typealias Model = Int
            var name: String { "loose" }
            var summary: String { "" }
            var rootElements: [XMLElementName] { [XMLElementName("urlset")] }
            func makeHandler(options: XMLMappingOptions) -> XMLMapping<Int> { XMLMapping(0) { _ in } }
        }
        struct Loose2: XMLMapperPlugin {
            typealias Model = Int
            var name: String { "loose2" }
            var summary: String { "" }
            var rootElements: [XMLElementName] { [XMLElementName("urlset")] }
            func makeHandler(options: XMLMappingOptions) -> XMLMapping<Int> { XMLMapping(0) { _ in } }
        }
        struct Exact: XMLMapperPlugin {
            typealias Model = Int
            var name: String { "exact" }
            var summary: String { "" }
            var rootElements: [XMLElementName] { [XMLElementName("urlset", namespaceURI: "http://www.sitemaps.org/schemas/sitemap/0.9")] }
            func makeHandler(options: XMLMappingOptions) -> XMLMapping<Int> { XMLMapping(0) { _ in } }
        }
        #expect(try XMLMapperRegistry([Loose()]).map(Array(Self.sitemap.utf8)).mapperName == "loose")
        #expect(try XMLMapperRegistry([Loose()]).map(Array("<urlset/>".utf8)).mapperName == "loose")
        #expect(try XMLMapperRegistry([Loose(), Exact()]).map(Array(Self.sitemap.utf8)).mapperName == "exact")
        #expect(try XMLMapperRegistry([Loose(), Exact()]).map(Array("<urlset/>".utf8)).mapperName == "loose")
        // A mapper put first wins a root that a later one claims the same way.
        let both = XMLMapperRegistry([Loose()] + XMLMapperRegistry([Exact(), Loose2()]).mappers, fallbackName: nil)
        #expect(try both.map(Array("<urlset/>".utf8)).mapperName == "loose")
        #expect(throws: XMLError.self) { try XMLMapperRegistry([Exact()]).map(Array("<urlset/>".utf8)) }
        #expect(throws: XMLError.self) { try XMLMapperRegistry([Loose()]).map(Array("<s:urlset xmlns:s='urn:s'/>".utf8)) }
        #expect(XMLElementName("urlset").description == "urlset")
        #expect(XMLElementName("feed", namespaceURI: "http://www.w3.org/2005/Atom").description == "{http://www.w3.org/2005/Atom}feed")
        #expect(XMLElementName("gpx", namespaceURI: "").description == "gpx (no namespace)")
    }

    @Test("mapping paths: unprefixed steps match as written, prefixed ones by URI, a defaultNamespace makes them exact")
    func mappingPaths() throws {
        struct Page: Equatable {
            var locations: [String] = []
            var images: [String] = []
        }
        let image = ["image": "http://www.google.com/schemas/sitemap-image/1.1"]
        let asWritten = XMLMapping(Page(), namespaces: image) { map in
            map.appendText("url/loc", to: \.locations)
            map.appendText("url/image:image/image:loc", to: \.images)
        }
        #expect(try asWritten.map(Array(Self.sitemap.utf8)).model == Page(locations: ["https://example.com/"], images: ["https://example.com/a.jpg"]))
        let exact = XMLMapping(Page(), namespaces: image, defaultNamespace: "http://www.sitemaps.org/schemas/sitemap/0.9") { map in
            map.appendText("url/loc", to: \.locations)
        }
        #expect(try exact.map(Array(Self.sitemap.utf8)).model.locations == ["https://example.com/"])
        let noNamespace = XMLMapping(Page(), defaultNamespace: "") { map in
            map.appendText("url/loc", to: \.locations)
        }
        let result = try noNamespace.map(Array(Self.sitemap.utf8))
        #expect(result.model.locations.isEmpty)
        #expect(result.issues.count == 1)  // and it says so (see SilentMappingTests)
    }
}
