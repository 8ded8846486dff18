import Foundation

#if canImport(Glibc)
    import Glibc
    private let noSignal = Int32(MSG_NOSIGNAL)
#elseif canImport(Darwin)
    import Darwin
    private let noSignal: Int32 = 0  // SO_NOSIGPIPE is set on each connection instead
#endif

/// A small HTTP/1.1 server on 127.0.0.1 that URL tests start themselves. It answers each
/// request, on a thread of its own, with what `respond` returns for its path and headers,
/// delivered whole or in one of the ways real servers misbehave (slowly, stalling, cut short,
/// without end), then closes the connection. It records every transfer: what was asked, how
/// many bytes went out, and whether the client closed the connection before the end.
public final class LoopbackHTTPServer: @unchecked Sendable {
    /// An answer.
    public struct Response: Sendable {
        /// The status code.
        public var status: Int
        /// Headers besides `Content-Length` and `Connection`.
        public var headers: [String: String]
        /// The body, or its first part (see ``Delivery``).
        public var body: [UInt8]
        /// How the body goes out.
        public var delivery: Delivery

        /// An answer with `body` delivered as `delivery` says.
        public init(status: Int, headers: [String: String] = [:], body: [UInt8] = [], delivery: Delivery = .whole) {
            self.status = status
            self.headers = headers
            self.body = body
            self.delivery = delivery
        }
    }

    /// How a body goes out after the headers.
    public enum Delivery: Sendable {
        /// All at once, with its `Content-Length`.
        case whole
        /// In pieces of `chunkSize` bytes, `interval` seconds apart.
        case slowly(chunkSize: Int, interval: Double)
        /// `body`, then nothing for `seconds` with the connection open; `Content-Length`
        /// announces `declaredLength`.
        case thenStall(declaredLength: Int, seconds: Double)
        /// `body`, then the connection closes; `Content-Length` announces `declaredLength`.
        case thenCut(declaredLength: Int)
        /// `body`, then `unit` `count` times and `suffix`, made as they go out, 64 KiB at a
        /// time, `pause` seconds apart (a fast network is some tens of megabytes a second);
        /// with `count` `nil`, `unit` forever, without `Content-Length`, until the client closes.
        case thenRepeat([UInt8], count: Int?, suffix: [UInt8], pause: Double = 0.001)
        /// No answer at all for `seconds`, then the connection closes.
        case silence(seconds: Double)
    }

    /// One request and what happened to its answer.
    public struct Transfer: Sendable {
        /// The request's path.
        public var path: String
        /// The request's headers, names in lower case.
        public var headers: [String: String]
        /// Bytes of the body that went out.
        public var bodyBytesSent: Int
        /// Whether the client closed the connection before the whole answer was sent.
        public var closedByClient: Bool
    }

    /// The port the server listens on.
    public let port: UInt16
    private let socketDescriptor: Int32
    private let lock = NSCondition()
    private var finished: [Transfer] = []
    private var started: [Transfer] = []

    /// Starts listening on a free port; `respond` is called on the connection's thread.
    public init(respond: @escaping @Sendable (_ path: String, _ headers: [String: String]) -> Response) throws {
        let (descriptor, port) = try Self.bindLoopback(listening: true)
        self.port = port
        socketDescriptor = descriptor
        let thread = Thread { [self] in
            while true {
                let connection = accept(descriptor, nil, nil)
                if connection < 0 { return }
                #if canImport(Darwin)
                    var one: Int32 = 1
                    setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
                #endif
                let worker = Thread { self.serve(connection, respond: respond) }
                worker.start()
            }
        }
        thread.start()
    }

    /// A URL on 127.0.0.1 whose port stays bound without listening as long as the process
    /// runs: connecting is refused, and no server started meanwhile can take the port.
    public static let refusingURL: String = {
        guard let (_, port) = try? bindLoopback(listening: false) else { return "http://127.0.0.1:1/" }
        return "http://127.0.0.1:\(port)/feed.xml"
    }()

    /// A TCP socket bound to a free port of 127.0.0.1, and the port.
    private static func bindLoopback(listening: Bool) throws -> (Int32, UInt16) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(descriptor, generic, length) == 0 && (!listening || listen(descriptor, 64) == 0)
                    && getsockname(descriptor, generic, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }

