// Bindery re-exports the reactive foundation so that app code writes `import Bindery` and nothing else:
// Apple's Combine where it exists, OpenCombine (with its Dispatch and Foundation schedulers) elsewhere,
// and combine-schedulers' type-erased and test schedulers.
#if canImport(Combine)
@_exported import Combine
#else
@_exported import OpenCombineShim
#endif
@_exported import CombineSchedulers
