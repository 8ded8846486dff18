import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 that the URL tests start themselves: it answers each
/// request with what `respond` returns for its path and headers, then closes the connection.
final class LoopbackHTTPServer: @unchecked Sendable {
    /// An answer.
    struct Response {
        var status: Int
        var headers: [String: String] = [:]
        var body: [UInt8] = []
    }

    /// The port the server listens on.
    let port: UInt16
    private let socketDescriptor: Int32
    private let respond: @Sendable (String, [String: String]) -> Response
    private let thread: Thread

    /// Starts listening on a free port.
    init(respond: @escaping @Sendable (_ path: String, _ headers: [String: String]) -> Response) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(descriptor, generic, length) == 0 && listen(descriptor, 16) == 0 && getsockname(descriptor, generic, &length) == 0
            }
        }
        guard bound else { close(descriptor); throw POSIXError(.EADDRINUSE) }
        port = UInt16(bigEndian: address.sin_port)
        socketDescriptor = descriptor
        self.respond = respond
        thread = Thread {
            while true {
                let connection = accept(descriptor, nil, nil)
                if connection < 0 { return }
                LoopbackHTTPServer.serve(connection, respond: respond)
            }
        }
        thread.start()
    }

    /// The URL of `path` on this server.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Stops accepting connections.
    func stop() {
        shutdown(socketDescriptor, Int32(SHUT_RDWR))
        close(socketDescriptor)
    }

    private static func serve(_ connection: Int32, respond: (String, [String: String]) -> Response) {
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
        let response = respond(path, headers)
        var head = "HTTP/1.1 \(response.status) \(HTTPURLResponseReason.phrase(response.status))\r\nContent-Length: \(response.body.count)\r\nConnection: close\r\n"
        for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
        let bytes = Array((head + "\r\n").utf8) + response.body
        _ = bytes.withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
    }
}

/// Reason phrases for the statuses the tests use.
enum HTTPURLResponseReason {
    static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 304: "Not Modified"
        case 404: "Not Found"
        default: "Status"
        }
    }
}

extension Array where Element == UInt8 {
    /// Whether the array ends with `suffix`.
    func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}
