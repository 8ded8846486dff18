import Foundation

/// A delegate queue that runs each callback at once, on the thread that delivers it.
///
/// With FoundationNetworking (Linux) the thread delivering a body's bytes is the session's own
/// work queue, the one that reads the socket. Running ``HTTPBodyStream``'s data callback there
/// means that when the callback waits for the parser to catch up, the socket is not read and
/// TCP flow control slows the server down: memory stays bounded however fast the body
/// arrives. (FoundationNetworking cannot pause a transfer otherwise: suspending a task
/// restarts it.) On platforms that do not deliver through this method, callbacks run on the
/// queue's own thread and the transfer's buffering is the platform's.
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
