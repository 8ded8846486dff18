/// The attributes of one tag by the hash of their names: an open-addressed table of their
/// indices, so that a tag with thousands of attributes finds a repeated name with a probe or
/// two a name, where comparing every pair took time growing with the square of the count
/// (a tag of 9,000 prefixed attributes took 47 ms). Kept by the tokenizer from tag to tag, it
/// allocates only to grow.
struct AttributeNameTable {
    /// Up to this many names, comparing them pair by pair costs less than the table.
    static var pairwiseLimit: Int { 16 }

    /// Attribute indices, -1 where a bucket is empty; the first `mask + 1` are in use.
    private var buckets: [Int] = []
    private var mask = 0

    /// Empties the table, with room for `count` names.
    mutating func reset(for count: Int) {
        var capacity = 32
        while capacity < 2 * count { capacity *= 2 }
        mask = capacity - 1
        if buckets.count < capacity {
            buckets = Array(repeating: -1, count: capacity)
        } else {
            buckets.withUnsafeMutableBufferPointer { $0[..<capacity].update(repeating: -1) }
        }
    }

    /// The index of an attribute added under `hash` for which `isWanted` holds, or `nil`.
    func index(hash: UInt64, where isWanted: (Int) -> Bool) -> Int? {
        var bucket = Int(truncatingIfNeeded: hash) & mask
        while buckets[bucket] >= 0 {
            if isWanted(buckets[bucket]) { return buckets[bucket] }
            bucket = (bucket + 1) & mask
        }
        return nil
    }

    /// Adds attribute `index` under `hash`, whatever was added before it.
    mutating func add(_ index: Int, hash: UInt64) {
        _ = insert(index, hash: hash) { _ in false }
    }

    /// Adds attribute `index` under `hash`, unless an attribute added before has the same
    /// name (`hasSameName`, given that attribute's index): returns that attribute's index then.
    mutating func insert(_ index: Int, hash: UInt64, hasSameName: (Int) -> Bool) -> Int? {
        var bucket = Int(truncatingIfNeeded: hash) & mask
        while true {
            let other = buckets[bucket]
            if other < 0 {
                buckets[bucket] = index
                return nil
            }
            if hasSameName(other) { return other }
            bucket = (bucket + 1) & mask
        }
    }
}
