import XMLMapKit

extension PodloveChapter: JSONObjectWritable {
    /// Writes start, title, href, image.
    public func writeMembers(to json: inout JSONWriter) {
        json.member("start", start)
        json.member("title", title)
        json.member("href", href)
        json.member("image", image)
    }
}