    /// The URL of `path` on this server.
    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Stops accepting connections; answers under way go on.
    public func stop() {
        shutdown(socketDescriptor, Int32(SHUT_RDWR))
        close(socketDescriptor)
    }

    /// The requests received so far, in order of arrival.
    public var requests: [Transfer] {
        lock.lock()
        defer { lock.unlock() }
        return started
    }

    /// The transfers that ended, waiting up to `timeout` seconds for `count` of them.
    public func transfers(count: Int, timeout: Double = 5) -> [Transfer] {
        let deadline = Date(timeIntervalSinceNow: timeout)
        lock.lock()
        defer { lock.unlock() }
        while finished.count < count && lock.wait(until: deadline) {}
        return finished
    }

    private func serve(_ connection: Int32, respond: (String, [String: String]) -> Response) {
        defer { close(connection) }
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.ends(with: [13, 10, 13, 10]) {
            let count = read(connection, &buffer, buffer.count)
            if count <= 0 { return }
            request += buffer[0..<count]
        }
        let lines = String(decoding: request, as: UTF8.self).components(separatedBy: "\r\n")
        let path = lines.first?.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var transfer = Transfer(path: path, headers: headers, bodyBytesSent: 0, closedByClient: false)
        lock.lock()
        started.append(transfer)
        lock.unlock()
        let response = respond(path, headers)
        transfer.closedByClient = !send(response, on: connection, sent: &transfer.bodyBytesSent)
        lock.lock()
        finished.append(transfer)
        lock.broadcast()
        lock.unlock()
    }

    /// Sends `response`; `false` when the client closed the connection first.
    private func send(_ response: Response, on connection: Int32, sent: inout Int) -> Bool {
        var length: Int? = response.body.count
        switch response.delivery {
        case .whole, .slowly: break
        case .thenStall(let declared, _), .thenCut(let declared): length = declared
        case .thenRepeat(let unit, let count, let suffix, _): length = count.map { response.body.count + unit.count * $0 + suffix.count }
        case .silence(let seconds):
            Thread.sleep(forTimeInterval: seconds)
            return true
        }
        var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\nConnection: close\r\n"
        if let length { head += "Content-Length: \(length)\r\n" }
        for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
        guard write(Array((head + "\r\n").utf8), to: connection) else { return false }
        switch response.delivery {
        case .slowly(let size, let interval):
            var start = 0
            while start < response.body.count {
                let end = min(start + size, response.body.count)
                guard write(Array(response.body[start..<end]), to: connection) else { return false }
                sent += end - start
                start = end
                if start < response.body.count { Thread.sleep(forTimeInterval: interval) }
            }
            return true
        case .thenRepeat(let unit, let count, let suffix, let pause):
            guard write(response.body, to: connection) else { return false }
            sent += response.body.count
            let batch = Array([[UInt8]](repeating: unit, count: max(1, 65536 / max(unit.count, 1))).joined())
            let perBatch = batch.count / max(unit.count, 1)
            var remaining = count ?? Int.max
            while remaining > 0 {
                let units = min(perBatch, remaining)
                guard write(units == perBatch ? batch : Array(batch[0..<(units * unit.count)]), to: connection) else { return false }
                sent += units * unit.count
                remaining -= units
                if pause > 0 { Thread.sleep(forTimeInterval: pause) }
            }
            guard write(suffix, to: connection) else { return false }
            sent += suffix.count
            return true
        default:
            guard write(response.body, to: connection) else { return false }
            sent += response.body.count
            if case .thenStall(_, let seconds) = response.delivery { Thread.sleep(forTimeInterval: seconds) }
            return true
        }
    }

    /// Writes all of `bytes`; `false` when the peer has gone (no SIGPIPE).
    private func write(_ bytes: [UInt8], to connection: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { sendBytes(connection, $0.baseAddress, $0.count, noSignal) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return false }
            offset += count
        }
        return true
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 404: "Not Found"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}

/// `send(2)`, named apart from the server's own `send`.
private func sendBytes(_ socket: Int32, _ bytes: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
    send(socket, bytes, count, flags)
}

extension Array where Element == UInt8 {
    /// Whether the array ends with `suffix`.
    func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}
