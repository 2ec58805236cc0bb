/// One thing a view-model test does through its harness: a user's action (a tap, a keystroke), or virtual time
/// passing. A harness's `Step` enum adopts it and names its `wait` case here, so `StepPlayer` can run the time.
public protocol HarnessStep {
    /// The milliseconds of virtual time this step lets pass, or nil when it is a user's action.
    var waitedMilliseconds: Int? { get }
}
