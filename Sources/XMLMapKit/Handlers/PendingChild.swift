/// A delegated child handler on its way to the stack, inside the ``XMLDescent`` that
/// ``XMLElementHandler/delegate(to:then:)`` returns.
///
/// The child and the parent's `then:` closure are moved into ``contents``, and the stack moves
/// them out with ``install`` into a frame: a spare one of the same type when it has one (frames
/// are kept when popped), else a new one. A child too large for ``contents`` gets its frame at
/// once, and ``contents`` holds that frame's reference instead. Either way the descent owns what
/// it holds until the stack installs it.
@usableFromInline
struct PendingChild {
    /// Room for a `ChildHandlerFrame.Contents` of up to 80 bytes, aligned to 8.
    @usableFromInline
    typealias Storage = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

    @usableFromInline var contents: Storage
    /// The type of the frame the child goes in, to find a spare one; `nil` when ``contents``
    /// holds a frame already.
    @usableFromInline let frameType: ObjectIdentifier?
    /// Moves ``contents`` into the spare frame given (of ``frameType``) or into a new one, and
    /// returns that frame, retained once.
    @usableFromInline let install: (UnsafeMutableRawPointer, Unmanaged<HandlerFrame>?) -> Unmanaged<HandlerFrame>

    @inlinable
    init<Parent: XMLElementHandler, Child: XMLElementHandler>(
        parent: Parent.Type, child: Child, deliver: @escaping (inout Parent, Child.Result, XMLHandlerContext) throws -> Void
    ) {
        typealias Frame = ChildHandlerFrame<Parent, Child>
        var contents: Storage = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        if MemoryLayout<Frame.Contents>.size <= MemoryLayout<Storage>.size
            && MemoryLayout<Frame.Contents>.alignment <= MemoryLayout<Storage>.alignment
        {
            withUnsafeMutableBytes(of: &contents) { room in
                _ = room.baseAddress!.initializeMemory(as: Frame.Contents.self, to: Frame.Contents(child: child, deliver: deliver))
            }
            self.contents = contents
            frameType = ObjectIdentifier(Frame.self)
            install = { room, spare in
                let contents = room.assumingMemoryBound(to: Frame.Contents.self).move()
                guard let spare else {
                    return Unmanaged.passRetained(Frame(contents.child, deliver: contents.deliver, isReusable: true))
                }
                spare._withUnsafeGuaranteedRef { spareFrame in
                    let frame = unsafeDowncast(spareFrame, to: Frame.self)
                    frame.handler = contents.child
                    frame.deliver = contents.deliver
                }
                return spare
            }
        } else {
            let frame = Unmanaged.passRetained(Frame(child, deliver: deliver, isReusable: false))
            withUnsafeMutableBytes(of: &contents) { room in room.storeBytes(of: frame.toOpaque(), as: UnsafeMutableRawPointer.self) }
            self.contents = contents
            frameType = nil
            install = { room, _ in Unmanaged.fromOpaque(room.load(as: UnsafeMutableRawPointer.self)) }
        }
    }
}

extension ChildHandlerFrame {
    /// What ``PendingChild`` carries to the stack.
    @usableFromInline
    struct Contents {
        @usableFromInline let child: Child
        @usableFromInline let deliver: (inout Parent, Child.Result, XMLHandlerContext) throws -> Void

        @inlinable
        init(child: Child, deliver: @escaping (inout Parent, Child.Result, XMLHandlerContext) throws -> Void) {
            self.child = child
            self.deliver = deliver
        }
    }
}
