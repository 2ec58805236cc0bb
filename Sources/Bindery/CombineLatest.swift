#if !canImport(Combine)
// Apple's Combine has these operators; OpenCombine 0.14 does not. Same names, same semantics.

extension Publisher {
    /// Combines the latest values of this publisher and `other` once both have sent one.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Combines the latest values of this publisher and `other` with `transform` (applied inside the
    /// operator, so no pair is built per value).
    @inlinable
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.CombineLatestMapped<Self, P, T> where P.Failure == Failure {
        Publishers.CombineLatestMapped(self, other, transform: transform)
    }

    /// Combines the latest values of this publisher and two others.
    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, p, q)
    }

    /// Combines the latest values of this publisher and two others with `transform`.
    public func combineLatest<P: Publisher, Q: Publisher, T>(_ p: P, _ q: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, p, q).map(transform)
    }

    /// Combines the latest values of this publisher and three others.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ p: P, _ q: Q, _ r: R) -> Publishers.CombineLatest4<Self, P, Q, R>
    where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.CombineLatest4(self, p, q, r)
    }

    /// Combines the latest values of this publisher and three others with `transform`.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ p: P, _ q: Q, _ r: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.CombineLatest4(self, p, q, r).map(transform)
    }
}

extension Publishers {
    /// The latest values of two publishers, once both have sent one.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// A pair of the latest value of `a` and the latest value of `b`.
        public typealias Output = (A.Output, B.Output)
        /// The failure `a` and `b` share; the first failure of either fails the combination and cancels the other.
        public typealias Failure = A.Failure

        /// The publisher whose latest value is the first element of each pair.
        public let a: A
        /// The publisher whose latest value is the second element of each pair.
        public let b: B

        /// Combines `a` and `b`: nothing is sent until both have sent a value, then one pair per value of either.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes `subscriber` to the pairs, then `a` and `b` in that order.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let core = CombineLatestCore(downstream: subscriber, values: Latest2<A.Output, B.Output>())
            subscriber.receive(subscription: core)
            a.subscribe(CombineLatestSide<A, Latest2<A.Output, B.Output>, S>(core: core, index: 0) { $0.a.set($1) })
            b.subscribe(CombineLatestSide<B, Latest2<A.Output, B.Output>, S>(core: core, index: 1) { $0.b.set($1) })
        }
    }

    /// The latest values of two publishers combined by a function, once both have sent one.
    public struct CombineLatestMapped<A: Publisher, B: Publisher, Output>: Publisher where A.Failure == B.Failure {
        /// The failure `a` and `b` share; the first failure of either fails the combination and cancels the other.
        public typealias Failure = A.Failure

        /// The publisher whose latest value is `transform`'s first argument.
        public let a: A
        /// The publisher whose latest value is `transform`'s second argument.
        public let b: B
        /// Makes one output from the two latest values, called once per value of either publisher after both have one.
        public let transform: (A.Output, B.Output) -> Output

        /// Combines `a` and `b` with `transform`.
        @inlinable
        public init(_ a: A, _ b: B, transform: @escaping (A.Output, B.Output) -> Output) {
            self.a = a
            self.b = b
            self.transform = transform
        }

        /// Subscribes `subscriber` to the combined outputs, then `a` and `b` in that order.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            typealias Values = Latest2Mapped<A.Output, B.Output, Output>
            let core = CombineLatestCore(downstream: subscriber, values: Values(transform: transform))
            subscriber.receive(subscription: core)
            a.subscribe(CombineLatestSide<A, Values, S>(core: core, index: 0) { $0.a.set($1) })
            b.subscribe(CombineLatestSide<B, Values, S>(core: core, index: 1) { $0.b.set($1) })
        }
    }

    /// The latest values of three publishers, once all have sent one.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        /// A triple of the latest values of `a`, `b` and `c`, in that order.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// The failure the three publishers share; the first failure of any fails the combination and cancels the rest.
        public typealias Failure = A.Failure

        /// The publisher whose latest value is the first element of each triple.
        public let a: A
        /// The publisher whose latest value is the second element of each triple.
        public let b: B
        /// The publisher whose latest value is the third element of each triple.
        public let c: C

        /// Combines `a`, `b` and `c`: nothing is sent until all three have sent a value.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Subscribes `subscriber` to the triples; `a`, `b` and `c` are subscribed in that order.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatest(CombineLatest(a, b), c)
                .map { ($0.0, $0.1, $1) }
                .receive(subscriber: subscriber)
        }
    }

    /// The latest values of four publishers, once all have sent one.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        /// A quadruple of the latest values of `a`, `b`, `c` and `d`, in that order.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        /// The failure the four publishers share; the first failure of any fails the combination and cancels the rest.
        public typealias Failure = A.Failure

        /// The publisher whose latest value is the first element of each output.
        public let a: A
        /// The publisher whose latest value is the second element of each output.
        public let b: B
        /// The publisher whose latest value is the third element of each output.
        public let c: C
        /// The publisher whose latest value is the fourth element of each output.
        public let d: D

        /// Combines `a`, `b`, `c` and `d`: nothing is sent until all four have sent a value.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Subscribes `subscriber` to the outputs; `a`, `b`, `c` and `d` are subscribed in that order.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatest(CombineLatest(a, b), CombineLatest(c, d))
                .map { ($0.0, $0.1, $1.0, $1.1) }
                .receive(subscriber: subscriber)
        }
    }
}

