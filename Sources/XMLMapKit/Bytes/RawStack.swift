/// A growable array of trivial values in manually managed memory: no uniqueness checks, no
/// copy-on-write, no bounds checks in release builds. The tokenizer keeps its open elements,
/// namespace bindings and attribute slots in these, and calls ``release()`` when done.
struct RawStack<Element: BitwiseCopyable>: RandomAccessCollection, MutableCollection {
    /// The first element.
    private(set) var base: UnsafeMutablePointer<Element>
    /// How many elements are in use.
    private(set) var count = 0
    private var capacity: Int

    /// An empty stack with room for `capacity` elements.
    init(capacity: Int = 16) {
        self.capacity = Swift.max(capacity, 4)
        base = .allocate(capacity: self.capacity)
    }

    /// Frees the memory. The stack must not be used afterwards.
    func release() { base.deallocate() }

    /// The first index (always 0).
    @inline(__always) var startIndex: Int { 0 }
    /// One past the last element.
    @inline(__always) var endIndex: Int { count }

    /// The element at `index` (checked only in debug builds), read and written in place: a
    /// field changed through it is stored alone, not the whole element copied out and back.
    @inline(__always)
    subscript(index: Int) -> Element {
        unsafeAddress {
            assert(index >= 0 && index < count)
            return UnsafePointer(base + index)
        }
        unsafeMutableAddress {
            assert(index >= 0 && index < count)
            return base + index
        }
    }

    /// The last element, if any.
    @inline(__always) var last: Element? { count == 0 ? nil : base[count - 1] }

    /// Adds `element` at the end.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Removes and returns the last element.
    @inline(__always)
    mutating func removeLast() -> Element {
        count -= 1
        return base[count]
    }

    /// Keeps the first `newCount` elements.
    @inline(__always)
    mutating func truncate(to newCount: Int) {
        assert(newCount <= count)
        count = newCount
    }

    private mutating func grow() {
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity *= 2
    }
}
