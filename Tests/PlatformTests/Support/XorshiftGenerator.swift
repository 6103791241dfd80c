/// A deterministic random number generator (xorshift64*), so a property test sees the same inputs on every run and
/// a failure can be replayed from its seed.
struct XorshiftGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// A generator started from `seed` (zero is replaced, as xorshift never leaves it).
    init(seed: UInt64) {
        state = seed == 0 ? 0x2545_F491_4F6C_DD1D : seed
    }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}
