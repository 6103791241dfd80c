/// A first-in, first-out queue kept in blocks of under a kilobyte, each freed once it has been read.
///
/// One growing array would be copied at every doubling and soon need a block of more than a kilobyte; glibc's
/// `malloc` answers such a request by first consolidating every small block freed so far, which sends the small
/// allocations that follow down its slow path. Small blocks are served from the allocator's per-size caches, and
/// nothing is copied. Elements are appended to one block until it is full and read from the oldest, so neither
/// end reaches through the list of blocks in the common case.
@usableFromInline
struct BlockQueue<Element: Sendable>: Sendable {
    /// Full blocks, oldest first; the ones before `readBlock` were read and let go.
    @usableFromInline
    var fullBlocks: [[Element]] = []
    @usableFromInline
    var readBlock = 0
    /// The block being filled, read once every full block has been.
    @usableFromInline
    var filling: [Element] = []
    /// Where the oldest element is: in `fullBlocks[readBlock]`, or in `filling` once every full block was read.
    @usableFromInline
    var readIndex = 0

    @inlinable
    init() {}

    /// As many elements as fit in a block of under a kilobyte, with the array's header.
    @inlinable
    static var blockCapacity: Int {
        max(1, 960 / max(1, MemoryLayout<Element>.stride))
    }

    @inlinable
    mutating func append(_ element: Element) {
        if filling.count == Self.blockCapacity {
            // Moved whole: if it was being read, its read position stays `readIndex` as `fullBlocks[readBlock]`.
            fullBlocks.append(filling)
            filling = []
        }
        if filling.capacity == 0 { filling.reserveCapacity(Self.blockCapacity) }
        filling.append(element)
    }

    /// Takes the oldest element; a full block is let go once read, and an empty queue keeps only the storage of its
    /// list of blocks and of the block being filled.
    @inlinable
    mutating func removeFirst() -> Element? {
        if readBlock < fullBlocks.count {
            let element = fullBlocks[readBlock][readIndex]
            readIndex += 1
            if readIndex == Self.blockCapacity {
                readIndex = 0
                if readBlock == fullBlocks.count - 1 {
                    fullBlocks.removeAll(keepingCapacity: true)
                    readBlock = 0
                } else {
                    fullBlocks[readBlock] = []
                    readBlock += 1
                }
            }
            return element
        }
        guard readIndex < filling.count else { return nil }
        let element = filling[readIndex]
        readIndex += 1
        if readIndex == filling.count {
            filling.removeAll(keepingCapacity: true)
            readIndex = 0
        }
        return element
    }
}
