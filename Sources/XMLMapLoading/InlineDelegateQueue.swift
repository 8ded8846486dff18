import Foundation

#if canImport(FoundationNetworking)
    /// A delegate queue that runs each callback at once, on the thread that delivers it.
    ///
    /// With FoundationNetworking (Linux) the thread delivering a body's bytes is the session's
    /// work queue, the one that reads the socket. Running ``HTTPBodyStream``'s data callback
    /// there means that when the callback waits for the parser to catch up, the socket is not
    /// read and TCP flow control slows the server down: memory stays bounded however fast the
    /// body arrives. (FoundationNetworking cannot pause a transfer otherwise: suspending a task
    /// restarts it.)
    ///
    /// FoundationNetworking runs the work queues of all sessions on one shared queue: while a
    /// load waits for its parser, the other transfers of the process wait too (see the module's
    /// article, "On Linux").
    final class InlineDelegateQueue: OperationQueue, @unchecked Sendable {
        override init() {
            super.init()
            maxConcurrentOperationCount = 1
        }

        override func addOperation(_ block: @escaping @Sendable () -> Void) {
            block()
        }
    }
#else
    /// On Apple platforms the delegate's callbacks run on a serial queue of their own; how much
    /// of a body the system reads ahead of a waiting callback is its own business.
    final class InlineDelegateQueue: OperationQueue, @unchecked Sendable {
        override init() {
            super.init()
            maxConcurrentOperationCount = 1
        }
    }
#endif