/// The latest values of two upstreams.
@usableFromInline
struct Latest2<A, B>: LatestValues {
    @usableFromInline let a = LatestSlot<A>()
    @usableFromInline let b = LatestSlot<B>()
    @inlinable init() {}
    @inlinable var count: Int { 2 }
    @inlinable var isComplete: Bool { a.hasValue && b.hasValue }
    @inlinable func combine() -> (A, B) { (a.value, b.value) }
}

/// The latest values of two upstreams and the function that combines them.
@usableFromInline
struct Latest2Mapped<A, B, Output>: LatestValues {
    @usableFromInline let a = LatestSlot<A>()
    @usableFromInline let b = LatestSlot<B>()
    @usableFromInline let transform: (A, B) -> Output
    @inlinable init(transform: @escaping (A, B) -> Output) { self.transform = transform }
    @inlinable var count: Int { 2 }
    @inlinable var isComplete: Bool { a.hasValue && b.hasValue }
    @inlinable func combine() -> Output { transform(a.value, b.value) }
}
#endif

extension Collection where Element: Publisher {
    /// Combines the latest values of every publisher in the collection, in order, once all have sent
    /// one; an empty collection finishes at once.
    public func combineLatest() -> Publishers.CombineLatestMany<Element> {
        Publishers.CombineLatestMany(Array(self))
    }
}

extension Publishers {
    /// The latest values of a collection of publishers of one type, once all have sent one.
    public struct CombineLatestMany<Upstream: Publisher>: Publisher {
        /// The latest value of each upstream, in order.
        public typealias Output = [Upstream.Output]
        /// The failure the upstreams share; the first failure of any fails the combination and cancels the rest.
        public typealias Failure = Upstream.Failure

        /// The publishers combined; the latest value of `upstreams[i]` is element `i` of each output.
        public let upstreams: [Upstream]

        /// Combines `upstreams`; with none, the publisher finishes at once without a value.
        public init(_ upstreams: [Upstream]) { self.upstreams = upstreams }

        /// Subscribes `subscriber` to the combined arrays, then each upstream in order; with none, it finishes at once.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            guard !upstreams.isEmpty else {
                Empty<Output, Failure>().receive(subscriber: subscriber)
                return
            }
            let core = CombineLatestCore(downstream: subscriber, values: LatestMany<Upstream.Output>(count: upstreams.count))
            subscriber.receive(subscription: core)
            for (index, upstream) in upstreams.enumerated() {
                upstream.subscribe(CombineLatestSide<Upstream, LatestMany<Upstream.Output>, S>(core: core, index: index) {
                    $0.set($1, at: index)
                })
            }
        }
    }
}

/// The latest values of any number of upstreams of one type.
@usableFromInline
struct LatestMany<Value>: LatestValues {
    @usableFromInline var slots: [Value?]
    @usableFromInline var filled = 0
    @inlinable init(count: Int) { slots = Array(repeating: nil, count: count) }
    @inlinable var count: Int { slots.count }
    @inlinable mutating func set(_ value: Value, at index: Int) {
        if slots[index] == nil { filled += 1 }
        slots[index] = value
    }
    @inlinable var isComplete: Bool { filled == slots.count }
    @inlinable func combine() -> [Value] { slots.map { $0! } }
}
