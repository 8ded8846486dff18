// catalog-sections FILE.xml
//
// Prints each category of a product list as a section header with its products as
// `name — code (price)`, the way the original catalog app showed them.
//
// A template for using a built-in mapper from code: map, then walk the typed model.
import Foundation
import Mappers
import XMLMapKit

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: catalog-sections FILE.xml\n".utf8))
    exit(64)
}
let path = CommandLine.arguments[1]
do throws(XMLError) {
    let result = try CatalogMapper().map(contentsOfFile: path)
    for (index, section) in result.model.sections.enumerated() {
        if index > 0 { print() }
        print(section.name.isEmpty ? "(no category)" : section.name)
        for product in section.products {
            print("  \(product.name) — \(product.code) (\(product.price))")
        }
    }
    // Lenient mapping keeps going past bad data; say what was wrong on standard error.
    for issue in result.issues { FileHandle.standardError.write(Data("\(path):\(issue)\n".utf8)) }
    if let error = result.error {
        FileHandle.standardError.write(Data("\(path):\(error)\n".utf8))
        exit(65)
    }
} catch {
    FileHandle.standardError.write(Data("\(path):\(error)\n".utf8))
    exit(error.code == .inputUnreadable ? 66 : 65)
}
