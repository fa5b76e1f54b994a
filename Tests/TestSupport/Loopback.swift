import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Raw HTTP over a loopback socket, for tests of the visualizer's endpoint: sends `request` as is
/// to 127.0.0.1:`port`, closes the sending side, and returns the answer's status, head and body
/// (status 0 when nothing or no head came back).
public func loopbackExchange(port: UInt16, _ request: [UInt8]) -> (status: Int, head: String, body: String) {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { return (0, "", "") }
    _ = request.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    shutdown(descriptor, Int32(SHUT_WR))
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count <= 0 { break }
        received += buffer[0..<count]
    }
    let text = String(decoding: received, as: UTF8.self)
    guard let split = text.range(of: "\r\n\r\n") else { return (0, text, "") }
    let head = String(text[..<split.lowerBound])
    return (Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0, head, String(text[split.upperBound...]))
}

/// A GET of a page address as printed (`http://127.0.0.1:PORT/TOKEN/?root=View`), target kept
/// exactly as written: its status, or 0.
public func loopbackStatus(of address: String) -> Int {
    guard address.hasPrefix("http://127.0.0.1:"), let slash = address.dropFirst("http://".count).firstIndex(of: "/") else { return 0 }
    let authority = address[address.index(address.startIndex, offsetBy: "http://".count)..<slash]
    guard let port = authority.split(separator: ":").last.flatMap({ UInt16($0) }) else { return 0 }
    return loopbackExchange(port: port, Array("GET \(address[slash...]) HTTP/1.1\r\nHost: \(authority)\r\n\r\n".utf8)).status
}
