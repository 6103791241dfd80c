/// A first-in, first-out queue kept in blocks of under a kilobyte, each freed once it has been read.
///
/// One growing array would be copied at every doubling and soon need a block of more than a kilobyte; glibc's
/// `malloc` answers such a request by first consolidating every small block freed so far, which sends the small
/// allocations that follow down its slow path. Small blocks are served from the allocator's per-size caches, and
/// nothing is copied.
@usableFromInline
struct BlockQueue<Element: Sendable>: Sendable {
    @usableFromInline
    var blocks: [[Element]] = []
    /// The block holding the oldest element, and that element's index in it.
    @usableFromInline
    var headBlock = 0
    @usableFromInline
    var headIndex = 0

    @inlinable
    init() {}

    /// As many elements as fit in a block of under a kilobyte, with the array's header.
    @inlinable
    static var blockCapacity: Int {
        max(1, 960 / max(1, MemoryLayout<Element>.stride))
    }

    @inlinable
    mutating func append(_ element: Element) {
        if let last = blocks.indices.last, blocks[last].count < Self.blockCapacity {
            blocks[last].append(element)
        } else {
            var block: [Element] = []
            block.reserveCapacity(Self.blockCapacity)
            block.append(element)
            blocks.append(block)
        }
    }

    /// Takes the oldest element; a block is let go once read, and the queue keeps only the storage of its list of
    /// blocks once empty.
    @inlinable
    mutating func removeFirst() -> Element? {
        guard headBlock < blocks.count else { return nil }
        let element = blocks[headBlock][headIndex]
        headIndex += 1
        if headIndex == blocks[headBlock].count {
            headIndex = 0
            if headBlock == blocks.count - 1 {
                blocks.removeAll(keepingCapacity: true)
                headBlock = 0
            } else {
                blocks[headBlock] = []
                headBlock += 1
            }
        }
        return element
    }
}
