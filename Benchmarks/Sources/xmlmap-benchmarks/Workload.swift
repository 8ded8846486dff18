import Foundation

/// One document of a workload, in the forms the contenders read: bytes for XMLMapKit, `Data`
/// for Foundation, XMLCoder and SWXMLHash (copies made before timing).
struct Document {
    var name: String
    var bytes: [UInt8]
    var data: Data

    init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
        data = Data(bytes)
    }

    init(name: String, bytes: [UInt8], data: Data) {
        self.name = name
        self.bytes = bytes
        self.data = data
    }
}

/// What a contender's model holds, reduced to numbers: the same for every contender on the
/// same bytes, or the mappings differ.
struct Digest: Equatable, CustomStringConvertible {
    var values: [Int]
    init(_ values: [Int]) { self.values = values }
    var description: String { values.map(String.init).joined(separator: "/") }

    static func + (left: Digest, right: Digest) -> Digest {
        if left.values.isEmpty { return right }
        if right.values.isEmpty { return left }
        return Digest(zip(left.values, right.values).map { $0 &+ $1 })
    }
}

/// One way of mapping a workload's documents to its model.
struct Contender {
    /// Short name used on the command line (`--child WORKLOAD CONTENDER`).
    var key: String
    /// The name in the tables.
    var name: String
    /// Runs on the workload's smaller subset only (XMLCoder and SWXMLHash: they read through
    /// `XMLParser(data:)`, which fails on Linux above about 10 MB, and are slow).
    var subsetOnly = false
    /// Maps one document and returns the seconds the mapping took (model built, not yet
    /// freed) and the model's digest (computed after the clock stops).
    var map: (Document) throws -> (seconds: Double, digest: Digest)
}

/// An input and the contenders that map it.
struct Workload {
    var key: String
    var title: String
    /// The documents (one for a generated input, many for a corpus).
    var documents: () throws -> [Document]
    /// A smaller input of the same shape, for the slow contenders (`nil`: they run on the full one).
    var subset: (() throws -> [Document])?
    /// What the subset is, for the table (`1/10`).
    var subsetLabel = ""
    var contenders: [Contender]
}

/// Times `body` and digests what it returns outside the clock.
@inline(never)
func timed<Model>(_ body: () throws -> Model, digest: (Model) -> Digest) rethrows -> (seconds: Double, digest: Digest) {
    let start = Clock.now()
    let model = try body()
    let seconds = Clock.now() - start
    return (seconds, digest(model))
}
